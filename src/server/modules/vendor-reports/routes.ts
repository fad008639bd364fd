// /api/vendor/dashboard, /reports and /customers: the signed-in vendor's figures. The prefix's
// guard admits active vendors only; every figure is computed for the session's vendor alone.
import {
  DateRangeQuerySchema,
  PayoutStatementListSchema,
  ReportExportQuerySchema,
  ReportQuerySchema,
  StatementQuerySchema,
  VendorCustomerListQuerySchema,
  VendorCustomerListSchema,
  VendorDashboardSchema,
  VendorReportSchema,
} from '../../../domain/schemas/vendor-reports';
import { ShippingFiguresSchema } from '../../../domain/schemas/shipping-figures';
import { sendCsv } from '../../http/csv-reply';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { sharedFigures } from '../../plugins/figures-cache';
import { listVendorCustomers } from './customers';
import { vendorDashboard } from './dashboard';
import { vendorReport } from './report';
import { reportCsv } from './report-csv';
import { resolveRange } from './sales-sql';
import { shippingFigures } from './shipping-figures';
import { payoutStatements } from './statements';

export const vendorReportRoutes = routeGroup('vendor-reports', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/dashboard',
    {
      summary:
        'Sales for a period (`from`, `to`: India dates; default the last 30 days), shipments to fulfil, low stock and the latest orders',
      querystring: DateRangeQuerySchema,
      response: { 200: VendorDashboardSchema },
    },
    async (request) => vendorDashboard(db, vendorIdOf(request), request.query),
  );

  routes.get(
    '/api/vendor/reports',
    {
      summary:
        'Revenue, commission and net payout by day, week or month; top products; sales by category',
      querystring: ReportQuerySchema,
      response: { 200: VendorReportSchema },
    },
    // Shared for FIGURES_CACHE_SECONDS by the vendor's requests for the same period
    // (plugins/figures-cache.ts); the key holds the days the period resolves to today.
    async (request) => {
      const vendorId = vendorIdOf(request);
      const { from, to } = resolveRange(request.query);
      const key = `vendor-report:${vendorId}:${from}:${to}:${JSON.stringify(request.query)}`;
      return sharedFigures(app, key, () => vendorReport(db, vendorId, request.query));
    },
  );

  routes.get(
    '/api/vendor/reports/statements',
    {
      summary: 'Payout statement per order: the total for the vendor’s lines, commission, net',
      querystring: StatementQuerySchema,
      response: { 200: PayoutStatementListSchema },
    },
    async (request) => payoutStatements(db, vendorIdOf(request), request.query),
  );

  routes.get(
    '/api/vendor/reports/export.csv',
    {
      summary:
        'The payout statements (`kind=statements`) or the sales per period (`kind=periods`) as CSV',
      querystring: ReportExportQuerySchema,
      csv: true,
    },
    async (request, reply) => {
      const { csv, filename } = await reportCsv(db, vendorIdOf(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  );

  routes.get(
    '/api/vendor/reports/shipping',
    {
      summary:
        'RTO %, NDR %, COD share and delivery success of your shipments placed in the period, by PIN zone and carrier',
      querystring: DateRangeQuerySchema,
      response: { 200: ShippingFiguresSchema },
    },
    async (request) => shippingFigures(db, resolveRange(request.query), vendorIdOf(request)),
  );

  routes.get(
    '/api/vendor/customers',
    {
      summary: 'Customers who bought from the vendor: name, orders, units, total spent, last order',
      querystring: VendorCustomerListQuerySchema,
      response: { 200: VendorCustomerListSchema },
    },
    async (request) => listVendorCustomers(db, vendorIdOf(request), request.query),
  );
});
