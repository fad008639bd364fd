// better-auth, configured for Angle: it owns password hashing (scrypt), sessions and cookies.
// Its HTTP handler is never mounted: Angle's own routes call its server API and add the role rules.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { revokeResetLinks } from './accounts';
import { queuePasswordResetMail } from './password-reset-mail';
import { CLIENT_IP_HEADER, SESSION_COOKIE_BASENAME, SESSION_LIMITS } from './session-policy';

/** How passwords are hashed and checked: better-auth's scrypt unless the app is given another. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  passwordHashing?: PasswordHashing,
) {
  return betterAuth({
    appName: 'Angle',
    baseURL: config.publicUrl,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      // better-auth's user/session/account/verification models are Angle's plural tables.
      schema: { users, sessions, accounts, verifications },
      usePlural: true,
    }),
    session: {
      // The cookie and the row live as long as the longest absolute lifetime; the shorter idle
      // timeouts (and the admin's shorter lifetime) are enforced by session-policy.ts.
      expiresIn: SESSION_LIMITS.customer.absoluteSeconds,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // Registration is Angle's own (role and vendor row in one transaction): see register.ts.
      disableSignUp: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link just used is consumed by better-auth; any other one mailed before dies too.
      onPasswordReset: ({ user }) => revokeResetLinks(db, user.id),
      sendResetPassword: ({ user, token }) =>
        queuePasswordResetMail(db, config, log, {
          userId: user.id,
          email: user.email,
          name: user.name,
          token,
        }),
    },
    plugins: [admin({ defaultRole: 'customer', adminRoles: ['admin'] })],
    // Angle's rate limits (plugins/rate-limit.ts) and CSRF rules (plugins/csrf.ts) apply instead.
    rateLimit: { enabled: false },
    advanced: {
      // Only the address Fastify derived (sessions.ts sets it): X-Forwarded-For is the client's.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: SESSION_COOKIE_BASENAME,
      useSecureCookies: config.isProduction,
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // Its "user not found" and "invalid password" warnings are every failed sign-in: keep errors.
    logger: {
      level: 'error',
      log: (level, message, ...args) => log[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
