// Hashcash-style challenges for sign-ins from a client address past its failure limit
// (sign-in-limits.ts). Issued and checked without any state: a challenge names its address,
// its end and its work under an HMAC of the server's secret, so only this server makes one and
// one issued to another address is worth nothing here. That a solution is used once is the
// caller's to record (the rate-limit store).
import crypto from 'node:crypto';
import type { SignInProof } from '../../../domain/schemas/auth';
import { challengeBits, leadingZeroBits, proofText } from '../../../domain/sign-in-challenge';

export const CHALLENGE_SECONDS = 5 * 60;

export interface SignInChallenges {
  /** A new challenge for this client address, worth `bits` leading zero bits. */
  issue(addressKey: string, bits: number): string;
  /** The challenge's MAC (its unique id) when `proof` solves, with at least `bits`, an unexpired
   * challenge issued to this address; else null. */
  verify(proof: SignInProof, addressKey: string, bits: number): string | null;
}

export function signInChallenges(secret: string, now = () => Date.now()): SignInChallenges {
  const key = crypto.createHmac('sha256', secret).update('angle-sign-in-challenge').digest();
  const macOf = (addressKey: string, body: string) =>
    crypto.createHmac('sha256', key).update(`${addressKey}\n${body}`).digest('base64url');

  return {
    issue(addressKey, bits) {
      const expires = Math.floor(now() / 1000) + CHALLENGE_SECONDS;
      const body = `1.${expires}.${bits}.${crypto.randomBytes(12).toString('base64url')}`;
      return `${body}.${macOf(addressKey, body)}`;
    },
    verify({ challenge, solution }, addressKey, bits) {
      const parts = challenge.split('.');
      if (parts.length !== 5 || parts[0] !== '1') return null;
      const mac = parts[4]!;
      const expected = Buffer.from(macOf(addressKey, parts.slice(0, 4).join('.')));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      if (Number(parts[1]) * 1000 <= now()) return null;
      const worth = challengeBits(challenge);
      if (worth === null || worth < bits) return null;
      const hash = crypto.createHash('sha256').update(proofText(challenge, solution)).digest();
      return leadingZeroBits(hash) >= worth ? mac : null;
    },
  };
}
