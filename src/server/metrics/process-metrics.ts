// The metrics of the process rather than of one app (issue #34, finding 7): Node's own (memory,
// event-loop delay, GC; prom-client's default metrics) and the background jobs (jobs.ts), which
// main.ts runs once per process. The app's metrics endpoint serves them beside its own
// (plugins/metrics.ts); they are only gathered once that endpoint is on.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const processRegistry = new Registry();
let defaultsOn = false;

/** Node's own figures, once per process (each call would add timers and GC observers). */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

const runs = new Counter({
  name: 'angle_job_runs_total',
  help: 'Background job runs, by job and outcome (ok, error)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});
const duration = new Histogram({
  name: 'angle_job_duration_seconds',
  help: 'How long a background job run took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [processRegistry],
});
const interval = new Gauge({
  name: 'angle_job_interval_seconds',
  help: 'How often a background job is meant to run',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});
const lastSuccess = new Map<string, number>();
new Gauge({
  name: 'angle_job_lag_seconds',
  help: 'Seconds since the job last finished without error (compare with angle_job_interval_seconds: a few intervals behind means it is stuck or failing)',
  labelNames: ['job'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    const now = Date.now();
    for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1000);
  },
});

/** Called by jobs.ts: a job scheduled every `ms` (its lag counts from now until a first run). */
export function jobScheduled(job: string, ms: number): void {
  interval.set({ job }, ms / 1000);
  lastSuccess.set(job, Date.now());
}

/** Called by jobs.ts around each run. */
export function jobRan(job: string, startedAt: number, outcome: 'ok' | 'error'): void {
  const now = Date.now();
  runs.inc({ job, outcome });
  duration.observe({ job }, (now - startedAt) / 1000);
  if (outcome === 'ok') lastSuccess.set(job, now);
}
