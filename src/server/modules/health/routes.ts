import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../domain/schemas/health';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { AppError } from '../../errors';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ProblemSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        throw new AppError('unavailable', 'The database is not answering.');
      }
      return {
        status: 'ok' as const,
        database: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
}
