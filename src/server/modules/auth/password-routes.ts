// /api/auth/password: change (signed in), forgot (mails a link), reset (with the link's token).
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  PasswordResetRequestedSchema,
  ResetPasswordSchema,
} from '../../../domain/schemas/auth';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { AppError } from '../../errors';
import { clientKey, createFailureLimiter, RATE_LIMITS } from '../../plugins/rate-limit';
import {
  changePassword,
  PASSWORD_MESSAGES,
  requestPasswordReset,
  resetPassword,
} from './passwords';
import { currentSession } from './sessions';

export async function passwordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Per address and per inbox: nobody can flood someone's mailbox with reset links.
  const resetRequests = createFailureLimiter(app, RATE_LIMITS.passwordReset, [
    (r) => `reset:ip:${clientKey(r)}`,
    (r) => `reset:email:${(r.body as { email: string }).email}`,
  ]);

  api.post(
    '/api/auth/password/change',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in account's password; its other sessions end",
        body: ChangePasswordSchema,
        response: { 204: z.null(), 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      const session = await currentSession(request, reply);
      if (session.status !== 'active')
        throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
      await changePassword(app.auth, db, session, fromNodeHeaders(request.headers), request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (the answer is the same for unknown emails)',
        body: ForgotPasswordSchema,
        response: { 202: PasswordResetRequestedSchema, 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      await resetRequests.assertAllowed(request, reply);
      await resetRequests.record(request);
      await requestPasswordReset(app.auth, request.body.email);
      return reply.code(202).send({ message: PASSWORD_MESSAGES.resetRequested });
    },
  );

  api.post(
    '/api/auth/password/reset',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the mailed token; all the account's sessions end",
        body: ResetPasswordSchema,
        response: { 204: z.null(), 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(app.auth, request.body);
      return reply.code(204).send(null);
    },
  );
}
