// Any write that succeeds in the vendor portal or Angle Admin (products, images, vendors,
// settings), any order placed or cancelled (stock), and any review written, changed or moderated
// (the product's rating), may change what the storefront shows:
// drop the catalogue cache before the answer leaves, so the writer's next read is already fresh.
// One hook here instead of a call in every writer, so a new write route cannot forget it.
//
// Several instances on one PostgreSQL (issue #22, docs/decisions/015-several-instances.md): the
// writer also sends NOTIFY on CATALOGUE_CHANNEL (changes of stock only gathered over 20 ms into
// one), and every instance LISTENs on it and drops its own cache when another one wrote, well
// within a second. On PGlite there is one process and
// the in-process path is all there is. Anything else cached from the catalogue (the server-
// rendered pages) subscribes with onCatalogueChanged and is dropped at the same moments.
//
// The order and return routes change no product value but stock (orders/stock.ts is the only
// place it moves): they run with a collector of the products whose stock they moved
// (catalog/stock-moves.ts), and the change they report names them, here and to the other
// instances, so the catalogue index patches those rows instead of reading the whole catalogue
// again (catalog-index.ts). So does every other write route (a carrier's webhook returning a
// shipment) and every background job (tellingStockMoves): whatever puts stock back is shown.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { invalidateCatalogCache, type MovedProducts } from '../modules/catalog/catalog-cache';
import { collectStockMoves } from '../modules/catalog/stock-moves';
import { isWrite } from '../http/methods';

const CATALOGUE_WRITERS = /^\/api\/(admin|vendor|store\/orders|store\/reviews)(\/|$)/;
/** Writers whose only change to a product is its stock (orders, cancellations, returns). */
const STOCK_ONLY_WRITERS = /^\/api\/(store|vendor|admin)\/(orders|returns)(\/|$)/;
export const CATALOGUE_CHANNEL = 'angle_catalogue_changed';
/** A notification's payload: the sender's id, then (a change of stock or sales only) the
 * products' ids. */
const STOCK_MARK = ' moved ';
/** NOTIFY's payload is limited to 8,000 bytes: a longer list is sent as a change of anything. */
const MAX_PAYLOAD = 7_000;
/** How long the stock moves of this instance wait to be told together (well within the second a
 * write may take to show on every instance). */
const STOCK_NOTIFY_MS = 20;

/** Why the catalogue caches were dropped: a write here, another instance's, or a lost link. */
export type CatalogueChange = 'local-write' | 'other-instance' | 'reconnected';

interface Instance {
  emitter: EventEmitter;
  /** Tells this instance's own notifications from the others' (tests run two in one process). */
  id: string;
  /** Products whose stock moved here and that the other instances are not told of yet. */
  moved: Set<string>;
  flush: NodeJS.Timeout | undefined;
}

const instances = new WeakMap<Database, Instance>();
function instanceOf(database: Database): Instance {
  let instance = instances.get(database);
  if (!instance) {
    instance = {
      emitter: new EventEmitter(),
      id: `${process.pid}-${crypto.randomUUID()}`,
      moved: new Set(),
      flush: undefined,
    };
    instance.emitter.setMaxListeners(0);
    instances.set(database, instance);
  }
  return instance;
}

/**
 * Calls `listener` after every catalogue change seen by this process (its own writes and,
 * on PostgreSQL, other instances'), once the catalogue cache has been dropped. Returns the
 * unsubscribe function.
 */
export function onCatalogueChanged(
  database: Database,
  listener: (why: CatalogueChange) => void,
): () => void {
  const { emitter } = instanceOf(database);
  emitter.on('changed', listener);
  return () => emitter.off('changed', listener);
}

/** Drops this process's catalogue caches and tells the subscribers. */
function dropCaches(database: Database, why: CatalogueChange, moves?: MovedProducts) {
  invalidateCatalogCache(database, moves);
  instanceOf(database).emitter.emit('changed', why);
}

/**
 * A committed write changed the catalogue: drop the caches here now, and on PostgreSQL tell
 * the other instances. The notification is sent after the answer's cache drop, outside the
 * writer's transaction, so it never waits on it; a lost notification is bounded by the TTL.
 */
export function catalogueChanged(app: FastifyInstance, moves?: MovedProducts): void {
  catalogueChangedIn(app.database, app.log, moves);
}

/** The same for work outside a request (a background job), given the database and a log. */
export function catalogueChangedIn(
  database: Database,
  log: FastifyBaseLogger,
  moves?: MovedProducts,
): void {
  dropCaches(database, 'local-write', moves);
  if (database.kind !== 'postgres') return;
  const instance = instanceOf(database);
  if (!moves) {
    // A change of anything covers the stock moves waiting to be told.
    instance.moved.clear();
    void notify(database, log, instance.id);
    return;
  }
  // Stock moves are told together, a few milliseconds later: one NOTIFY for a burst of orders
  // instead of one statement an order (PostgreSQL also serialises the commits that notify).
  for (const id of moves.moved) instance.moved.add(id);
  instance.flush ??= setTimeout(() => void flushMoves(database, log), STOCK_NOTIFY_MS);
  instance.flush.unref?.();
}

/** Sends the stock moves waiting now (their products' ids, or a change of anything if too
 * many); resolves once sent. Closing calls it, and so do tests that count statements. */
export function flushMoves(database: Database, log: FastifyBaseLogger): Promise<void> {
  const instance = instanceOf(database);
  clearTimeout(instance.flush);
  instance.flush = undefined;
  if (instance.moved.size === 0) return Promise.resolve();
  const payload = `${instance.id}${STOCK_MARK}${[...instance.moved].join(',')}`;
  instance.moved.clear();
  return notify(database, log, Buffer.byteLength(payload) <= MAX_PAYLOAD ? payload : instance.id);
}

function notify(database: Database, log: FastifyBaseLogger, payload: string): Promise<void> {
  return database.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload]).then(
    () => {},
    (err: unknown) =>
      log.warn({ err }, 'could not tell the other instances that the catalogue changed'),
  );
}

/**
 * Runs background work (a job: releasing unpaid orders, cancelling unconfirmed COD ones) with a
 * collector of the products whose stock it moved, and reports them once it has ended, as a
 * stock-only writer's request does: the storefront shows the stock put back without waiting for
 * a rebuild. Moves of a transaction that rolled back only make the index read a few rows again.
 */
export async function tellingStockMoves<T>(
  database: Database,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  let running!: Promise<T>;
  const moved = collectStockMoves(() => {
    running = work();
  });
  try {
    return await running;
  } finally {
    if (moved.size > 0) catalogueChangedIn(database, log, { moved: [...moved] });
  }
}

export async function registerCatalogInvalidation(app: FastifyInstance) {
  // Attached when a write route is added (reads never carry it), so no route can be missed and
  // a storefront read pays nothing for it. Every write route but the catalogue's own writers
  // (which report a change of anything) runs with a stock collector: besides the order and
  // return routes, a carrier's webhook puts a returned shipment's stock back (RTO), and any
  // route that moves stock later is covered without being listed.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some(isWrite)) return;
    const writer = CATALOGUE_WRITERS.test(route.url);
    const stockOnly = !writer || STOCK_ONLY_WRITERS.test(route.url);
    if (stockOnly) route.preHandler = [...[route.preHandler ?? []].flat(), collectMoves];
    route.onSend = [...[route.onSend ?? []].flat(), writer ? invalidateOnSuccess : tellMoves];
  });

  /** The products whose stock a write request moved. */
  const movedBy = new WeakMap<FastifyRequest, Set<string>>();

  function collectMoves(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    // The handler runs inside the collector (its transaction too). A later hook, after the body
    // was read: a stream's events would run outside it.
    movedBy.set(request, collectStockMoves(done));
  }

  /**
   * After the answer: a catalogue writer's success is a change (of stock only, for the order and
   * return routes); any other write, or a writer that failed after its commit, changed the
   * storefront only by the stock it moved, if any.
   */
  const reportChange = (writer: boolean) =>
    function report(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, payload: unknown) => void,
    ) {
      const moved = movedBy.get(request);
      if (writer && isWrite(request.method) && reply.statusCode < 400)
        catalogueChanged(app, moved && { moved: [...moved] });
      else if (moved?.size) catalogueChanged(app, { moved: [...moved] });
      done(null, payload);
    };
  const invalidateOnSuccess = reportChange(true);
  const tellMoves = reportChange(false);

  const { database } = app;
  if (!database.listen) return;
  const listener = await database.listen(CATALOGUE_CHANNEL, {
    onNotify: (payload) => {
      const mark = payload.indexOf(STOCK_MARK);
      const from = mark === -1 ? payload : payload.slice(0, mark);
      if (from === instanceOf(database).id) return;
      const moved = mark === -1 ? null : payload.slice(mark + STOCK_MARK.length);
      dropCaches(
        database,
        'other-instance',
        moved === null ? undefined : { moved: moved ? moved.split(',') : [] },
      );
    },
    onReconnect: () => {
      app.log.info('catalogue notifications: listening again');
      dropCaches(database, 'reconnected');
    },
    onError: (err) => app.log.warn({ err }, 'catalogue notifications: connection lost'),
  });
  app.addHook('onClose', async () => {
    // The moves still waiting are told before the pool closes.
    await flushMoves(database, app.log);
    await listener.close();
  });
}
