// /api/auth/password: change (signed in), forgot (mails a link), reset (with the link's token).
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
import { clientKey, createFailureLimiter, RATE_LIMITS } from '../../plugins/rate-limit';
import {
  changePassword,
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

  routes.post(
    '/api/auth/password/change',
    {
      summary: "Change the signed-in account's password; its other sessions end",
      body: ChangePasswordSchema,
      response: { 204: z.null() },
      // Any role may change its password, so no prefix guard: the handler asks for a session.
      errors: [401],
    },
    async (request, reply) => {
      const session = await currentSession(request, reply);
      if (session.status !== 'active')
        throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
      await changePassword(app.auth, db, session, authHeadersOf(request), request.body);
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
      await requestPasswordReset(app.auth, request.body.email);
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
