// Issue #21: tax invoices and credit notes. The customer reads those of their own orders, the
// vendor those of its own shipments (another's is not found), both as PDF; the vendor keeps its
// tax details and per-product HSN codes and downloads its GSTR-1-style register; the admin
// keeps the HSN codes and GST rates of the categories.
import type { FastifyRequest } from 'fastify';
import { bpToPercent, percentToBp } from '../../../domain/schemas/admin';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  Gstr1QuerySchema,
  HsnCodeListSchema,
  HsnCodeUpdateSchema,
  ProductTaxSchema,
  ProductTaxUpdateSchema,
  TaxDocumentListSchema,
  TaxDocumentParamsSchema,
  VendorTaxDetailsSchema,
  VendorTaxDetailsUpdateSchema,
  type HsnCodeList,
} from '../../../domain/schemas/tax-invoices';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { sendCsv } from '../../http/csv-reply';
import { sendPdf } from '../../http/pdf-reply';
import { routeGroup, type Routes } from '../../http/route-group';
import { actorOf, vendorIdOf } from '../../plugins/auth-guard';
import { listTaxDocuments, taxDocumentPdf } from './documents';
import { gstr1Csv } from './gstr1';
import { listHsnCodes, productTaxOf, setHsnCode, setProductTax } from './hsn';
import { getTaxDetails, setTaxDetails } from './tax-details';

type Reader = Parameters<typeof listTaxDocuments>[1];

/** An order's tax documents as a list and each as PDF: the customer's and the vendor's alike. */
function documentRoutes(
  routes: Routes,
  db: Db,
  base: '/api/store/orders' | '/api/vendor/orders',
  readerOf: (request: FastifyRequest) => Reader,
  summaries: { list: string; pdf: string },
) {
  routes.get(
    `${base}/:id/tax-documents`,
    {
      summary: summaries.list,
      params: IdParamsSchema,
      response: { 200: TaxDocumentListSchema },
      errors: [404],
    },
    async (request) => listTaxDocuments(db, readerOf(request), request.params.id),
  );

  routes.get(
    `${base}/:id/tax-documents/:documentId/pdf`,
    { summary: summaries.pdf, params: TaxDocumentParamsSchema, pdf: true, errors: [404] },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const d = await taxDocumentPdf(db, readerOf(request), id, documentId);
      return sendPdf(reply, d.filename, d.pdf);
    },
  );
}

export const storeTaxDocumentRoutes = routeGroup('store-tax-documents', (routes, app) => {
  documentRoutes(
    routes,
    app.database.db,
    '/api/store/orders',
    (request) => ({ role: 'customer', userId: actorOf(request).userId }),
    {
      list: 'The tax invoices and credit notes of one of the customer’s orders',
      pdf: 'A tax invoice or credit note of the customer’s order as PDF',
    },
  );
});

export const vendorTaxDocumentRoutes = routeGroup('vendor-tax-documents', (routes, app) => {
  const { db } = app.database;
  documentRoutes(
    routes,
    db,
    '/api/vendor/orders',
    (request) => ({ role: 'vendor', vendorId: vendorIdOf(request) }),
    {
      list: 'The tax invoice and credit notes of the vendor’s shipment in an order',
      pdf: 'The vendor’s tax invoice or credit note as PDF',
    },
  );

  routes.get(
    '/api/vendor/reports/gstr1.csv',
    {
      summary:
        'The month’s invoices and credit notes (`month`: YYYY-MM, India time) per HSN code and rate, GSTR-1 style, as CSV',
      querystring: Gstr1QuerySchema,
      csv: true,
    },
    async (request, reply) => {
      const { csv, filename } = await gstr1Csv(db, vendorIdOf(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  );

  routes.get(
    '/api/vendor/settings/tax',
    {
      summary: 'The vendor’s tax details: legal name, GSTIN, registered address, invoice prefix',
      response: { 200: VendorTaxDetailsSchema },
    },
    async (request) => getTaxDetails(db, vendorIdOf(request)),
  );

  routes.put(
    '/api/vendor/settings/tax',
    {
      summary: 'Save the tax details the vendor’s invoices print (the GSTIN’s checksum is checked)',
      body: VendorTaxDetailsUpdateSchema,
      response: { 200: VendorTaxDetailsSchema },
      errors: [422],
    },
    async (request) => setTaxDetails(db, vendorIdOf(request), request.body),
  );

  routes.get(
    '/api/vendor/hsn-codes',
    {
      summary:
        'The HSN code and GST rate of each category and subcategory (what a product without its own takes)',
      response: { 200: HsnCodeListSchema },
    },
    async () => hsnList(db),
  );

  routes.get(
    '/api/vendor/products/:id/tax',
    {
      summary: 'A product’s own HSN code and GST rate (null: its category’s)',
      params: IdParamsSchema,
      response: { 200: ProductTaxSchema },
      errors: [404],
    },
    async (request) => {
      const tax = await productTaxOf(db, vendorIdOf(request), request.params.id);
      if (!tax) throw notFound('The product');
      return { hsnCode: tax.hsnCode, rate: tax.rateBp === null ? null : bpToPercent(tax.rateBp) };
    },
  );

  routes.put(
    '/api/vendor/products/:id/tax',
    {
      summary: 'A product’s own HSN code and GST rate (null: its category’s)',
      params: IdParamsSchema,
      body: ProductTaxUpdateSchema,
      response: { 200: ProductTaxSchema },
      errors: [404],
    },
    async (request) => {
      const { hsnCode, rate } = request.body;
      const saved = await setProductTax(db, vendorIdOf(request), request.params.id, {
        hsnCode,
        rateBp: rate === null ? null : percentToBp(rate),
      });
      if (!saved) throw notFound('The product');
      return { hsnCode, rate };
    },
  );
});

async function hsnList(db: DbOrTx): Promise<HsnCodeList> {
  const rows = await listHsnCodes(db);
  return {
    codes: rows.map((r) => ({
      category: r.category as HsnCodeList['codes'][number]['category'],
      subcategory: r.subcategory,
      hsnCode: r.hsnCode,
      rate: bpToPercent(r.rateBp),
    })),
  };
}

export const adminHsnRoutes = routeGroup('admin-hsn-codes', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/hsn-codes',
    {
      summary: 'The HSN code and GST rate of each category and subcategory',
      response: { 200: HsnCodeListSchema },
    },
    async () => hsnList(db),
  );

  routes.put(
    '/api/admin/hsn-codes',
    {
      summary: 'Set a category’s (or subcategory’s) HSN code and GST rate',
      body: HsnCodeUpdateSchema,
      response: { 200: HsnCodeListSchema },
    },
    async (request) => {
      const { category, subcategory, hsnCode, rate } = request.body;
      await setHsnCode(db, { category, subcategory, hsnCode, rateBp: percentToBp(rate) });
      return hsnList(db);
    },
  );
});
