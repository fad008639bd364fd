// Any write that succeeds in the vendor portal or Angle Admin (products, images, vendors,
// settings), any order placed or cancelled (stock), and any review written, changed or moderated
// (the product's rating), may change what the storefront shows:
// drop the catalogue cache before the answer leaves, so the writer's next read is already fresh.
// One hook here instead of a call in every writer, so a new write route cannot forget it.
//
// Several instances on one PostgreSQL (issue #22, docs/decisions/015-several-instances.md): the
// writer also sends NOTIFY on CATALOGUE_CHANNEL, and every instance LISTENs on it and drops its
// own cache when another one wrote, well within a second. On PGlite there is one process and
// the in-process path is all there is. Anything else cached from the catalogue (the server-
// rendered pages) subscribes with onCatalogueChanged and is dropped at the same moments.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { invalidateCatalogCache } from '../modules/catalog/catalog-cache';
import { isWrite } from '../http/methods';

const CATALOGUE_WRITERS = /^\/api\/(admin|vendor|store\/orders|store\/reviews)(\/|$)/;
export const CATALOGUE_CHANNEL = 'angle_catalogue_changed';

/** Why the catalogue caches were dropped: a write here, another instance's, or a lost link. */
export type CatalogueChange = 'local-write' | 'other-instance' | 'reconnected';

interface Instance {
  emitter: EventEmitter;
  /** Tells this instance's own notifications from the others' (tests run two in one process). */
  id: string;
}

const instances = new WeakMap<Database, Instance>();
function instanceOf(database: Database): Instance {
  let instance = instances.get(database);
  if (!instance) {
    instance = { emitter: new EventEmitter(), id: `${process.pid}-${crypto.randomUUID()}` };
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
function dropCaches(database: Database, why: CatalogueChange) {
  invalidateCatalogCache(database);
  instanceOf(database).emitter.emit('changed', why);
}

/**
 * A committed write changed the catalogue: drop the caches here now, and on PostgreSQL tell
 * the other instances. The notification is sent after the answer's cache drop, outside the
 * writer's transaction, so it never waits on it; a lost notification is bounded by the TTL.
 */
export function catalogueChanged(app: FastifyInstance): void {
  catalogueChangedIn(app.database, app.log);
}

/** The same for work outside a request (a background job), given the database and a log. */
export function catalogueChangedIn(database: Database, log: FastifyBaseLogger): void {
  dropCaches(database, 'local-write');
  if (database.kind !== 'postgres') return;
  database
    .query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, instanceOf(database).id])
    .catch((err: unknown) =>
      log.warn({ err }, 'could not tell the other instances that the catalogue changed'),
    );
}

export async function registerCatalogInvalidation(app: FastifyInstance) {
  // Attached when a writer route is added (reads never carry it), so no route can be missed and
  // a storefront read pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some(isWrite) || !CATALOGUE_WRITERS.test(route.url)) return;
    route.onSend = [...[route.onSend ?? []].flat(), invalidateOnSuccess];
  });

  function invalidateOnSuccess(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) {
    if (isWrite(request.method) && reply.statusCode < 400) catalogueChanged(app);
    done(null, payload);
  }

  const { database } = app;
  if (!database.listen) return;
  const listener = await database.listen(CATALOGUE_CHANNEL, {
    onNotify: (from) => {
      if (from !== instanceOf(database).id) dropCaches(database, 'other-instance');
    },
    onReconnect: () => {
      app.log.info('catalogue notifications: listening again');
      dropCaches(database, 'reconnected');
    },
    onError: (err) => app.log.warn({ err }, 'catalogue notifications: connection lost'),
  });
  app.addHook('onClose', () => listener.close());
}
