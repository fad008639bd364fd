import { HealthSchema } from '../../../domain/schemas/health';
import { AppError } from '../../errors';
import { routeGroup } from '../../http/route-group';

export const healthRoutes = routeGroup('health', (routes, app) => {
  routes.get(
    '/api/health',
    { summary: 'Liveness and database check', response: { 200: HealthSchema }, errors: [503] },
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
});
