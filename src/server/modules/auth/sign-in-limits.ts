// Failed sign-ins, counted so that nobody's failures can be turned on someone else (issue #16
// finding 5, issue #34 finding 8; docs/security.md, "Sign-in limits"):
// - per account: 10 per 15 minutes from browsers that never signed in to it, then 429;
// - per known browser (known-devices.ts): its own 10, so the account's counter, which anyone can
//   fill, never holds back its owner's usual browser;
// - per client address: SIGN_IN_FAILURES_PER_ADDRESS, sized for the thousands of shoppers a
//   mobile carrier puts behind one address. Past it, an attempt from an unknown browser must
//   carry a solved challenge (sign-in-challenge.ts), once each: a neighbour pays a second of
//   work and signs in; a script trying account after account pays it for every guess, more as
//   the address's failures grow.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignIn } from '../../../domain/schemas/auth';
import { SIGN_IN_CHALLENGE_HEADER } from '../../../domain/sign-in-challenge';
import {
  clientKey,
  createFailureCounter,
  createFailureLimiter,
  RATE_LIMITS,
  tooMany,
} from '../../plugins/rate-limit';
import type { KnownDevices } from './known-devices';
import { CHALLENGE_SECONDS, signInChallenges } from './sign-in-challenge';

/** The work grows by a bit each time the address's failures double past the limit, up to this. */
const MAX_EXTRA_BITS = 4;

export interface SignInLimits {
  /** Throws 429 (with Retry-After, and a challenge when solving one would let it through). */
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a wrong password or unknown email. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

export function signInLimits(app: FastifyInstance, devices: KnownDevices): SignInLimits {
  const { signInFailuresPerAddress: addressLimit, signInChallengeBits: baseBits } = app.config;
  const { timeWindow } = RATE_LIMITS.signInFailures;
  const bodyOf = (r: FastifyRequest) => r.body as SignIn;
  const deviceOf = (r: FastifyRequest) => devices.deviceOf(r, bodyOf(r).email);
  const perAccount = createFailureLimiter(app, RATE_LIMITS.signInFailures, [
    (r) => `sign-in:email:${bodyOf(r).email}`,
  ]);
  const perKnownDevice = createFailureLimiter(app, RATE_LIMITS.signInFailures, [
    (r) => `sign-in:device:${deviceOf(r)}:${bodyOf(r).email}`,
  ]);
  const perAddress = createFailureCounter(app, timeWindow, (r) => `sign-in:ip:${clientKey(r)}`);
  const challenges = signInChallenges(app.config.authSecret);
  const proofUses = app.createRateLimit({
    max: 1,
    timeWindow: CHALLENGE_SECONDS * 1000,
    keyGenerator: (r) => `sign-in:proof:${bodyOf(r).proof?.challenge}`,
  });

  const bitsFor = (failures: number) =>
    baseBits + Math.min(MAX_EXTRA_BITS, Math.floor(Math.log2(failures / addressLimit)));

  async function assertProof(request: FastifyRequest, reply: FastifyReply) {
    const { failures, retryAfter } = await perAddress.read(request);
    if (failures < addressLimit) return;
    const address = clientKey(request);
    const bits = bitsFor(failures);
    const { proof } = bodyOf(request);
    if (proof && challenges.verify(proof, address, bits)) {
      const use = await proofUses(request);
      if (use.isAllowed || !use.isExceeded) return;
    }
    reply.header(SIGN_IN_CHALLENGE_HEADER, challenges.issue(address, bits));
    reply.header('retry-after', String(retryAfter));
    throw tooMany(retryAfter);
  }

  return {
    async assertAllowed(request, reply) {
      if (deviceOf(request)) return perKnownDevice.assertAllowed(request, reply);
      await perAccount.assertAllowed(request, reply);
      await assertProof(request, reply);
    },
    async recordFailure(request) {
      if (deviceOf(request)) return perKnownDevice.record(request);
      await Promise.all([perAccount.record(request), perAddress.record(request)]);
    },
  };
}
