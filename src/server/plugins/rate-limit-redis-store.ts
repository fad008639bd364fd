// @fastify/rate-limit's own Redis store (its Lua INCR + PEXPIRE, so a counter is one atomic step
// shared by every instance), wrapped so that a Redis that does not answer becomes a logged 503
// (AppError 'unavailable', with Retry-After) instead of the plugin's bare error, which would be a
// 500. Failing closed while the rest of the store serves is decision 030.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin builds this store itself only from `redis`, without a hook for its errors.
import PluginRedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { AppError } from '../errors';

export const LIMITS_UNAVAILABLE = 'This cannot be done right now. Please try again in a minute.';
/** The Retry-After of that 503, the minute its sentence promises (decision 030). */
export const LIMITS_RETRY_AFTER_SECONDS = 60;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

interface InnerStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): InnerStore;
}

interface ChildOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method?: string; url?: string };
}

/** A store class for the plugin's `store` option, bound to one Redis client and log. */
export function failClosedRedisStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const unavailable = (err: Error) => {
    log.error({ err: err.message }, 'rate limit counter unavailable (Redis): refused with 503');
    return new AppError('unavailable', LIMITS_UNAVAILABLE, undefined, LIMITS_RETRY_AFTER_SECONDS);
  };
  const guard =
    (cb: Callback): Callback =>
    (err, result) =>
      err ? cb(unavailable(err)) : cb(null, result);

  class FailClosedStore {
    constructor(private readonly inner: InnerStore) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.inner.incr(key, guard(cb), timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.inner.read(key, guard(cb), timeWindow, max);
    }
    child(options: ChildOptions) {
      // Limiters made with createRateLimit have no route: their keys name their purpose.
      const { method, url } = options.routeInfo;
      const routeInfo = method && url ? { method, url } : { method: 'limiter', url: '' };
      return new FailClosedStore(this.inner.child({ ...options, routeInfo }));
    }
  }

  return class extends FailClosedStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const inner = new (PluginRedisStore as unknown as new (...args: unknown[]) => InnerStore)(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      );
      super(inner);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
