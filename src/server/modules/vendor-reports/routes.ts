// /api/vendor/dashboard, /reports and /customers: the signed-in vendor's figures. The prefix's
// guard admits active vendors only; every figure is computed for the session's vendor alone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
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
import { vendorIdOf } from '../../plugins/auth-guard';
import { listVendorCustomers } from './customers';
import { vendorDashboard } from './dashboard';
import { vendorReport } from './report';
import { reportCsv } from './report-csv';
import { payoutStatements } from './statements';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };

export async function vendorReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.get(
    '/api/vendor/dashboard',
    {
      schema: {
        tags,
        summary:
          'Sales for a period (`from`, `to`: India dates; default the last 30 days), shipments to fulfil, low stock and the latest orders',
        querystring: DateRangeQuerySchema,
        response: { 200: VendorDashboardSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => vendorDashboard(db, vendorIdOf(request), request.query),
  );

  api.get(
    '/api/vendor/reports',
    {
      schema: {
        tags,
        summary:
          'Revenue, commission and net payout by day, week or month; top products; sales by category',
        querystring: ReportQuerySchema,
        response: { 200: VendorReportSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => vendorReport(db, vendorIdOf(request), request.query),
  );

  api.get(
    '/api/vendor/reports/statements',
    {
      schema: {
        tags,
        summary: 'Payout statement per order: the total for the vendor’s lines, commission, net',
        querystring: StatementQuerySchema,
        response: { 200: PayoutStatementListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => payoutStatements(db, vendorIdOf(request), request.query),
  );

  api.get(
    '/api/vendor/reports/export.csv',
    {
      schema: {
        tags,
        summary:
          'The payout statements (`kind=statements`) or the sales per period (`kind=periods`) as CSV',
        produces: ['text/csv'],
        querystring: ReportExportQuerySchema,
        response: { 200: z.string(), 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await reportCsv(db, vendorIdOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  api.get(
    '/api/vendor/customers',
    {
      schema: {
        tags,
        summary:
          'Customers who bought from the vendor: name, orders, units, total spent, last order',
        querystring: VendorCustomerListQuerySchema,
        response: { 200: VendorCustomerListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listVendorCustomers(db, vendorIdOf(request), request.query),
  );
}
