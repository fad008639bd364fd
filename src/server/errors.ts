// The one error model of the API: a closed set of kinds, each with its status and title.
import type { FieldError, Problem } from '../domain/schemas/problem';

export const ERROR_KINDS = {
  invalid: { status: 400, title: 'Bad Request' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not Found' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload Too Large' },
  unsupported_media_type: { status: 415, title: 'Unsupported Media Type' },
  unprocessable: { status: 422, title: 'Unprocessable Content' },
  rate_limited: { status: 429, title: 'Too Many Requests' },
  method_not_allowed: { status: 405, title: 'Method Not Allowed' },
  not_acceptable: { status: 406, title: 'Not Acceptable' },
  request_timeout: { status: 408, title: 'Request Timeout' },
  headers_too_large: { status: 431, title: 'Request Header Fields Too Large' },
  unavailable: { status: 503, title: 'Service Unavailable' },
  internal: { status: 500, title: 'Internal Server Error' },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Sent as Retry-After: when trying again can succeed (a limit that frees up in time). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_KINDS[this.kind].status;
  }
}

export const notFound = (what = 'The resource') =>
  new AppError('not_found', `${what} was not found.`);

const TYPE_BASE = 'https://angle.example/problems/';

export function problemFor(kind: ErrorKind, detail?: string, errors?: FieldError[]): Problem {
  const { status, title } = ERROR_KINDS[kind];
  return {
    type: `${TYPE_BASE}${kind.replaceAll('_', '-')}`,
    title,
    status,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

/** Maps any HTTP status to the closest kind, for errors raised by Fastify and its plugins. */
export function kindForStatus(status: number): ErrorKind {
  const found = (Object.keys(ERROR_KINDS) as ErrorKind[]).find(
    (k) => ERROR_KINDS[k].status === status,
  );
  if (found) return found;
  return status >= 500 ? 'internal' : 'invalid';
}

/** Whether a PostgreSQL SQLSTATE passing `test` is behind an error, however the driver and
 * Drizzle wrap it (the code sits on the error or one of its causes). */
export function hasSqlState(error: unknown, test: (state: string) => boolean): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && test(code)) return true;
  }
  return false;
}

/** Network codes of a socket that could not reach, or lost, the database (or Redis). */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres' own words for a connection it lost, or a pool that could not hand one out. */
const LOST_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|connect (ECONNREFUSED|ETIMEDOUT|ECONNRESET))/;

/**
 * The database connection was lost or could not be had: SQLSTATE class 08 (connection
 * exception), 57P01/57P02/57P03 (the server shut the session down or is starting), 53300 (too
 * many connections), a socket refused, reset or timed out, node-postgres' "Connection
 * terminated…" or its pool's acquire timeout — however wrapped (Drizzle's query error,
 * better-auth's FAILED_TO_GET_SESSION keep it as a cause). Nothing is wrong with the request:
 * the caller gets a 503 with Retry-After (plugins/errors.ts), and a transaction in flight was
 * rolled back by the server, or, if only its commit's answer was lost, is found again by its
 * Idempotency-Key on the retry.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || LOST_SOCKET_CODES.has(code)) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * PostgreSQL gave up on a transaction that clashed with another (SQLSTATE 40001 serialization
 * failure, 40P01 deadlock): nothing was written, and the same request will most likely pass on a
 * second try. Lock order keeps these away (checkout-steps.ts, transitions.ts, migration 0021);
 * `retryClashes` tries such a transaction again, and if one still clashes the caller gets a 503
 * with Retry-After rather than a 500 (plugins/errors.ts).
 */
export function isTransactionClash(error: unknown): boolean {
  return hasSqlState(error, (state) => state === '40001' || state === '40P01');
}

/**
 * Runs `transaction` again (up to `attempts` times in all) while PostgreSQL rolls it back as a
 * clash. Only for a transaction whose every effect is in the database: it ran and was undone.
 */
export async function retryClashes<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= attempts || !isTransactionClash(err)) throw err;
    }
  }
}
