// `GET /api/vendor/me` and `GET /api/admin/me`: who the vendor portal and Angle Admin are
// talking to. Their prefixes' guards (plugins/auth-guard.ts) have already checked the role.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthSessionSchema } from '../../../domain/schemas/auth';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { notFound } from '../../errors';
import { actorOf } from '../../plugins/auth-guard';
import { loadIdentity, toAuthSession } from './identity';

const guardedErrors = { 401: ProblemSchema, 403: ProblemSchema };

export async function portalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const me = async (userId: string) => {
    const identity = await loadIdentity(app.database.db, userId);
    if (!identity) throw notFound('The account');
    return toAuthSession(identity);
  };

  api.get(
    '/api/vendor/me',
    {
      schema: {
        tags: ['vendor'],
        summary: "The signed-in vendor's account and vendor profile",
        response: { 200: AuthSessionSchema, ...guardedErrors },
      },
    },
    async (request) => me(actorOf(request).userId),
  );

  api.get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin',
        response: { 200: AuthSessionSchema, ...guardedErrors },
      },
    },
    async (request) => me(actorOf(request).userId),
  );
}
