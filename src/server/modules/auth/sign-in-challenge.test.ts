import { describe, expect, it } from 'vitest';
import { CHALLENGE_SECONDS, signInChallenges } from './sign-in-challenge';
import { solveChallenge } from './test-accounts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('sign-in challenges', () => {
  it('accept a solution for the address they were issued to, with at least the bits asked', () => {
    const challenges = signInChallenges(SECRET);
    const proof = solveChallenge(challenges.issue('10.0.0.1', 8));
    expect(challenges.verify(proof, '10.0.0.1', 8)).toBeTruthy();
    expect(challenges.verify(proof, '10.0.0.1', 6)).toBeTruthy();
    // Worth less than the address now asks for (its failures doubled since).
    expect(challenges.verify(proof, '10.0.0.1', 9)).toBeNull();
  });

  it('refuse another address, an expired challenge, another server and edited bits', () => {
    let now = Date.now();
    const challenges = signInChallenges(SECRET, () => now);
    const proof = solveChallenge(challenges.issue('10.0.0.1', 6));
    expect(challenges.verify(proof, '10.0.0.2', 6)).toBeNull();
    expect(signInChallenges(`${SECRET}-other`).verify(proof, '10.0.0.1', 6)).toBeNull();
    const [v, expires, , nonce, mac] = proof.challenge.split('.');
    const easier = solveChallenge(`${v}.${expires}.1.${nonce}.${mac}`);
    expect(challenges.verify(easier, '10.0.0.1', 1)).toBeNull();
    now += CHALLENGE_SECONDS * 1000;
    expect(challenges.verify(proof, '10.0.0.1', 6)).toBeNull();
  });

  it('refuse a number that does not solve it', () => {
    const challenges = signInChallenges(SECRET);
    const challenge = challenges.issue('10.0.0.1', 10);
    const { solution } = solveChallenge(challenge);
    const other = String(Number(solution) === 0 ? 1 : 0);
    expect(challenges.verify({ challenge, solution: other }, '10.0.0.1', 10)).toBeNull();
  });
});
