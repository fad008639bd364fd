// `GET /api/health` for load balancers and monitors: 200 only when the server can do its work,
// which means answering reads AND taking writes. A full or read-only disk used to leave it
// "ok" while every order failed (issue #16): it now also writes a small file in the data folder
// (the embedded database and the uploads live there) and asks the database whether it takes
// writes (a read-only PostgreSQL, a standby). The 503 says which, never where.
import { HealthSchema } from '../../../domain/schemas/health';
import { assertDataDirWritable } from '../../db/data-dir';
import { DataDirError, fsReason } from '../../db/lock';
import { AppError } from '../../errors';
import { routeGroup } from '../../http/route-group';

export const HEALTH_PROBLEMS = {
  database: 'The database is not answering.',
  readOnly: 'The database does not take writes (read-only or a standby).',
  dataDir: (reason: string) => `The data folder cannot be written: ${reason}.`,
} as const;

export const healthRoutes = routeGroup('health', (routes, app) => {
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
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
});
