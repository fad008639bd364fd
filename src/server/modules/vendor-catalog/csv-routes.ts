// CSV export and import of the vendor's products.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  CsvImportResultSchema,
  PRODUCT_LIMITS,
  VendorProductExportQuerySchema,
} from '../../../domain/schemas/vendor-products';
import { AppError } from '../../errors';
import { vendorIdOf } from '../../plugins/auth-guard';
import { registerUploads } from '../../plugins/uploads';
import { readSingleUpload } from '../media/read-upload';
import { exportProductsCsv } from './csv-export';
import { importProductsCsv } from './csv-import';
import { guarded } from './route-schemas';

export async function csvRoutes(app: FastifyInstance) {
  await registerUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.get(
    '/api/vendor/products/export.csv',
    {
      schema: {
        tags,
        summary: "The vendor's products as CSV (the list's filters apply)",
        produces: ['text/csv'],
        querystring: VendorProductExportQuerySchema,
        response: { 200: z.string(), 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const csv = await exportProductsCsv(db, vendorIdOf(request), request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="angle-products-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  api.post(
    '/api/vendor/products/import',
    {
      config: { allowMultipart: true },
      schema: {
        tags,
        summary:
          'Add or update products from a CSV file (multipart field "file", up to 1 MB and 1,000 rows); bad rows are reported, good rows saved',
        consumes: ['multipart/form-data'],
        response: {
          200: CsvImportResultSchema,
          400: ProblemSchema,
          413: ProblemSchema,
          415: ProblemSchema,
          422: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const upload = await readSingleUpload(request, {
        maxBytes: PRODUCT_LIMITS.csvBytes,
        what: 'CSV file',
      });
      const text = new TextDecoder('utf-8', { fatal: false }).decode(upload.buffer);
      if (text.includes('\u0000')) {
        throw new AppError(
          'unsupported_media_type',
          'This is not a CSV file. Export one from your spreadsheet as CSV (UTF-8).',
        );
      }
      return importProductsCsv(db, vendorId, text);
    },
  );
}
