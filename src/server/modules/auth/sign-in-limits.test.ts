// Sign-in limits that nobody's failures can turn on someone else (issue #34 finding 8): many
// shoppers share one address behind a mobile carrier's NAT. The counters live in each app's
// memory; tests keep apart by their own addresses and accounts (the Redis store:
// plugins/rate-limit-redis.test.ts).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeBits,
  leadingZeroBits,
  proofText,
  SIGN_IN_CHALLENGE_HEADER,
} from '../../../domain/sign-in-challenge';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  challengeOf,
  createAccount,
  SIGN_IN_PATHS,
  signInAt,
  solveChallenge,
} from './test-accounts';

const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;
const wrong = (email: string) => ({ email, password: 'Guess-Number-0' });

let t: TestApp;
/** The address limit lowered to 10 and the challenge to 6 bits, so tests reach and solve them. */
let low: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  low = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '10', SIGN_IN_CHALLENGE_BITS: '6' });
});
afterAll(async () => {
  await t?.close();
  await low?.close();
});

function attempt(
  app: TestApp,
  credentials: { email: string; password: string },
  remoteAddress: string,
  extra: { cookie?: string; proof?: { challenge: string; solution: string } } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: SIGN_IN_PATHS.customer,
    payload: {
      email: credentials.email,
      password: credentials.password,
      ...(extra.proof ? { proof: extra.proof } : {}),
    },
    remoteAddress,
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });
}

const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const lines = [res.headers['set-cookie']].flat() as string[];
  return lines.find((c) => c.startsWith('angle.known_device='))!.split(';')[0]!;
};

/** A number that does not solve the challenge the response carried. */
function wrongSolution(res: Parameters<typeof challengeOf>[0]): string {
  const challenge = challengeOf(res)!;
  for (let n = 0; ; n++) {
    const hash = crypto
      .createHash('sha256')
      .update(proofText(challenge, String(n)))
      .digest();
    if (leadingZeroBits(hash) < challengeBits(challenge)!) return String(n);
  }
}

/** `n` wrong passwords from `address`, for `accounts` strangers in turn: all 401. */
async function failFrom(app: TestApp, address: string, n: number, accounts = n) {
  for (let i = 0; i < n; i++) {
    const res = await attempt(
      app,
      wrong(`stranger-${address}-${i % accounts}@test.example`),
      address,
    );
    expect(res.statusCode).toBe(401);
  }
}

describe('one address, many shoppers', { timeout: 60_000 }, () => {
  it('ten failed sign-ins from one address, at the three portals, do not hold back a correct sign-in of other accounts from it', async () => {
    const portals = ['customer', 'vendor', 'admin'] as const;
    for (let i = 0; i < 10; i++) {
      const res = await signInAt(
        t.app,
        portals[i % 3]!,
        wrong(`careless-${i}@test.example`),
        '10.34.1.1',
      );
      expect(res.statusCode).toBe(401);
    }
    for (const portal of portals) {
      const account = await createAccount(t.database, portal);
      expect((await signInAt(t.app, portal, account, '10.34.1.1')).statusCode).toBe(200);
    }
  });

  it('an account with ten failures waits at every address and portal; other accounts at the failing address and its own known browser do not', async () => {
    const target = await createAccount(t.database, 'vendor');
    const known = deviceCookieOf(await signInAt(t.app, 'vendor', target, '10.34.2.1'));
    for (let i = 0; i < 10; i++) {
      const res = await signInAt(t.app, 'vendor', wrong(target.email), '10.34.2.2');
      expect(res.statusCode).toBe(401);
    }
    for (const [portal, address] of [
      ['vendor', '10.34.2.3'],
      ['customer', '10.34.2.2'],
    ] as const) {
      const res = await signInAt(t.app, portal, target, address);
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      // Waiting is the only way: no challenge buys an account more guesses.
      expect(challengeOf(res)).toBeUndefined();
    }
    const neighbour = await createAccount(t.database, 'customer');
    expect((await signInAt(t.app, 'customer', neighbour, '10.34.2.2')).statusCode).toBe(200);
    const owner = await t.app.inject({
      method: 'POST',
      url: SIGN_IN_PATHS.vendor,
      payload: { email: target.email, password: target.password },
      remoteAddress: '10.34.2.4',
      headers: { cookie: known },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('an address past SIGN_IN_FAILURES_PER_ADDRESS', { timeout: 60_000 }, () => {
  it('holds back a script trying 200 accounts from it with 429 and a challenge; another address signs in as usual', async () => {
    await failFrom(low, '10.34.3.1', 10, 5);
    for (let i = 0; i < 200; i++) {
      const res = await attempt(low, wrong(`stuffed-${i}@test.example`), '10.34.3.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(TOO_MANY);
      expect(res.headers['retry-after']).toBeDefined();
      expect(challengeBits(challengeOf(res)!)).toBe(6);
    }
    const elsewhere = await createAccount(low.database, 'customer');
    expect((await attempt(low, elsewhere, '10.34.3.2')).statusCode).toBe(200);
  });

  it('lets a neighbour with a solved challenge sign in; a solution works once; a wrong password with one still counts', async () => {
    await failFrom(low, '10.34.4.1', 10);
    const neighbour = await createAccount(low.database, 'customer');
    const asked = await attempt(low, neighbour, '10.34.4.1');
    expect(asked.statusCode).toBe(429);
    const proof = solveChallenge(challengeOf(asked)!);
    expect((await attempt(low, neighbour, '10.34.4.1', { proof })).statusCode).toBe(200);

    // The same solution again, for another account: refused, with a new challenge.
    const other = await createAccount(low.database, 'customer');
    const replay = await attempt(low, other, '10.34.4.1', { proof });
    expect(replay.statusCode).toBe(429);
    expect(challengeOf(replay)).not.toBe(proof.challenge);
    // A solution that does not solve it buys nothing.
    const unsolved = { challenge: challengeOf(replay)!, solution: wrongSolution(replay) };
    expect((await attempt(low, other, '10.34.4.1', { proof: unsolved })).statusCode).toBe(429);

    // The script with a solved challenge gets one guess for it, which counts.
    const guess = solveChallenge(challengeOf(replay)!);
    expect((await attempt(low, wrong(other.email), '10.34.4.1', { proof: guess })).statusCode).toBe(
      401,
    );
    expect((await attempt(low, wrong(other.email), '10.34.4.1')).statusCode).toBe(429);
  });

  it('lets a browser that signed in to the account before through without a challenge', async () => {
    const account = await createAccount(low.database, 'customer');
    const known = deviceCookieOf(await attempt(low, account, '10.34.5.1'));
    await failFrom(low, '10.34.5.1', 10);
    const res = await attempt(low, account, '10.34.5.1', { cookie: known });
    expect(res.statusCode).toBe(200);
    expect(res.headers[SIGN_IN_CHALLENGE_HEADER]).toBeUndefined();
  });
});
