// A PDF as a download (issue #21's tax invoices): named, never cached by a shared cache.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const PdfSchema = z.string().meta({ description: 'A PDF document', format: 'binary' });

export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
