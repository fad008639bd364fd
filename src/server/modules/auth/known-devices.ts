// Device cookies (OWASP's "Slow down online guessing attacks with device cookies"; the choice
// is argued in docs/security.md, "Round two"): a browser that has signed in to an account gets
// an HttpOnly cookie that proves it to that account only. Sign-in failures from unknown
// browsers are counted per address and per account, so guessing stays slow; a known browser is
// counted on its own, so an attacker who fills the account's counter from many addresses cannot
// lock its owner out (issue #16, finding 5). The cookie names nobody: a random nonce and an
// HMAC over the account's email and the nonce.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface KnownDevices {
  /** The nonce of this browser's device cookie when it was issued for `email`; else null. */
  deviceOf(request: FastifyRequest, email: string): string | null;
  /** Marks this browser as known to `email`'s account (keeping its nonce when it has one). */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export function knownDevices(config: Config): KnownDevices {
  const name = config.isProduction ? '__Secure-angle.known_device' : 'angle.known_device';
  const key = crypto.createHmac('sha256', config.authSecret).update('angle-known-device').digest();
  const macOf = (email: string, nonce: string) =>
    crypto.createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');

  function parse(request: FastifyRequest): { nonce: string; mac: string } | null {
    const [nonce, mac, extra] = (request.cookies[name] ?? '').split('.');
    if (!nonce || !mac || extra !== undefined || nonce.length > 64) return null;
    return { nonce, mac };
  }

  function deviceOf(request: FastifyRequest, email: string): string | null {
    const cookie = parse(request);
    if (!cookie) return null;
    const expected = Buffer.from(macOf(email, cookie.nonce));
    const given = Buffer.from(cookie.mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
      ? cookie.nonce
      : null;
  }

  return {
    deviceOf,
    remember(request, reply, email) {
      const nonce = deviceOf(request, email) ?? crypto.randomBytes(16).toString('base64url');
      reply.setCookie(name, `${nonce}.${macOf(email, nonce)}`, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
        maxAge: YEAR_SECONDS,
      });
    },
  };
}
