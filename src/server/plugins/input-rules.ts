// Rules every request's text obeys whatever its route: PostgreSQL cannot store a NUL character
// (U+0000) in text, so one in a path, query or body is the caller's mistake, refused as a 400
// before any handler reaches the database (found by the bad-input suite, issue #9).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const INPUT_MESSAGES = {
  nul: 'Text in this request contains a NUL character (U+0000), which is not allowed.',
} as const;

/** Where in a parsed value a NUL character hides, as a dotted path; null when there is none.
 * A loop, not recursion: a body of 50,000 nested arrays must not overflow the stack. */
export function nulPath(root: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      pending.push({ value: inner, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

/** The first place a NUL character hides in a request's parsed parts, or null. */
function nulRefusal(request: FastifyRequest): AppError | null {
  for (const location of ['params', 'querystring', 'body'] as const) {
    const value =
      location === 'params'
        ? request.params
        : location === 'querystring'
          ? request.query
          : request.body;
    const path = nulPath(value);
    if (path !== null) {
      return new AppError('invalid', INPUT_MESSAGES.nul, [
        { path, message: INPUT_MESSAGES.nul, location },
      ]);
    }
  }
  return null;
}

export function registerInputRules(app: FastifyInstance) {
  // Synchronous: nothing to wait for, so no promise per request.
  app.addHook('preValidation', (request, _reply, done) => done(nulRefusal(request) ?? undefined));
}
