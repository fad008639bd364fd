// Turns every error into application/problem+json: field lists for validation, hidden 5xx details.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../domain/schemas/problem';
import { AppError, type ErrorKind, kindForStatus, problemFor } from '../errors';

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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 'internal', 'Something went wrong on our side. Please try again.');
  });
}
