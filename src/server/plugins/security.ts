// Security headers for every response: a CSP the built app satisfies, no framing, no sniffing.
import crypto from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { EARLY_SUBMITS_SCRIPT } from '../../domain/early-submits';
import type { Config } from '../config';

/** The one inline script a page carries (index.html's early hold of submits and taps), allowed
 * by its hash. */
const EARLY_SUBMITS_HASH = `'sha256-${crypto.createHash('sha256').update(EARLY_SUBMITS_SCRIPT).digest('base64')}'`;

/**
 * Razorpay Checkout is the one outside party pages may use: its script, the frame it opens
 * (served from the API's origin at Razorpay) and its calls. Only those configured origins.
 */
function checkoutOrigins(config: Config) {
  const checkout = new URL(config.razorpay.checkoutUrl).origin;
  const gateway = new URL(config.razorpay.apiBase).origin;
  return { script: [checkout], frame: [...new Set([checkout, gateway])], connect: [checkout] };
}

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const origins = checkoutOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", EARLY_SUBMITS_HASH, ...origins.script],
        // Toast and popover libraries inject small <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...origins.connect],
        'frame-src': origins.frame,
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only where the store is really served over HTTPS.
    strictTransportSecurity: config.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** What Fastify itself puts on any answer; everything else a bare route sends is helmet's. */
const FRAMEWORK_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

/**
 * The headers @fastify/helmet sends with these options, asked once of a throwaway instance.
 * Our policy has no per-request part (no nonces), yet the plugin rebuilds helmet's whole
 * configuration, CSP parsing included, on every request: about a fifth of a cached catalogue
 * read's CPU (docs/benchmarks-notes.md). Asking the plugin keeps its defaults and validation.
 */
export async function securityHeaders(config: Config): Promise<ReadonlyArray<[string, string]>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(config));
    probe.get('/', (_request, reply) => reply.send('ok'));
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(res.headers)
      .filter(([name]) => !FRAMEWORK_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = await securityHeaders(config);
  // Synchronous: nothing to wait for, so no promise per request either.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
