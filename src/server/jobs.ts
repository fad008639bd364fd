// The server's background work, started by main.ts (tests call the job functions directly):
// delivering the mail outbox every few seconds (every due batch, not one per poll), releasing
// online orders left unpaid, cancelling cash-on-delivery orders whose buyer never typed the
// code (issue #39), sending again refunds the payment gateway did not answer, and summing the
// Popularity sort's sales for the products orders changed (decision 034).
import type { FastifyBaseLogger } from 'fastify';
import { figuresChanged } from './plugins/figures-cache';
import type { Config } from './config';
import type { Database } from './db/client';
import { jobRan, jobScheduled } from './metrics/process-metrics';
import { refreshPopularity } from './modules/catalog/popularity-refresh';
import { expireUnconfirmedCod } from './modules/cod/confirmation';
import { createMailer } from './modules/mail/mailer';
import { drainDueMail } from './modules/mail/outbox-worker';
import { resendUnansweredRefunds } from './modules/payments/refund-order';
import { releaseUnpaidOrders } from './modules/payments/release-unpaid';
import { catalogueChangedIn, tellingStockMoves } from './plugins/catalog-invalidation';

const OUTBOX_POLL_MS = 5_000;
const REFUND_RESEND_MS = 60_000;
const POPULARITY_REFRESH_MS = 3_000;
const COD_SWEEP_MS = 60_000;

/**
 * Runs `work` every `ms`, never two runs at once; errors are logged, the loop carries on. The
 * stop function resolves once the run in flight (a claimed mail batch, say) has finished. Each
 * run is counted and timed for the metrics (metrics/process-metrics.ts).
 */
function every(
  ms: number,
  name: string,
  log: FastifyBaseLogger,
  work: (stopping: AbortSignal) => Promise<unknown>,
) {
  let running: Promise<unknown> | undefined;
  const stopping = new AbortController();
  jobScheduled(name, ms);
  const timer = setInterval(() => {
    if (running) return;
    const startedAt = Date.now();
    running = work(stopping.signal)
      .then(
        () => jobRan(name, startedAt, 'ok'),
        (err: unknown) => {
          jobRan(name, startedAt, 'error');
          log.error({ err }, `${name} failed`);
        },
      )
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}

/** One run of a job that moves orders: its stock moves reported to the catalogue, then the
 * shared report figures dropped (the order-life test runs its jobs through this too). */
export function orderJob<T>(
  database: Database,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  return tellingStockMoves(database, log, work).finally(() => figuresChanged(database));
}

/**
 * Several instances may run these at once (issue #22): the outbox is claimed with FOR UPDATE
 * SKIP LOCKED and leased, an unpaid order is locked and checked again before it is released,
 * and a refund resend takes its claim first, so each mail goes and each order is released once.
 * Returns a stop function that waits for the runs in flight.
 */
export function startJobs(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const mailer = createMailer(config, log);
  const stops = [
    every(OUTBOX_POLL_MS, 'mail delivery', log, (stopping) =>
      drainDueMail(database, mailer, log, { publicUrl: config.publicUrl, stopping }),
    ),
    // The jobs that move orders drop the shared report figures after each run, and report the
    // stock they put back to the catalogue (the storefront shows it at once).
    every(config.unpaidOrderSweepSeconds * 1000, 'unpaid order release', log, () =>
      orderJob(database, log, () =>
        releaseUnpaidOrders(database.db, log, { ttlMinutes: config.unpaidOrderTtlMinutes }),
      ),
    ),
    every(COD_SWEEP_MS, 'unconfirmed cod order release', log, () =>
      orderJob(database, log, () => expireUnconfirmedCod(database.db, log)),
    ),
    every(REFUND_RESEND_MS, 'unanswered refund resend', log, () =>
      orderJob(database, log, () => resendUnansweredRefunds(database, log, { config })),
    ),
    every(POPULARITY_REFRESH_MS, 'popularity refresh', log, async () => {
      // Their sales moved (and, for an unpaid order released, their stock): the index patches
      // those products (decision 039).
      const moved = await refreshPopularity(database.db);
      if (moved.length > 0) catalogueChangedIn(database, log, { moved });
    }),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    mailer.close();
  };
}
