// Owns the process environment: every setting is parsed here once, and nothing else reads process.env.
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: LogLevelSchema.optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_ACCOUNTS: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Angle <no-reply@angle.example>'),
  UNPAID_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  UNPAID_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  REGISTRATIONS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
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
  logLevel: z.infer<typeof LogLevelSchema>;
  publicUrl: string;
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** Folder of the built web app; when it holds no index.html the server serves the API only. */
  webDistDir: string;
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
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    authSecret: env.AUTH_SECRET ?? devSecret(dataDir),
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...(env.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : []),
    ],
    seedDemoAccounts: env.DEMO_ACCOUNTS ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    razorpay: {
      apiBase: env.RAZORPAY_API_BASE.replace(/\/$/, ''),
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    unpaidOrderTtlMinutes: env.UNPAID_ORDER_TTL_MINUTES,
    unpaidOrderSweepSeconds: env.UNPAID_ORDER_SWEEP_SECONDS,
    registrationsPer15Minutes: env.REGISTRATIONS_PER_15_MINUTES,
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
