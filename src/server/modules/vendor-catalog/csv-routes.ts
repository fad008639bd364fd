// CSV export and import of the vendor's products, one row per variant (docs/csv-format.md).
import {
  CsvImportResultSchema,
  PRODUCT_LIMITS,
  VendorProductExportQuerySchema,
} from '../../../domain/schemas/vendor-products';
import { AppError } from '../../errors';
import { datedCsvName, sendCsv } from '../../http/csv-reply';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { readSingleUpload } from '../media/read-upload';
import { exportProductsCsv } from './csv-export';
import { importProductsCsv } from './csv-import';

export const vendorCsvRoutes = routeGroup('vendor-product-csv', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/products/export.csv',
    {
      summary: "The vendor's products as CSV (the list's filters apply)",
      querystring: VendorProductExportQuerySchema,
      csv: true,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        datedCsvName('products'),
        await exportProductsCsv(db, vendorIdOf(request), request.query),
      ),
  );

  routes.post(
    '/api/vendor/products/import',
    {
      summary:
        'Add or update products from a CSV file, one row per variant (multipart field "file", up to 1 MB and 1,000 rows; columns in docs/csv-format.md); bad rows are reported, good products saved',
      upload: true,
      response: { 200: CsvImportResultSchema },
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
});
