// Security headers for every response: a CSP the built app satisfies, no framing, no sniffing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Razorpay Checkout is the one outside party pages may use: its script, the frame it opens
 * (served from the API's origin at Razorpay) and its calls. Only those configured origins.
 */
function checkoutOrigins(config: Config) {
  const checkout = new URL(config.razorpay.checkoutUrl).origin;
  const gateway = new URL(config.razorpay.apiBase).origin;
  return { script: [checkout], frame: [...new Set([checkout, gateway])], connect: [checkout] };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const origins = checkoutOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...origins.script],
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
  });
}
