// A CSV export as a download: dated file name, never cached (it holds customer data).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const CsvSchema = z.string().meta({ description: 'text/csv with a header row' });

export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="angle-${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
