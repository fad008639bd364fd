// Changing and resetting passwords through better-auth, with Angle's common-password rule and
// the promise that a changed password ends every other session.
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Auth } from './auth';
import { assertPasswordNotCommon, revokeResetLinks } from './accounts';
import { deleteOtherSessions, type ActiveSession } from './sessions';

export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not correct.',
  badResetToken: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetRequested: 'If an account uses this email, we have sent it a link to reset the password.',
} as const;

export class WrongCurrentPasswordError extends AppError {
  constructor() {
    super('invalid', PASSWORD_MESSAGES.wrongCurrent, [
      { path: 'currentPassword', message: PASSWORD_MESSAGES.wrongCurrent, location: 'body' },
    ]);
  }
}

export const isWrongCurrentPassword = (err: unknown) => err instanceof WrongCurrentPasswordError;

export async function changePassword(
  auth: Auth,
  db: Db,
  session: ActiveSession,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
) {
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  try {
    // Its own revokeOtherSessions would also replace this session (and its lifetime): not wanted.
    await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: false },
      headers,
    });
  } catch (err) {
    if (isAPIError(err) && err.body?.code === 'INVALID_PASSWORD') {
      throw new WrongCurrentPasswordError();
    }
    throw err;
  }
  await deleteOtherSessions(db, session.actor.userId, session.actor.sessionId);
  await revokeResetLinks(db, session.actor.userId);
}

/** Queues the mail when the account exists; says the same either way. */
export async function requestPasswordReset(auth: Auth, email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/** Sets the new password and ends every session of the account (better-auth's option). */
export async function resetPassword(auth: Auth, input: { token: string; newPassword: string }) {
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  try {
    await auth.api.resetPassword({ body: input });
  } catch (err) {
    if (isAPIError(err) && err.body?.code === 'INVALID_TOKEN') {
      throw new AppError('invalid', PASSWORD_MESSAGES.badResetToken, [
        { path: 'token', message: PASSWORD_MESSAGES.badResetToken, location: 'body' },
      ]);
    }
    throw err;
  }
}
