// /api/auth/password: change (signed in), forgot (mails a link), reset (with the link's token).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  PasswordResetRequestedSchema,
  ResetPasswordSchema,
} from '../../../domain/schemas/auth';
import { AppError } from '../../errors';
import { routeGroup } from '../../http/route-group';
import { allOf, clientKey, createFailureLimiter, RATE_LIMITS } from '../../plugins/rate-limit';
import {
  changePassword,
  isWrongCurrentPassword,
  PASSWORD_MESSAGES,
  requestPasswordReset,
  resetPassword,
} from './passwords';
import { authHeadersOf, currentSession } from './sessions';

export const passwordRoutes = routeGroup('passwords', (routes, app) => {
  const { db } = app.database;
  // Per address and per inbox: nobody can flood someone's mailbox with reset links.
  const resetRequests = createFailureLimiter(app, RATE_LIMITS.passwordReset, [
    (r) => `reset:ip:${clientKey(r)}`,
    (r) => `reset:email:${(r.body as { email: string }).email}`,
  ]);

  // A stolen session must not become a password oracle: wrong current passwords are counted
  // per session and per account (issue #16); the owner still has the reset mail.
  const sessionOf = (r: FastifyRequest) => r.actor?.sessionId ?? 'none';
  const currentPasswordGuesses = allOf(
    createFailureLimiter(app, RATE_LIMITS.currentPasswordPerSession, [
      (r) => `current-password:session:${sessionOf(r)}`,
    ]),
    createFailureLimiter(app, RATE_LIMITS.currentPasswordPerAccount, [
      (r) => `current-password:account:${r.actor?.userId ?? 'none'}`,
    ]),
  );

  routes.post(
    '/api/auth/password/change',
    {
      summary: "Change the signed-in account's password; its other sessions end",
      body: ChangePasswordSchema,
      response: { 204: z.null() },
      // Any role may change its password, so no prefix guard: the handler asks for a session.
      errors: [401, 429],
    },
    async (request, reply) => {
      const session = await currentSession(request, reply);
      if (session.status !== 'active')
        throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
      request.actor = session.actor;
      await currentPasswordGuesses.assertAllowed(request, reply);
      try {
        await changePassword(app.auth, db, session, authHeadersOf(request), request.body);
      } catch (err) {
        if (isWrongCurrentPassword(err)) await currentPasswordGuesses.record(request);
        throw err;
      }
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/auth/password/forgot',
    {
      summary: 'Mail a password-reset link (the answer is the same for unknown emails)',
      body: ForgotPasswordSchema,
      response: { 202: PasswordResetRequestedSchema },
      errors: [429],
    },
    async (request, reply) => {
      await resetRequests.assertAllowed(request, reply);
      await resetRequests.record(request);
      // After the answer: known and unknown emails are answered alike, in the same time.
      const { email } = request.body;
      app.afterReplyWork.add(request, 'password reset request', () =>
        requestPasswordReset(app.auth, email),
      );
      return reply.code(202).send({ message: PASSWORD_MESSAGES.resetRequested });
    },
  );

  routes.post(
    '/api/auth/password/reset',
    {
      summary: "Set a new password with the mailed token; all the account's sessions end",
      rateLimit: RATE_LIMITS.passwordReset,
      body: ResetPasswordSchema,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await resetPassword(app.auth, request.body);
      return reply.code(204).send(null);
    },
  );
});
