// WEB_CONCURRENCY=N on PostgreSQL (issue #22): this process forks N workers with node:cluster,
// each a full instance (its own pool, caches, jobs) listening on the one shared port. The
// workers share what several instances share (PostgreSQL, Redis); see docs/deploy.md. A worker
// that dies is replaced; SIGTERM or SIGINT is passed to every worker, which shuts down
// gracefully (main.ts), and the primary exits when they have.
import cluster, { type Worker } from 'node:cluster';

/** A worker that keeps dying at start is not forked again faster than this. */
const REFORK_DELAY_MS = 1_000;
/** A worker's own shutdown bound (SHUTDOWN_GRACE_SECONDS, main.ts) and this much more. */
const SHUTDOWN_MARGIN_MS = 2_000;

export function runPrimary(workers: number, graceSeconds: number): void {
  let stopping = false;
  // Each worker keeps its index across replacements: its metrics port is METRICS_PORT + index.
  const indexOf = new Map<Worker, number>();
  const fork = (index: number) =>
    indexOf.set(cluster.fork({ ANGLE_WORKER_INDEX: String(index) }), index);
  for (let i = 0; i < workers; i++) fork(i);
  console.log(`Angle: ${workers} worker processes (WEB_CONCURRENCY) on one port.`);

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Angle: worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    const index = indexOf.get(worker) ?? 0;
    indexOf.delete(worker);
    setTimeout(() => fork(index), REFORK_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), graceSeconds * 1000 + SHUTDOWN_MARGIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
