// One createDb() for both databases: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { hasSqlState } from '../errors';
import { acquireDataDirLock } from './lock';
import * as identityAndCatalog from './schema';
import * as commerce from './schema-commerce';
import * as payoutTables from './schema-payouts';
import * as returnsAndRefunds from './schema-returns';
import * as site from './schema-site';
import * as reportTotals from './schema-report-totals';

export const schema = {
  ...identityAndCatalog,
  ...commerce,
  ...site,
  ...reportTotals,
  ...payoutTables,
  ...returnsAndRefunds,
};
export type Schema = typeof schema;

/** The Drizzle API both drivers share; services take this (or a Tx) as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Rows of a raw SQL query, the same shape on both drivers. `prepare` keeps the statement
   * prepared on the connection (named after its text), so repeats skip parsing and planning: for
   * hot, fixed statements of a few parameters (the product page's statement spends 0.9 ms of
   * 1.3 ms planning on PGlite; decision 012).
   */
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * `select 1` for the readiness check. On PostgreSQL over a connection of its own, with a short
   * timeout: it never waits in the pool behind the requests (issue #34), so a busy instance is
   * still ready and a stuck database is seen within PING_TIMEOUT_MS.
   */
  ping(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics, modules/metrics). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
  /** Statements sent so far: tests assert that a request costs a fixed number of queries. */
  stats: { queries: number };
  /** The embedded database itself (tests dump and restore it). */
  pglite?: PGlite;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own, kept open (and opened
   * again after a drop, calling `onReconnect`, since notifications sent meanwhile are lost).
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /**
   * PostgreSQL only: runs `fn` while holding a session advisory lock on `key`, so instances
   * starting together do it one after another (migrations).
   */
  withAdvisoryLock?<T>(key: number, fn: () => Promise<T>): Promise<T>;
}

export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface QueryOptions {
  prepare?: boolean;
}

const preparedNames = new Map<string, string>();

/** The name a prepared statement gets: one per statement text, the same on every connection;
 * worked out once per text (only the few fixed statements asked to be prepared get one). */
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (!name) {
    name = `angle_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * The parameters as SQL literals for PGlite's `EXECUTE name(…)`, which takes no bound parameters;
 * null when one cannot be written as a literal exactly as it would be bound (then the statement
 * runs unprepared). Literals are quoted and escaped by node-postgres' own `escapeLiteral`; quoted,
 * they take the type PREPARE inferred, as bound text parameters do.
 */
function literalsOf(params: readonly unknown[]): string[] | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) literals.push('NULL');
    else if (typeof value === 'string' && !value.includes('\0'))
      literals.push(pg.escapeLiteral(value));
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
      literals.push(pg.escapeLiteral(String(value)));
    else return null;
  }
  return literals;
}

/**
 * On a PGlite session (or a transaction on it): PREPARE `name` once for the session (`prepared`
 * holds the names it has), then EXECUTE it with the parameters as literals. The simple protocol:
 * PGlite's query() sends parse, describe, bind, describe, execute and sync into the WebAssembly
 * one call each, exec() a query and a sync (0.4 against 0.08 ms of CPU for `select 1`; the product
 * page's statement 0.93 against 0.44 ms). The rows are parsed by the same type parsers.
 */
async function executeOnPglite<T>(
  exec: (sql: string) => Promise<{ rows: unknown[] }[]>,
  prepared: Set<string>,
  name: string,
  text: string,
  literals: readonly string[],
): Promise<T[]> {
  if (!prepared.has(name)) {
    // 42P05: prepared already (by a call that failed after preparing): keep that one.
    await exec(`PREPARE ${name} AS ${text}`).catch((err: unknown) => {
      if (!hasSqlState(err, (state) => state === '42P05')) throw err;
    });
    prepared.add(name);
  }
  const [result] = await exec(`EXECUTE ${name}(${literals.join(', ')})`);
  return (result?.rows ?? []) as T[];
}

/** The statement was dropped (26000) or the tables under it changed its result (0A000): prepare
 * it again. */
const needsPreparing = (err: unknown) =>
  hasSqlState(err, (state) => state === '26000' || state === '0A000');

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The connection was lost and is open again: anything may have changed meanwhile. */
  onReconnect(): void;
  onError(err: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

/**
 * Session settings every connection gets. Catalogue search finds typos with pg_trgm's `<%`
 * operator, whose threshold is this setting (0.6 by default): see modules/catalog/list-products.ts.
 */
/**
 * PGlite's buffer pool. PostgreSQL's default (128 MB) is allocated and touched inside the
 * WebAssembly memory as the database opens: 302 MB of resident memory for an open demo database
 * against 171 MB with 16 MB (issue #35's budget: the demo's server ≤ 400 MB). Pages that miss it
 * come from the operating system's file cache, a copy away, not a disk read.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.45' } as const;

/** A Drizzle logger that only counts statements. */
function counter(stats: { queries: number }) {
  return { logQuery: () => void stats.queries++ };
}

export async function createDb(opts: CreateDbOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize) : openPglite(opts);
}

/** How long a request waits for a pooled connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The query that was running fails on its own and says why; the event adds nothing to it. */
const ignoreLostConnection = () => {};

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options,
    // A request waits this long at most for a connection (the pool full, or the database not
    // accepting), then fails with 503 and Retry-After (plugins/errors.ts) instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection the server or the network drops must not crash the process (issue #34): the
  // pool listens on its idle clients only, and a client checked out (a transaction, the
  // advisory lock) emits 'error' with no one listening when its socket goes between two
  // statements. Every client gets a listener for its whole life; the statement in flight fails
  // (503, plugins/errors.ts), and the pool drops the broken client on release and opens a new
  // one for the next request, so the instance answers again as soon as the database does.
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  pool.on('error', ignoreLostConnection);
  const stats = { queries: 0 };
  const stale = new Set<string>();
  const db = drizzlePg(pool, { schema, logger: counter(stats) }) as unknown as Db;
  const readiness = pingConnection(url);
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    stats,
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      stats.queries++;
      if (!options?.prepare) return (await pool.query(text, params)).rows as T[];
      const name = preparedName(text);
      if (stale.has(name)) return (await pool.query(text, params)).rows as T[];
      // node-postgres prepares a named statement once per connection and reuses it.
      try {
        return (await pool.query({ name, text, values: params })).rows as T[];
      } catch (err) {
        // The tables changed under it (a migration by another instance): node-postgres cannot
        // prepare a name again, so this statement runs unprepared until the next start.
        if (!needsPreparing(err)) throw err;
        stale.add(name);
        return (await pool.query(text, params)).rows as T[];
      }
    },
    ping: readiness.ping,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => (closed ??= Promise.all([pool.end(), readiness.close()]).then(() => {})),
    listen: (channel, handlers) => listenOn(url, channel, handlers),
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
  };
}

/** How long the readiness `select 1` (connecting included) may take before it counts as down:
 * below the proxy's `timeout check` (docs/deploy.md). */
export const PING_TIMEOUT_MS = 1_500;

/**
 * One client outside the pool for the readiness check, opened on first use and again after an
 * error or a timeout (a timed-out client is dropped: its answer may still come).
 */
function pingConnection(url: string) {
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  const drop = (c: Promise<pg.Client>) => {
    if (client === c) client = undefined;
    void c.then((open) => open.end()).catch(() => {});
  };
  const open = () => {
    if (client) return client;
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
      application_name: 'angle-readiness',
    });
    const opening = c.connect().then(() => c);
    c.on('error', () => drop(opening));
    client = opening;
    opening.catch(() => drop(opening));
    return opening;
  };
  return {
    async ping() {
      if (closed) throw new Error('The database is closed.');
      const c = open();
      try {
        await (await c).query('select 1');
      } catch (err) {
        drop(c);
        throw err;
      }
    },
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      await c?.then((open) => open.end()).catch(() => {});
    },
  };
}

const RECONNECT_MS = 500;

/** One client outside the pool: a pooled connection would be handed to queries and lose LISTEN. */
async function listenOn(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel) handlers.onNotify(m.payload ?? '');
    });
    c.on('error', (err) => {
      handlers.onError(err);
      void c.end().catch(() => {});
      if (client === c) client = undefined;
      schedule();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      void c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => handlers.onReconnect(),
        (err: unknown) => {
          handlers.onError(err);
          schedule();
        },
      );
    }, RECONNECT_MS);
    retry.unref();
  };
  await connect();
  return {
    async close() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

async function openPglite({ dataDir, loadDataDir }: CreateDbOptions): Promise<Database> {
  let release = () => {};
  // The lock creates the folder (PGlite fails with ENOENT when it is missing).
  if (dataDir) release = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    for (const [k, v] of Object.entries(SESSION_SETTINGS)) await client.exec(`SET ${k} = ${v}`);
  } catch (err) {
    release();
    throw err;
  }
  const stats = { queries: 0 };
  const prepared = new Set<string>();
  const db = drizzlePglite(client, { schema, logger: counter(stats) }) as unknown as Db;
  preparedOnPglite.set((db as unknown as DrizzleInternals).session.options, prepared);
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    stats,
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      stats.queries++;
      const literals = options?.prepare ? literalsOf(params ?? []) : null;
      if (!literals) return (await client.query<T>(text, params)).rows;
      // PGlite runs one session: PREPARE once (not counted: setup), then EXECUTE.
      const name = preparedName(text);
      const execute = () =>
        executeOnPglite<T>((sql) => client.exec(sql), prepared, name, text, literals);
      try {
        return await execute();
      } catch (err) {
        if (!needsPreparing(err)) throw err;
        prepared.delete(name);
        await client.exec(`DEALLOCATE ${name}`).catch(() => {});
        return execute();
      }
    },
    ping: async () => {
      if (client.closed) throw new Error('The database is closed.');
      await db.execute(sql`select 1`);
    },
    close: () =>
      (closed ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      })()),
  };
}

/**
 * A READ COMMITTED transaction's options: named in PostgreSQL's BEGIN (free), whatever the
 * server's default; none on PGlite, whose one session runs at its default READ COMMITTED and
 * for which Drizzle would send the name as one more statement per transaction (issue #35).
 */
export function readCommitted(db: Db): { isolationLevel: 'read committed' } | undefined {
  return db instanceof PgliteDatabase ? undefined : { isolationLevel: 'read committed' };
}

/** The rows of a raw drizzle `sql` statement, run on a database or in a transaction: both
 * drivers answer `{ rows }`, which Drizzle's shared type does not say. */
export async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** What preparedRowsOf reads of Drizzle's database or transaction object (internal there). */
interface DrizzleInternals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    options: object;
    logger: { logQuery(text: string, params: unknown[]): void };
    client: { exec?(text: string): Promise<{ rows: unknown[] }[]> };
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/** The names prepared on each PGlite session, by its Drizzle session's options (a database and
 * its transactions share them); Database.query's prepared statements are in the same set. */
const preparedOnPglite = new WeakMap<object, Set<string>>();
/** Statements the tables changed under (a migration by another instance): run unprepared. */
const staleStatements = new Set<string>();

/** The statement's text was run prepared (bench/write-floor.ts replays it prepared too). */
export const isPrepared = (text: string) => preparedNames.has(text);

/**
 * rowsOf for a hot statement whose text never changes (only its parameters), on a database or in
 * a transaction: prepared on the connection the first time and executed after, so PostgreSQL
 * neither parses nor, once it keeps a generic plan, plans it again. Issue #35: planning was more
 * than half of an add to cart's database time (the cart's lock and its upsert-and-quote, 3.2 ms
 * a pair unprepared, 1.3 ms prepared). On PGlite, PREPARE and EXECUTE with the parameters as
 * literals, like Database.query's `prepare`; JSON columns come back parsed either way. A
 * statement the tables changed under fails once (its transaction is lost) and then runs
 * unprepared: `retryReprepared` runs such a transaction again.
 */
export async function preparedRowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const query = dialect.sqlToQuery(statement);
  const name = preparedName(query.sql);
  if (staleStatements.has(name)) return rowsOf(db, statement);
  const onPglite = preparedOnPglite.get(session.options);
  const literals = onPglite ? literalsOf(query.params) : null;
  try {
    if (!onPglite) {
      return (await session.prepareQuery(query, undefined, name, false).execute()).rows as T[];
    }
    if (!literals || !session.client.exec) return rowsOf(db, statement);
    session.logger.logQuery(query.sql, query.params);
    const exec = session.client.exec.bind(session.client);
    return await executeOnPglite<T>(exec, onPglite, name, query.sql, literals);
  } catch (err) {
    if (needsPreparing(err)) staleStatements.add(name);
    throw err;
  }
}

/** Runs `transaction` again, once, when a prepared statement in it had to be dropped. */
export async function retryReprepared<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (err) {
    if (!needsPreparing(err)) throw err;
    return transaction();
  }
}
