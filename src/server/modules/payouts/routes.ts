// /api/admin/settlements and /api/admin/payouts: Angle's settlement runs, payouts, their bank
// upload files and marking them paid; /api/vendor/payouts and /api/vendor/ledger: the signed-in
// vendor's own payouts, statements (JSON, CSV, PDF), balance and ledger. A vendor reaches only
// its own: another's payout is not found.
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  LedgerListSchema,
  LedgerQuerySchema,
  MarkPayoutPaidSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
  PayoutStatementSchema,
  RunSettlementSchema,
  SettlementRunListSchema,
  SettlementRunSchema,
  VendorPayoutListSchema,
} from '../../../domain/schemas/payouts';
import { pageFields } from '../../../domain/schemas/paging';
import type { SettlementRunRow } from '../../db/schema-payouts';
import { sendCsv } from '../../http/csv-reply';
import { routeGroup } from '../../http/route-group';
import { actorOf, vendorIdOf } from '../../plugins/auth-guard';
import { paiseToRupees } from '../../../domain/money';
import { count } from 'drizzle-orm';
import { settlementRuns } from '../../db/schema-payouts';
import {
  listPayouts,
  markPayoutPaid,
  payoutStatement,
  vendorBalance,
  vendorLedger,
} from './payouts';
import { listRuns, runSettlement } from './settlement';
import { bankUploadCsv, statementCsv, statementFilename, statementPdf } from './statement-files';

const runView = (run: SettlementRunRow, created?: boolean) => ({
  id: run.id,
  from: run.periodStart,
  to: run.periodEnd,
  returnWindowDays: run.returnWindowDays,
  payouts: run.payoutsCount,
  total: paiseToRupees(run.totalPaise),
  createdAt: run.createdAt.toISOString(),
  ...(created === undefined ? {} : { created }),
});

export const adminPayoutRoutes = routeGroup('admin-payouts', (routes, app) => {
  const { db } = app.database;

  routes.post(
    '/api/admin/settlements',
    {
      summary:
        'Run the settlement of a period (`from`, `to`: India days; default the last full week): one payout per vendor of the entries past the return window. The same period again answers its run.',
      body: RunSettlementSchema,
      response: { 200: SettlementRunSchema, 201: SettlementRunSchema },
    },
    async (request, reply) => {
      const { run, created } = await runSettlement(db, actorOf(request).userId, request.body);
      reply.code(created ? 201 : 200);
      return runView(run, created);
    },
  );

  routes.get(
    '/api/admin/settlements',
    {
      summary: 'Settlement runs, the latest period first',
      querystring: z.object({ ...pageFields() }).strict(),
      response: { 200: SettlementRunListSchema },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [counted]] = await Promise.all([
        listRuns(db, { limit, offset: (page - 1) * limit }),
        db.select({ n: count() }).from(settlementRuns),
      ]);
      return { items: rows.map((r) => runView(r)), page, limit, total: counted?.n ?? 0 };
    },
  );

  routes.get(
    '/api/admin/settlements/:id/bank-upload.csv',
    {
      summary: 'The run’s payouts still due as a bank bulk-transfer upload (CSV)',
      params: IdParamsSchema,
      csv: true,
      errors: [404],
    },
    async (request, reply) => {
      const { csv, filename } = await bankUploadCsv(db, request.params.id);
      return sendCsv(reply, filename, csv);
    },
  );

  routes.get(
    '/api/admin/payouts',
    {
      summary: 'Every vendor’s payouts, due or paid',
      querystring: PayoutListQuerySchema,
      response: { 200: PayoutListSchema },
    },
    async (request) => listPayouts(db, request.query),
  );

  routes.get(
    '/api/admin/payouts/:id',
    {
      summary: 'One payout’s statement: its ledger entries and totals',
      params: IdParamsSchema,
      response: { 200: PayoutStatementSchema },
      errors: [404],
    },
    async (request) => payoutStatement(db, request.params.id),
  );

  routes.post(
    '/api/admin/payouts/:id/paid',
    {
      summary:
        'Mark a payout paid with the bank’s reference (UTR); the same UTR again answers it as it is',
      params: IdParamsSchema,
      body: MarkPayoutPaidSchema,
      response: { 200: PayoutStatementSchema },
      errors: [404, 409],
    },
    async (request) =>
      markPayoutPaid(db, request.params.id, request.body.utr, actorOf(request).userId),
  );
});

export const vendorPayoutRoutes = routeGroup('vendor-payouts', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/payouts',
    {
      summary: 'The vendor’s payouts and balance (earned, paid, due, not yet settled)',
      querystring: PayoutListQuerySchema,
      response: { 200: VendorPayoutListSchema },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const [list, balance] = await Promise.all([
        listPayouts(db, request.query, vendorId),
        vendorBalance(db, vendorId),
      ]);
      return { ...list, balance };
    },
  );

  routes.get(
    '/api/vendor/payouts/:id',
    {
      summary: 'One of the vendor’s payouts with its statement',
      params: IdParamsSchema,
      response: { 200: PayoutStatementSchema },
      errors: [404],
    },
    async (request) => payoutStatement(db, request.params.id, vendorIdOf(request)),
  );

  routes.get(
    '/api/vendor/payouts/:id/statement.csv',
    { summary: 'The payout’s statement as CSV', params: IdParamsSchema, csv: true, errors: [404] },
    async (request, reply) => {
      const statement = await payoutStatement(db, request.params.id, vendorIdOf(request));
      return sendCsv(reply, statementFilename(statement, 'csv'), statementCsv(statement));
    },
  );

  routes.get(
    '/api/vendor/payouts/:id/statement.pdf',
    { summary: 'The payout’s statement as PDF', params: IdParamsSchema, errors: [404] },
    async (request, reply) => {
      const statement = await payoutStatement(db, request.params.id, vendorIdOf(request));
      const pdf = await statementPdf(statement);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${statementFilename(statement, 'pdf')}"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  routes.get(
    '/api/vendor/ledger',
    {
      summary: 'The vendor’s ledger, newest first, with the balance after each entry',
      querystring: LedgerQuerySchema,
      response: { 200: LedgerListSchema },
    },
    async (request) => vendorLedger(db, vendorIdOf(request), request.query),
  );
});
