// One call to an outside service's JSON API — Razorpay (payments), Shiprocket (shipping),
// Twilio (text messages) — the same way for each: a time limit on every call; refused, reset or
// unanswered in time is 'unavailable' (nothing is known of what it did, so the caller may try
// again later); an error answer is logged with the service's own words and turned into Angle's
// error by the caller's `refused`; an answer of any other shape than expected is 'unavailable'.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';

export interface OutsideCall<T> {
  /** For the log lines: `razorpay`, `shiprocket`, `twilio`. */
  service: string;
  url: string;
  init: Omit<RequestInit, 'signal'>;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** What the caller says when the service cannot be reached or answers strangely. */
  unavailable: string;
  schema: z.ZodType<T>;
  /** The error an error answer becomes (it is logged first). */
  refused: (status: number, data: unknown) => Error;
  /** More for the log lines (never a secret), e.g. the path. */
  context?: Record<string, unknown>;
}

export async function callOutside<T>(call: OutsideCall<T>): Promise<T> {
  const { service, log, context = {} } = call;
  const response = await fetch(call.url, {
    ...call.init,
    signal: AbortSignal.timeout(call.timeoutMs),
  }).catch((err: unknown) => {
    log.error({ err, ...context }, `${service} request failed`);
    throw new AppError('unavailable', call.unavailable);
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    log.error({ status: response.status, error: data, ...context }, `${service} refused a request`);
    throw call.refused(response.status, data);
  }
  const parsed = call.schema.safeParse(data);
  if (!parsed.success) {
    log.error(context, `${service} answered in an unexpected shape`);
    throw new AppError('unavailable', call.unavailable);
  }
  return parsed.data;
}
