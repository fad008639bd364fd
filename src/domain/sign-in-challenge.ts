// The proof of work a sign-in from a busy client address carries (docs/security.md, "Sign-in
// limits"): the server sends a challenge in a header of its 429; the sign-in form finds a
// solution, a number whose SHA-256 with the challenge starts with the challenge's zero bits, and
// sends the sign-in again with both. Shared so the server and the form read challenges alike.

/** The 429 header that carries a challenge; its absence means waiting is the only way. */
export const SIGN_IN_CHALLENGE_HEADER = 'angle-sign-in-challenge';

/** A challenge is `1.<expires, epoch seconds>.<bits>.<nonce>.<mac>`. */
export function challengeBits(challenge: string): number | null {
  const bits = Number(challenge.split('.')[2]);
  return Number.isInteger(bits) && bits > 0 && bits <= 32 ? bits : null;
}

/** The text whose SHA-256 must start with the zero bits. */
export const proofText = (challenge: string, solution: string) => `${challenge}:${solution}`;

export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
