// Owns the process environment: every setting is parsed here once, and nothing else reads process.env.
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Server renders per client address and minute (RENDERS_PER_MINUTE): a shopper's first page
 * and a few reloads, many shoppers behind one carrier address; a script asking for page after
 * uncached page gets 429 instead of a core's worth of rendering (issue #35). */
export const DEFAULT_RENDERS_PER_MINUTE = 60;
/** The most RENDERS_PER_MINUTE may be: the bench and the e2e server, all from 127.0.0.1. */
export const MAX_RENDERS_PER_MINUTE = 1_000_000;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (the demo stays on this machine), 0.0.0.0 in it. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Where images live; unset: the database when DATABASE_URL is set, else the data folder. */
  MEDIA_STORE: z.enum(['folder', 'database']).optional(),
  LOG_LEVEL: LogLevelSchema.optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The demo's pictures rendered by `npm run build`, copied by the first start's seed. */
  DEMO_ART_DIR: z.string().optional(),
  /** The storefront's server renderer (`vite build --ssr`); empty turns server rendering off. */
  SERVER_RENDER_ENTRY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_ACCOUNTS: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  SHIPROCKET_API_BASE: z.url().default('https://apiv2.shiprocket.in'),
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Angle <no-reply@angle.example>'),
  UNPAID_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  UNPAID_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  REGISTRATIONS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(300),
  SIGN_IN_CHALLENGE_BITS: z.coerce.number().int().min(1).max(24).default(16),
  RENDERS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_RENDERS_PER_MINUTE)
    .default(DEFAULT_RENDERS_PER_MINUTE),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  FIGURES_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Prometheus metrics on a port of their own; unset: none (plugins/metrics.ts). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Set by cluster-primary.ts for each worker (0…N-1): its metrics port is METRICS_PORT + it. */
  ANGLE_WORKER_INDEX: z.coerce.number().int().min(0).max(63).default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the data folder: the embedded database and uploads live here. */
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /**
   * Where uploaded and seeded images are kept and served from (modules/media/media-store.ts):
   * `folder` is `uploadsDir`, one per instance; `database` is the database, shared by every
   * instance on it.
   */
  mediaStore: 'folder' | 'database';
  logLevel: z.infer<typeof LogLevelSchema>;
  publicUrl: string;
  /**
   * Which proxies' `X-Forwarded-For` entries are believed: none (false), the nearest N hops, or
   * the proxies at these addresses. The client is the rightmost entry no trusted proxy added.
   */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  /** Folder of the built web app; when it holds no index.html the server serves the API only. */
  webDistDir: string;
  /** The demo seed's pictures, rendered once (`npm run build`, or the first seed that needed
   * them) and copied into each new demo database's media (issue #35). */
  demoArtDir: string;
  /** The server renderer module's path, or null: storefront pages are the client shell. */
  serverRenderEntry: string | null;
  /** Signs session cookies and reset tokens (better-auth's secret). */
  authSecret: string;
  /** Origins whose state-changing requests are accepted: the store itself, plus Vite in development. */
  trustedOrigins: string[];
  /** Seed the demo customer, vendor and admin logins at start. */
  seedDemoAccounts: boolean;
  razorpay: {
    /** Razorpay's REST API (a local fake in tests). */
    apiBase: string;
    /** The Checkout script the web loads; its origin is allowed by the CSP. */
    checkoutUrl: string;
  };
  /** Shiprocket's REST API (issue #39; a local fake in tests) and how long a call may take. */
  shiprocketApiBase: string;
  shiprocketTimeoutMs: number;
  /** Twilio's REST API for text messages (issue #39; a local fake in tests) and its timeout. */
  sms: { twilioApiBase: string; timeoutMs: number };
  mail: {
    /** Unset: mails are written to the log instead of being sent. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** Online orders unpaid this long are cancelled and their stock released. */
  unpaidOrderTtlMinutes: number;
  unpaidOrderSweepSeconds: number;
  /** Account registrations one client address may make in 15 minutes. */
  registrationsPer15Minutes: number;
  /** Failed sign-ins from one client address in 15 minutes before each attempt from it must
   * carry a solved challenge (many shoppers can share one address: carrier-grade NAT). */
  signInFailuresPerAddress: number;
  /** The challenge's work: leading zero bits of a SHA-256 (16 ≈ 65,000 hashes). */
  signInChallengeBits: number;
  /** Storefront pages one client address may have rendered on the server in a minute: cache
   * misses and signed-in visits (plugins/storefront-render.ts); cached pages are not counted. */
  rendersPerMinute: number;
  /** Worker processes `npm start` runs (PostgreSQL only; PGlite is one process). */
  webConcurrency: number;
  /** How long one computation of the dashboard's or a vendor report's figures is shared by the
   * requests asking the same (plugins/figures-cache.ts); 0: each request computes its own. */
  figuresCacheSeconds: number;
  /** Where this process serves Prometheus metrics (never the public port); null: nowhere. */
  metrics: { host: string; port: number } | null;
  /** SIGTERM to exit: readiness 503 at once, requests in flight finish within this (main.ts). */
  shutdownGraceSeconds: number;
}

export type TrustProxy = false | number | string[];

/** `X-Forwarded-For` is the client's to write: only the hops named here are believed. */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  // `true` used to trust every hop, the client's own first entry included: now one proxy.
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxy hops, or proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal); not ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** An address or host name that only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The origin and, when it is this machine, its other spellings: a site opened at
 * http://127.0.0.1:3000 when PUBLIC_URL says localhost (or the other way round) still signs in.
 */
function withLoopbackSpellings(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopbackHost(url.hostname)) return [origin];
  const port = url.port ? `:${url.port}` : '';
  return [...new Set([origin, ...LOOPBACK_NAMES.map((h) => `${url.protocol}//${h}${port}`)])];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    mediaStore: env.MEDIA_STORE ?? (env.DATABASE_URL ? 'database' : 'folder'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    demoArtDir: path.resolve(env.DEMO_ART_DIR ?? 'dist/demo-art'),
    serverRenderEntry:
      env.SERVER_RENDER_ENTRY === ''
        ? null
        : path.resolve(env.SERVER_RENDER_ENTRY ?? 'dist/server-render/entry-server.js'),
    authSecret: env.AUTH_SECRET ?? devSecret(dataDir),
    trustedOrigins:
      env.NODE_ENV === 'production'
        ? [new URL(publicUrl).origin]
        : [
            ...withLoopbackSpellings(new URL(publicUrl).origin),
            ...(env.NODE_ENV === 'development' ? withLoopbackSpellings(VITE_DEV_ORIGIN) : []),
          ],
    seedDemoAccounts: env.DEMO_ACCOUNTS ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    razorpay: {
      apiBase: env.RAZORPAY_API_BASE.replace(/\/$/, ''),
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
    },
    shiprocketApiBase: env.SHIPROCKET_API_BASE.replace(/\/$/, ''),
    shiprocketTimeoutMs: env.SHIPROCKET_TIMEOUT_MS,
    sms: {
      twilioApiBase: env.TWILIO_API_BASE.replace(/\/$/, ''),
      timeoutMs: env.SMS_TIMEOUT_MS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    unpaidOrderTtlMinutes: env.UNPAID_ORDER_TTL_MINUTES,
    unpaidOrderSweepSeconds: env.UNPAID_ORDER_SWEEP_SECONDS,
    registrationsPer15Minutes: env.REGISTRATIONS_PER_15_MINUTES,
    signInFailuresPerAddress: env.SIGN_IN_FAILURES_PER_ADDRESS,
    signInChallengeBits: env.SIGN_IN_CHALLENGE_BITS,
    rendersPerMinute: env.RENDERS_PER_MINUTE,
    webConcurrency: env.WEB_CONCURRENCY,
    figuresCacheSeconds: env.FIGURES_CACHE_SECONDS,
    metrics: env.METRICS_PORT
      ? { host: env.METRICS_HOST, port: env.METRICS_PORT + env.ANGLE_WORKER_INDEX }
      : null,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
  };
}

/** `npm run dev` serves the web app from Vite, which proxies /api with the browser's Origin. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Outside production a stable per-data-folder secret keeps dev sessions valid across restarts. */
function devSecret(dataDir: string): string {
  return crypto.createHash('sha256').update(`angle-dev-auth-secret:${dataDir}`).digest('hex');
}

/**
 * The one place that reads the process environment. A production process must bring its own
 * AUTH_SECRET: the derived one is public knowledge. (parseConfig alone allows it, so tests can
 * build a production-mode app.)
 */
export function loadConfig(): Config {
  if (process.env.NODE_ENV === 'production' && !process.env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  - AUTH_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -base64 32`)',
    );
  }
  return parseConfig(process.env);
}
