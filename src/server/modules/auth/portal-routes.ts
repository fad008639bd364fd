// `GET /api/vendor/me` and `GET /api/admin/me`: who the vendor portal and Angle Admin are
// talking to. Their prefixes' guards (plugins/auth-guard.ts) have already checked the role.
import type { FastifyInstance } from 'fastify';
import { AuthSessionSchema } from '../../../domain/schemas/auth';
import { notFound } from '../../errors';
import { routeGroup, type Routes } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { loadIdentity, toAuthSession } from './identity';

function meRoute(routes: Routes, app: FastifyInstance, url: string, summary: string) {
  routes.get(url, { summary, response: { 200: AuthSessionSchema } }, async (request) => {
    const identity = await loadIdentity(app.database.db, actorOf(request).userId);
    if (!identity) throw notFound('The account');
    return toAuthSession(identity);
  });
}

export const vendorMeRoutes = routeGroup('vendor-me', (routes, app) =>
  meRoute(routes, app, '/api/vendor/me', "The signed-in vendor's account and vendor profile"),
);

export const adminMeRoutes = routeGroup('admin-me', (routes, app) =>
  meRoute(routes, app, '/api/admin/me', 'The signed-in admin'),
);
