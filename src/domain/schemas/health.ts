import { z } from 'zod';

/** Redis as an instance sees it: only the rate-limited actions need it (decision 030). */
export const RedisStateSchema = z.enum(['ok', 'down', 'not configured']);
export type RedisState = z.infer<typeof RedisStateSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Reported, not required: with Redis down the store serves; sign-in and the forms answer 503. */
  redis: RedisStateSchema,
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/health/live`: the process is up and its event loop turns. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health/ready`: this instance can serve the store (its database answers); Redis is
 * reported, not required (decision 030). */
export const ReadinessSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  redis: RedisStateSchema,
});
export type Readiness = z.infer<typeof ReadinessSchema>;
