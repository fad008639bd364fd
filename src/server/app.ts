// Builds the Fastify app from a config and an open database; main.ts and the tests both use it.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { adminInboxRoutes } from './modules/admin/inbox-routes';
import { adminOrderRoutes } from './modules/admin/orders-routes';
import { adminPeopleRoutes } from './modules/admin/people-routes';
import { adminProductRoutes } from './modules/admin/products-routes';
import { createAuth, type PasswordHashing } from './modules/auth/auth';
import { passwordRoutes } from './modules/auth/password-routes';
import { adminMeRoutes, vendorMeRoutes } from './modules/auth/portal-routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { adminSynonymRoutes, storeSynonymRoutes } from './modules/catalog/synonym-routes';
import { contactRoutes } from './modules/contact/routes';
import { HEALTH_PROBLEMS, healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { codRoutes } from './modules/cod/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { adminQuestionRoutes } from './modules/questions/admin-routes';
import { questionRoutes } from './modules/questions/routes';
import { vendorQuestionRoutes } from './modules/questions/vendor-routes';
import { adminReportRoutes, reportRoutes } from './modules/reports/routes';
import { adminReviewRoutes } from './modules/reviews/admin-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { adminReturnRoutes, storeReturnRoutes, vendorReturnRoutes } from './modules/returns/routes';
import { vendorReviewRoutes } from './modules/reviews/vendor-routes';
import {
  adminPromotionRoutes,
  offerRoutes,
  vendorPromotionRoutes,
} from './modules/promotions/routes';
import { seoRoutes } from './modules/seo/routes';
import { shadeRoutes } from './modules/shades/routes';
import { vendorShadeRoutes } from './modules/shades/vendor-routes';
import { adminSettingsRoutes } from './modules/settings/admin-routes';
import {
  adminShippingRoutes,
  storeDeliveryRoutes,
  vendorShippingRoutes,
} from './modules/shipping/routes';
import { shippingWebhookRoutes } from './modules/shipping/webhook-routes';
import { vendorCsvRoutes } from './modules/vendor-catalog/csv-routes';
import { vendorImageRoutes } from './modules/vendor-catalog/image-routes';
import { vendorCatalogRoutes } from './modules/vendor-catalog/routes';
import { vendorOrderRoutes } from './modules/vendor-orders/routes';
import { vendorReportRoutes } from './modules/vendor-reports/routes';
import { adminPayoutRoutes, vendorPayoutRoutes } from './modules/payouts/routes';
import { vendorSettingsRoutes } from './modules/vendor-settings/routes';
import {
  adminVerificationRoutes,
  vendorVerificationRoutes,
} from './modules/seller-verification/routes';
import { storeInfoRoutes } from './modules/settings/routes';
import { pincodeRoutes } from './modules/pincodes/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { mountRoutes } from './http/route-group';
import {
  adminHsnRoutes,
  storeTaxDocumentRoutes,
  vendorTaxDocumentRoutes,
} from './modules/tax-invoices/routes';
import { registerAfterReplyWork } from './plugins/after-reply';
import { registerAuthGuards } from './plugins/auth-guard';
import { registerCatalogInvalidation } from './plugins/catalog-invalidation';
import { registerFiguresInvalidation } from './plugins/figures-cache';
import { registerCatalogIndex } from './modules/catalog/catalog-index';
import { registerCsrfProtection } from './plugins/csrf';
import {
  answerClientError,
  registerErrorHandling,
  sendFrameworkError,
  sendProblem,
} from './plugins/errors';
import { registerInputRules } from './plugins/input-rules';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSessionInvalidation } from './plugins/session-invalidation';
import { registerWeb } from './plugins/web';
import { createMediaStore, type MediaStore } from './modules/media/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Where images are kept and served from (MEDIA_STORE): the data folder or the database. */
    media: MediaStore;
    /** Every route the app serves, as registered: tests walk it so a new route cannot be missed. */
    routeTable: RouteEntry[];
    /** Set by a graceful shutdown (main.ts): readiness answers 503 from then on. Decorated on the
     * root, so the route groups (its children) read the root's value. */
    draining: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** The declared 200 response schema (the query-count test finds the list endpoints by it). */
  response200?: unknown;
  /** The route's zod schemas: the bad-input tests generate their attacks from them. */
  schema?: FastifySchema;
  /** The route takes multipart uploads (plugins/csrf.ts). */
  allowMultipart?: boolean;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino destination for tests that read the logs. */
  logStream?: NodeJS.WritableStream;
  /** The test apps' memo of scrypt's answers (test/app-harness.ts); better-auth's own otherwise. */
  passwordHashing?: PasswordHashing;
}

/**
 * Fastify's own number option now trusts nothing, so a hop count is a function: the socket's
 * peer and the next N-1 forwarded entries are proxies; the entry before them is the client.
 */
function proxyTrust(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp({
  config,
  database,
  logStream,
  passwordHashing,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
    // Closing (main.ts), a request on a kept-alive connection gets our own 503 (below).
    return503OnClosing: false,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('media', createMediaStore(config, database));
  app.decorate('draining', false);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, schema, config }) => {
    const response200 = (schema?.response as Record<number, unknown> | undefined)?.[200];
    const allowMultipart = config?.allowMultipart === true;
    for (const m of [method].flat()) {
      if (m !== 'HEAD')
        routeTable.push({
          method: m,
          url,
          response200,
          ...(schema ? { schema } : {}),
          allowMultipart,
        });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  refuseWhileClosing(app);
  registerInputRules(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  registerCsrfProtection(app, config);
  await registerRateLimits(app);
  await registerMetrics(app);
  await registerCatalogInvalidation(app);
  registerFiguresInvalidation(app);
  registerCatalogIndex(app);
  registerAfterReplyWork(app);
  registerAuthGuards(app, createAuth(database.db, config, app.log, passwordHashing));
  await registerSessionInvalidation(app);
  await registerOpenApi(app, config);

  // The audience of each group is set here, once: it gives every route its OpenAPI tag, and
  // the guard table (plugins/auth-guard.ts) gives the routes under a guarded prefix their role.
  await mountRoutes(app, 'system', [healthRoutes]);
  await mountRoutes(app, 'store', [
    catalogRoutes,
    storeSynonymRoutes,
    newsletterRoutes,
    contactRoutes,
    storeInfoRoutes,
    pincodeRoutes,
    accountRoutes,
    cartRoutes,
    orderRoutes,
    codRoutes,
    paymentRoutes,
    wishlistRoutes,
    reviewRoutes,
    questionRoutes,
    reportRoutes,
    offerRoutes,
    storeTaxDocumentRoutes,
    storeReturnRoutes,
    storeDeliveryRoutes,
    shadeRoutes,
  ]);
  await mountRoutes(app, 'site', [seoRoutes]);
  await mountRoutes(app, 'auth', [authRoutes, passwordRoutes]);
  await mountRoutes(app, 'payments', [paymentWebhookRoutes]);
  await mountRoutes(app, 'shipping', [shippingWebhookRoutes]);
  await mountRoutes(app, 'vendor', [
    vendorMeRoutes,
    vendorCatalogRoutes,
    vendorImageRoutes,
    vendorCsvRoutes,
    vendorSettingsRoutes,
    vendorVerificationRoutes,
    vendorOrderRoutes,
    vendorShippingRoutes,
    vendorReportRoutes,
    vendorReviewRoutes,
    vendorQuestionRoutes,
    vendorPromotionRoutes,
    vendorPayoutRoutes,
    vendorTaxDocumentRoutes,
    vendorReturnRoutes,
    vendorShadeRoutes,
  ]);
  await mountRoutes(app, 'admin', [
    adminMeRoutes,
    adminProductRoutes,
    adminPeopleRoutes,
    adminInboxRoutes,
    adminSettingsRoutes,
    adminShippingRoutes,
    adminOrderRoutes,
    adminReviewRoutes,
    adminQuestionRoutes,
    adminReportRoutes,
    adminPromotionRoutes,
    adminPayoutRoutes,
    adminVerificationRoutes,
    adminHsnRoutes,
    adminSynonymRoutes,
    adminReturnRoutes,
  ]);

  await registerWeb(app, config);
  return app;
}

/**
 * Once a shutdown has closed the port (main.ts), a request still arriving on a kept-alive
 * connection is refused before any work: 503 problem+json with Retry-After (Fastify adds
 * `Connection: close`), which a proxy sends to another instance.
 */
function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '1');
    return sendProblem(reply, 'unavailable', HEALTH_PROBLEMS.draining);
  });
}
