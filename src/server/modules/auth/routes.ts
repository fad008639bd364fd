// /api/auth: registration and sign-in for the three portals, sign-out and `me`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuthSessionSchema,
  CustomerRegisterSchema,
  MeResponseSchema,
  SignInSchema,
  VendorRegisterSchema,
} from '../../../domain/schemas/auth';
import { routeGroup } from '../../http/route-group';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { toAuthSession } from './identity';
import { knownDevices } from './known-devices';
import { registerCustomer, registerVendor } from './register';
import type { Portal } from './role-rules';
import { BadCredentialsError, signIn } from './sign-in';
import { signInLimits } from './sign-in-limits';
import {
  authHeadersOf,
  clearSessionCookie,
  currentSession,
  deleteSession,
  readSessionState,
} from './sessions';

export const authRoutes = routeGroup('auth', (routes, app) => {
  const { db } = app.database;
  const registerLimit = { ...RATE_LIMITS.register, max: app.config.registrationsPer15Minutes };
  const devices = knownDevices(app.config);
  const failures = signInLimits(app, devices);

  /** Signs in at a portal; the cookie of any session this browser had before is replaced. */
  async function startSession(
    portal: Portal,
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string },
  ) {
    // Read without currentSession(): its cookie clearing would land after the new cookie.
    const previous = await readSessionState(app.auth, db, request);
    const result = await signIn(app.auth, db, portal, credentials, authHeadersOf(request));
    if (previous.status === 'active') await deleteSession(db, previous.actor.sessionId);
    reply.header('cache-control', 'no-store').header('set-cookie', result.cookies);
    devices.remember(request, reply, credentials.email);
    return result.session;
  }

  const signInRoute = (url: string, portal: Portal, summary: string) =>
    routes.post(
      url,
      // 429 from the failure counters, which only count wrong passwords (sign-in-limits.ts).
      {
        summary,
        body: SignInSchema,
        response: { 200: AuthSessionSchema },
        errors: [401, 403, 429],
      },
      async (request, reply) => {
        await failures.assertAllowed(request, reply);
        try {
          return await startSession(portal, request, reply, request.body);
        } catch (err) {
          if (err instanceof BadCredentialsError) await failures.recordFailure(request);
          throw err;
        }
      },
    );
  signInRoute('/api/auth/login', 'customer', 'Sign in at the store (customers)');
  signInRoute('/api/auth/vendor/login', 'vendor', 'Sign in to the vendor portal');
  signInRoute('/api/auth/admin/login', 'admin', 'Sign in to Angle Admin');

  routes.post(
    '/api/auth/register',
    {
      summary: 'Register a customer account and sign in',
      rateLimit: registerLimit,
      body: CustomerRegisterSchema,
      response: { 201: AuthSessionSchema },
      errors: [409],
    },
    async (request, reply) => {
      await registerCustomer(db, request.body);
      const session = await startSession('customer', request, reply, request.body);
      return reply.code(201).send(session);
    },
  );

  routes.post(
    '/api/auth/vendor/register',
    {
      summary: 'Register a vendor (company) account and sign in to the vendor portal',
      rateLimit: registerLimit,
      body: VendorRegisterSchema,
      response: { 201: AuthSessionSchema },
      errors: [409],
    },
    async (request, reply) => {
      await registerVendor(db, request.body);
      const session = await startSession('vendor', request, reply, request.body);
      return reply.code(201).send(session);
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      summary: 'Sign out: the session is deleted and its cookie cleared',
      response: { 204: z.null() },
    },
    async (request, reply) => {
      // Idempotent: signing out twice, or with an expired session, is still a success.
      const session = await currentSession(request, reply);
      if (session.status === 'active') {
        await deleteSession(db, session.actor.sessionId);
        await clearSessionCookie(app.auth, reply);
      }
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/auth/me',
    {
      summary: 'The signed-in identity, or `session: null` for visitors',
      response: { 200: MeResponseSchema },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await currentSession(request, reply);
      return { session: session.status === 'active' ? toAuthSession(session.identity) : null };
    },
  );
});
