// The one place that says which audience may call which URL prefix (STYLE: audience = prefix).
// Every route under a guarded prefix is checked before its body is even parsed; a handler
// reads the caller from request.actor and never from the request's own data.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type Role } from '../../domain/schemas/auth';
import { AppError } from '../errors';
import type { Auth } from '../modules/auth/auth';
import { currentSession, type Actor, type ActiveSession } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Set on guarded routes: the signed-in caller with the role the prefix requires. */
    actor: Actor | null;
  }
}

/** Add customer-only store areas here as they arrive. Each prefix ends with '/'. */
export const GUARDED_PREFIXES: ReadonlyArray<{ prefix: string; role: Role }> = [
  { prefix: '/api/admin/', role: 'admin' },
  { prefix: '/api/vendor/', role: 'vendor' },
  { prefix: '/api/store/account/', role: 'customer' },
  { prefix: '/api/store/cart/', role: 'customer' },
  { prefix: '/api/store/orders/', role: 'customer' },
  { prefix: '/api/store/wishlist/', role: 'customer' },
  { prefix: '/api/store/reviews/', role: 'customer' },
  { prefix: '/api/store/questions/', role: 'customer' },
  { prefix: '/api/store/answers/', role: 'customer' },
];

/** A prefix covers its own root and everything below it, never a longer word (`/api/store/wishlists`). */
function covers(prefix: string, routeUrl: string): boolean {
  return routeUrl.startsWith(prefix) || routeUrl === prefix.slice(0, -1);
}

export function requiredRoleFor(routeUrl: string | undefined): Role | null {
  if (!routeUrl) return null;
  return GUARDED_PREFIXES.find((g) => covers(g.prefix, routeUrl))?.role ?? null;
}

/** Why this session may not use a route for `role`, or null when it may. */
export function roleDenial(role: Role, { actor, identity }: ActiveSession): string | null {
  if (role === 'admin') return actor.role === 'admin' ? null : AUTH_MESSAGES.notAdmin;
  if (role === 'vendor') {
    if (actor.role !== 'vendor') return AUTH_MESSAGES.notVendor;
    return identity.vendor?.status === 'active' ? null : AUTH_MESSAGES.vendorSuspended;
  }
  if (actor.role === 'customer') return null;
  return actor.role === null ? AUTH_MESSAGES.noUserDocument : AUTH_MESSAGES.customersOnly;
}

/** The guard of one role: the caller must hold an active session with that role. */
function guardFor(role: Role) {
  return async function authGuard(request: FastifyRequest, reply: FastifyReply) {
    const session = await currentSession(request, reply);
    if (session.status !== 'active') {
      const ended = session.status === 'ended';
      throw new AppError(
        'unauthorized',
        ended ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.signInRequired,
      );
    }
    const denial = roleDenial(role, session);
    if (denial) throw new AppError('forbidden', denial);
    request.actor = session.actor;
  };
}

export function registerAuthGuards(app: FastifyInstance, auth: Auth) {
  app.decorate('auth', auth);
  app.decorateRequest('actor', null);
  // Decided once per route from its URL as it is added, so a public route (a cached catalogue
  // read) pays nothing per request. First of the route's onRequest hooks, and onRequest, not
  // preHandler: a signed-out caller learns nothing from body validation.
  app.addHook('onRoute', (route) => {
    const role = requiredRoleFor(route.url);
    if (!role) return;
    route.onRequest = [guardFor(role), ...[route.onRequest ?? []].flat()];
  });
}

/** The caller of a guarded route (the guard has already refused everyone else). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
  return request.actor;
}

/** The vendor calling a `/api/vendor/*` route: always the session's, never an id from the request. */
export function vendorIdOf(request: FastifyRequest): string {
  const actor = actorOf(request);
  if (actor.role !== 'vendor' || !actor.vendorId) {
    throw new AppError('forbidden', AUTH_MESSAGES.notVendor);
  }
  return actor.vendorId;
}
