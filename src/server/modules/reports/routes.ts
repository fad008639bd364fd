// Reports by shoppers (issue #38). /api/store/{reviews,questions,answers}/:id/reports: a signed-in
// customer (the prefixes' guard) reports a published item once, rate limited per client address
// like the other review and question writes. /api/admin/reported: the Reported queue, and hide
// or keep an item with a reason for the audit trail.
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  REPORTED_KINDS,
  ReportContentSchema,
  ReportedListQuerySchema,
  ReportedListSchema,
  ReportedParamsSchema,
  ResolveReportsSchema,
  ResolvedSchema,
} from '../../../domain/schemas/reports';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { reviewLimit } from '../../plugins/rate-limit';
import { reportContent } from './report-content';
import { listReported } from './reported-queue';
import { resolveReports } from './resolve-reports';

export const reportRoutes = routeGroup('reports', (routes, app) => {
  const { db } = app.database;
  for (const kind of REPORTED_KINDS) {
    routes.post(
      `/api/store/${kind}s/:id/reports`,
      {
        summary: `Report a published ${kind} to Angle with a reason (once per customer: 409 again)`,
        params: IdParamsSchema,
        body: ReportContentSchema,
        response: { 204: z.null() },
        errors: [404, 409],
        rateLimit: reviewLimit('reviewReport'),
      },
      async (request, reply) => {
        await reportContent(db, actorOf(request).userId, kind, request.params.id, request.body);
        return reply.code(204).send(null);
      },
    );
  }
});

export const adminReportRoutes = routeGroup('admin-reports', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/reported',
    {
      summary: 'Reviews, questions and answers with open reports, the longest waiting first',
      querystring: ReportedListQuerySchema,
      response: { 200: ReportedListSchema },
    },
    async (request) => listReported(db, request.query),
  );

  for (const resolution of ['hide', 'keep'] as const) {
    routes.post(
      `/api/admin/reported/:kind/:id/${resolution}`,
      {
        summary:
          resolution === 'hide'
            ? 'Hide a reported item from the storefront and close its reports; the reason is audited'
            : 'Keep a reported item published and close its reports; the reason is audited',
        params: ReportedParamsSchema,
        body: ResolveReportsSchema,
        response: { 200: ResolvedSchema },
        errors: [404, 409],
      },
      async (request) =>
        resolveReports(
          db,
          actorOf(request).userId,
          request.params.kind,
          request.params.id,
          resolution,
          request.body.reason,
        ),
    );
  }
});
