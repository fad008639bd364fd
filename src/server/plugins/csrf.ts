// Refuses cross-site state-changing requests (docs/decisions/002-csrf.md):
// a foreign Origin or a cross-site fetch gets 403, a body that is not JSON 415, before any handler.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Upload routes opt in to multipart/form-data bodies; the Origin rule still applies. */
    allowMultipart?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGES = {
  crossSite: 'Cross-site requests are not accepted.',
  notJson: 'Send the request body as application/json.',
} as const;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function isAcceptedType(request: FastifyRequest, contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return true;
  return type === 'multipart/form-data' && request.routeOptions.config?.allowMultipart === true;
}

/** Why a request may not change state, or null when it may. */
function refusal(request: FastifyRequest, trusted: ReadonlySet<string>): AppError | null {
  const { origin } = request.headers;
  // Browsers send Origin on every cross-origin request and on same-origin POSTs; clients
  // without one (curl, server-to-server) cannot carry a victim's cookies.
  if (origin !== undefined && !trusted.has(origin)) {
    return new AppError('forbidden', CSRF_MESSAGES.crossSite);
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return new AppError('forbidden', CSRF_MESSAGES.crossSite);
  }
  // text/plain, urlencoded and multipart are what a hostile form can send without a preflight.
  const contentType = request.headers['content-type'];
  if (contentType ? !isAcceptedType(request, contentType) : hasBody(request)) {
    // 415, not 403: the same answer a client with an honest mistake needs (issue #9).
    return new AppError('unsupported_media_type', CSRF_MESSAGES.notJson);
  }
  return null;
}

export function registerCsrfProtection(app: FastifyInstance, config: Config) {
  const trusted = new Set(config.trustedOrigins);
  // Synchronous: a read (every GET) passes without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    done(refusal(request, trusted) ?? undefined);
  });
}
