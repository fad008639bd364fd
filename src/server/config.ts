// Owns the process environment: every setting is parsed here once, and nothing else reads process.env.
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
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
  };
}

/** The one place that reads the process environment. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
