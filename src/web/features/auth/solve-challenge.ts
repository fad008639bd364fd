// Solves the challenge a sign-in from a busy client address is asked for
// (src/domain/sign-in-challenge.ts; docs/security.md, "Sign-in limits"): about 2^bits SHA-256s,
// a second or so on a phone. Hashed in batches through Web Crypto, which works off the main
// thread, so the page keeps answering taps while it runs.
import type { SignInProof } from '../../../domain/schemas/auth';
import { challengeBits, leadingZeroBits, proofText } from '../../../domain/sign-in-challenge';

const BATCH = 512;

/** Whether this browser can solve one (Web Crypto needs HTTPS or localhost). */
export const canSolveChallenges = () => globalThis.crypto?.subtle !== undefined;

export async function solveChallenge(challenge: string): Promise<SignInProof> {
  const bits = challengeBits(challenge);
  if (bits === null) throw new Error('The sign-in challenge could not be read.');
  const encoder = new TextEncoder();
  const hashOf = (n: number) =>
    crypto.subtle.digest('SHA-256', encoder.encode(proofText(challenge, String(n))));
  for (let start = 0; ; start += BATCH) {
    const hashes = await Promise.all(Array.from({ length: BATCH }, (_, i) => hashOf(start + i)));
    const found = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= bits);
    if (found >= 0) return { challenge, solution: String(start + found) };
  }
}
