import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/health/live`: the process is up and its event loop turns. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health/ready`: this instance can take traffic (its database and Redis answer). */
export const ReadinessSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'not configured']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
