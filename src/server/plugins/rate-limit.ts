// Rate limits (@fastify/rate-limit): per-route caps on register and reset, and failure counters
// for sign-in. Keys use request.ip, which honours X-Forwarded-For only when TRUST_PROXY is set,
// so a client cannot pick a fresh address per request. The counters live in this process, or in
// Redis when REDIS_URL is set so that several instances share them (issue #22). Every limit here
// guards a write an attacker wants to repeat, so a Redis lost while running fails closed: 503,
// logged (plugins/redis.ts); reads carry no limit and never touch Redis.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { failClosedRedisStore } from './rate-limit-redis-store';
import { connectRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (the readiness check pings it). */
    redis: Redis | undefined;
  }
}

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

export const RATE_LIMITS = {
  /** Failed sign-ins per account email (and per known browser), across the three portals. Per
   * client address the cap is SIGN_IN_FAILURES_PER_ADDRESS, then a challenge (auth/sign-in-limits.ts). */
  signInFailures: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /** Per client address; `max` is REGISTRATIONS_PER_15_MINUTES (config.ts), 10 by default. */
  register: { max: 10, timeWindow: FIFTEEN_MINUTES },
  passwordReset: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /** Wrong current passwords at a password change, per session (the account's: 10). */
  currentPasswordPerSession: { max: 5, timeWindow: FIFTEEN_MINUTES },
  currentPasswordPerAccount: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /** The public forms anyone can post (newsletter, contact), per client address and form. */
  publicForm: { max: 5, timeWindow: TEN_MINUTES },
  /** Reviews (issue #19), per client address and route: writing and editing, photos, votes,
   * reports. Generous for a shopper, a wall for a script. */
  reviewWrite: { max: 20, timeWindow: 60 * 60_000 },
  reviewVote: { max: 60, timeWindow: 60 * 60_000 },
  reviewReport: { max: 10, timeWindow: 60 * 60_000 },
  /** Questions and answers (issue #19 item 6): asking and answering, per route. */
  qaWrite: { max: 20, timeWindow: 60 * 60_000 },
  /** Issue #37: offer codes at the quote that name no offer, per client address. A shopper
   * mistypes a few; a script guessing private codes needs thousands. */
  codeGuesses: { max: 20, timeWindow: FIFTEEN_MINUTES },
  /** Issue #39: a carrier's tracking webhooks, per client address: a busy day's updates and
   * its retries pass, a flood of forged ones does not reach the database. */
  carrierWebhook: { max: 600, timeWindow: 60_000 },
  /** Issue #39 (decision 041): the cash-on-delivery code, per client address and route, on top
   * of the per-order limits (5 wrong codes, 5 sends a minute apart). */
  codCode: { max: 60, timeWindow: FIFTEEN_MINUTES },
} as const;

export function tooMany(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate_limited',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

export async function registerRateLimits(app: FastifyInstance) {
  const connection = app.config.redisUrl
    ? await connectRedis(app.config.redisUrl, app.log)
    : undefined;
  const redis = connection?.client;
  app.decorate('redis', redis);
  if (connection) app.addHook('onClose', () => connection.close());
  await app.register(rateLimit, {
    // Only routes that ask (config.rateLimit) are limited.
    global: false,
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
    // A counter that cannot be read is a 503, never a 500 and never a free pass.
    ...(redis
      ? { store: failClosedRedisStore(redis, app.log, 'angle-rl:'), skipOnError: false }
      : {}),
  });
}

/** The client's address, with IPv6 collapsed to its /64 (one household or phone). */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);

/** Route config for a public form: each route counts on its own, per client address. */
export const publicFormLimit = () => ({ ...RATE_LIMITS.publicForm, keyGenerator: clientKey });

/** Route config for a review write, vote or report, or a question or answer: per route and
 * client address. */
export const reviewLimit = (
  kind: 'reviewWrite' | 'reviewVote' | 'reviewReport' | 'qaWrite' | 'codCode',
) => ({
  ...RATE_LIMITS[kind],
  keyGenerator: clientKey,
});

/** Server renders of storefront pages per client address and minute (issue #35); `max` is the
 * config's rendersPerMinute. A render is a read: a counter that cannot be read (Redis lost) lets
 * it through rather than taking the storefront down (the store still logs the error). */
export function createRenderLimiter(app: FastifyInstance, max: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `render:${clientKey(request)}`,
    skipOnError: true,
  });
  /** Counts one render; the seconds to wait when the address is past its limit, else null. */
  return async (request: FastifyRequest): Promise<number | null> => {
    const state = await limiter(request);
    return !state.isAllowed && state.isExceeded ? Math.max(1, state.ttlInSeconds) : null;
  };
}

/** Several failure limiters as one: allowed while every one allows, recorded by all. */
export function allOf(...limiters: FailureLimiter[]): FailureLimiter {
  return {
    async assertAllowed(request, reply) {
      for (const limiter of limiters) await limiter.assertAllowed(request, reply);
    },
    async record(request) {
      await Promise.all(limiters.map((l) => l.record(request)));
    },
  };
}

export interface FailureLimiter {
  /** Throws 429 with Retry-After when any of the keys has used up its failures. */
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one attempt against every key. */
  record(request: FastifyRequest): Promise<void>;
}

/** Counts only failures: a shopper who signs in successfully spends nothing. */
export function createFailureLimiter(
  app: FastifyInstance,
  { max, timeWindow }: { max: number; timeWindow: number },
  keys: Array<(request: FastifyRequest) => string>,
): FailureLimiter {
  const limiters = keys.map((keyGenerator) =>
    app.createRateLimit({ max, timeWindow, keyGenerator }),
  );
  return {
    async assertAllowed(request, reply) {
      const states = await Promise.all(limiters.map((l) => l(request, { increment: false })));
      const used = states.filter((s) => !s.isAllowed && s.remaining === 0);
      if (used.length === 0) return;
      const retryAfter = Math.max(...used.map((s) => (s.isAllowed ? 0 : s.ttlInSeconds)));
      reply.header('retry-after', String(retryAfter));
      throw tooMany(retryAfter);
    },
    async record(request) {
      await Promise.all(limiters.map((l) => l(request)));
    },
  };
}

export interface FailureCounter {
  /** Failures counted in the current window and the seconds until it ends. */
  read(request: FastifyRequest): Promise<{ failures: number; retryAfter: number }>;
  record(request: FastifyRequest): Promise<void>;
}

/** A failure count with no cap of its own, for a caller that decides by how far past a limit it
 * is (the plugin reports only what remains below its `max`, so that `max` is out of reach). */
export function createFailureCounter(
  app: FastifyInstance,
  timeWindow: number,
  key: (request: FastifyRequest) => string,
): FailureCounter {
  const max = Number.MAX_SAFE_INTEGER;
  const limiter = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return {
    async read(request) {
      const state = await limiter(request, { increment: false });
      if (state.isAllowed) return { failures: 0, retryAfter: 0 };
      return { failures: max - state.remaining, retryAfter: state.ttlInSeconds };
    },
    async record(request) {
      await limiter(request);
    },
  };
}
