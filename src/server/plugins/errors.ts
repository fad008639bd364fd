// Turns every error into application/problem+json: field lists for validation, hidden 5xx details.
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../domain/schemas/problem';
import {
  AppError,
  type ErrorKind,
  kindForStatus,
  problemFor,
  hasSqlState,
  isTransactionClash,
  isConnectionLoss,
} from '../errors';

type Location = NonNullable<FieldError['location']>;

export function sendProblem(
  reply: FastifyReply,
  kind: ErrorKind,
  detail?: string,
  errors?: FieldError[],
) {
  const problem = problemFor(kind, detail, errors);
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

function fieldErrorsOf(error: FastifyError): FieldError[] {
  const location = (error.validationContext ?? 'body') as Location;
  return (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
    location,
  }));
}

/** Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter is refused by the
 * router before any route runs; it is still the caller's mistake, so a 400 problem. */
export function sendFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendProblem(reply, 'invalid', 'The address of this request is not valid.');
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it
 * (an address and headers over Node's 16 KB, a malformed request line, one that took too long to
 * arrive) is answered problem+json like every other mistake, where Fastify's own answer was a
 * plain JSON of its own shape. The connection is closed after it: the parser cannot find where
 * the next request starts.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [kind, detail]: [ErrorKind, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', 'The address or the headers of this request are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request took too long to arrive.']
        : ['invalid', 'This request is not valid HTTP.'];
  const problem = problemFor(kind, detail);
  const body = JSON.stringify(problem);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\nConnection: close\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx: a value out of range, text the encoding
 * cannot hold, a malformed literal) is a value from the request the schemas let through. It is
 * the caller's 400, never a 500; it is logged so the schema that let it pass gets tightened.
 */
export function isDataException(error: unknown): boolean {
  return hasSqlState(error, (state) => /^22[0-9A-Z]{3}$/.test(state));
}

/** A lost database connection: the pool opens a new one on the next request, within seconds of
 * the database's return. */
export const DATABASE_UNAVAILABLE =
  'The store cannot reach its database just now. Please try again in a few seconds.';
const DATABASE_RETRY_AFTER_SECONDS = 2;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 always says when to come back (an outside provider that failed gave no time of its own).
      const retryAfter = error.retryAfterSeconds ?? (error.kind === 'unavailable' ? 5 : undefined);
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      }
      return sendProblem(reply, error.kind, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const where = error.validationContext ?? 'body';
      return sendProblem(
        reply,
        'invalid',
        `The request ${where} is not valid.`,
        fieldErrorsOf(error),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) are safe to show.
      return sendProblem(reply, kindForStatus(status), error.message);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'a request value reached the database and was refused');
      return sendProblem(reply, 'invalid', 'A value in this request is not valid.');
    }
    if (isTransactionClash(error)) {
      request.log.warn({ err: error }, 'a transaction clashed with another and was rolled back');
      reply.header('retry-after', '1');
      return sendProblem(
        reply,
        'unavailable',
        'The store was busy with the same items. Nothing was changed: please try again.',
      );
    }
    if (isConnectionLoss(error)) {
      request.log.error({ err: error }, 'the database connection was lost or refused');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, 'unavailable', DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 'internal', 'Something went wrong on our side. Please try again.');
  });
}
