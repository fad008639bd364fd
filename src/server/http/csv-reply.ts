// A CSV export as a download: named, never cached (it holds customer or sales data).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const CsvSchema = z.string().meta({ description: 'text/csv with a header row' });

/** `angle-orders-2025-04-05.csv`: what the export holds and the day it was taken. */
export function datedCsvName(what: string): string {
  return `angle-${what}-${new Date().toISOString().slice(0, 10)}.csv`;
}

export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
