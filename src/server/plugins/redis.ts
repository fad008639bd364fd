// The Redis connection of an instance (REDIS_URL): the rate-limit counters live there so the
// limits hold across instances (issue #22). Opened at start, where an unreachable Redis is one
// clear error; once running, a command never waits for a lost Redis (no offline queue, short
// timeout), so each caller decides at once what a missing Redis means (plugins/rate-limit.ts).
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../config';

const CONNECT_TIMEOUT_MS = 3_000;
const COMMAND_TIMEOUT_MS = 1_000;

/** The URL without its password, for messages. */
export function redactedRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export const REDIS_LOST =
  'Redis connection lost: sign-in, registration, password reset and the public forms answer 503 until it is back';

export interface RedisConnection {
  client: Redis;
  /** Closes it on purpose (shutdown): not logged as lost. */
  close(): Promise<void>;
}

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  // Loaded only with REDIS_URL set (a restart without it does not pay for the package).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying in the background once running; the first connect is checked below.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Logged once per outage, not once per retry.
  let state: 'starting' | 'ready' | 'lost' | 'closing' = 'starting';
  let startError: Error | undefined;
  const lost = (reason: string) => {
    if (state !== 'ready') return;
    state = 'lost';
    log.error({ reason }, REDIS_LOST);
  };
  redis.on('error', (err: Error) => {
    if (state === 'starting') startError ??= err;
    lost(err.message);
  });
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (state === 'lost') log.info('Redis connection back: the rate limits count again');
    state = 'ready';
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const first = startError ?? err;
    const reason = first instanceof Error ? first.message : String(first);
    throw new ConfigError(
      `Invalid configuration:\n  - REDIS_URL: Redis at ${redactedRedisUrl(url)} does not answer (${reason}). Start it, or unset REDIS_URL to keep the rate limits in this process.`,
    );
  }
  return {
    client: redis,
    async close() {
      state = 'closing';
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
