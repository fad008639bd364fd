// `GET /api/health` for load balancers and monitors: 200 only when the server can do its work,
// which means answering reads AND taking writes. A full or read-only disk used to leave it
// "ok" while every order failed (issue #16): it now also writes a small file in the data folder
// (the embedded database and the uploads live there) and asks the database whether it takes
// writes (a read-only PostgreSQL, a standby). The 503 says which, never where.
//
// For load balancers in front of several instances (issue #22): `/api/health/live` says only that
// the process answers (restart it when not), `/api/health/ready` that it can serve the store now:
// the database answers, over a connection of its own so that a busy pool does not make a live
// instance look dead (issue #34), and it is not shutting down (a SIGTERM turns it 503 first, so
// the proxy stops sending before the server stops listening). Redis is reported by both, never
// required: without it the store serves reads and checkout, and only the rate-limited actions
// answer 503 (decision 030); a proxy that took every instance out for it took the store down.
import type { FastifyInstance } from 'fastify';
import {
  HealthSchema,
  LivenessSchema,
  ReadinessSchema,
  type RedisState,
} from '../../../domain/schemas/health';
import { assertDataDirWritable } from '../../db/data-dir';
import { DataDirError, fsReason } from '../../db/lock';
import { AppError } from '../../errors';
import { routeGroup } from '../../http/route-group';

export const HEALTH_PROBLEMS = {
  database: 'The database is not answering.',
  readOnly: 'The database does not take writes (read-only or a standby).',
  dataDir: (reason: string) => `The data folder cannot be written: ${reason}.`,
  draining: 'This instance is shutting down.',
} as const;

/** The Redis connection's own state (no round trip: a lost connection is seen by its events). */
export function redisState(app: FastifyInstance): RedisState {
  if (!app.redis) return 'not configured';
  return app.redis.status === 'ready' ? 'ok' : 'down';
}

export const healthRoutes = routeGroup('health', (routes, app) => {
  routes.get(
    '/api/health/live',
    {
      summary: 'Liveness for a load balancer: the process is up (restart it when this fails)',
      response: { 200: LivenessSchema },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/api/health/ready',
    {
      summary:
        'Readiness for a load balancer: the database answers and the instance is not shutting down (Redis is reported, not required)',
      response: { 200: ReadinessSchema },
      errors: [503],
    },
    async (request) => {
      if (app.draining) throw new AppError('unavailable', HEALTH_PROBLEMS.draining);
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'readiness: database did not answer');
        throw new AppError('unavailable', HEALTH_PROBLEMS.database);
      }
      return { status: 'ok' as const, database: app.database.kind, redis: redisState(app) };
    },
  );

  routes.get(
    '/api/health',
    {
      summary: 'Liveness: the database answers and takes writes, the data folder can be written',
      response: { 200: HealthSchema },
      errors: [503],
    },
    async (request) => {
      let readOnly: boolean;
      try {
        const [row] = await app.database.query<{ read_only: boolean }>(
          "SELECT pg_is_in_recovery() OR current_setting('transaction_read_only') = 'on' AS read_only",
        );
        readOnly = row?.read_only ?? true;
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        throw new AppError('unavailable', HEALTH_PROBLEMS.database);
      }
      if (readOnly) throw new AppError('unavailable', HEALTH_PROBLEMS.readOnly);
      try {
        await assertDataDirWritable(app.config.dataDir);
      } catch (err) {
        request.log.error({ err }, 'health check: the data folder cannot be written');
        const reason = err instanceof DataDirError ? fsReason(err.cause) : 'unknown error';
        throw new AppError('unavailable', HEALTH_PROBLEMS.dataDir(reason));
      }
      return {
        status: 'ok' as const,
        database: app.database.kind,
        redis: redisState(app),
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
});
