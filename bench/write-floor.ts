// The floor of issue #35's write budgets: the statements one add to cart and one order placement
// send, replayed by a bare loop against the same database, with no HTTP, validation, session
// handling or SQL building in between. The statements are the server's own: an in-process app on
// the data set answers a few requests of each kind (the bench's: a plain product's quantity set;
// a two-product cash-on-delivery order to a new address) while every statement it sends is
// recorded; the loop sends them again, with new ids, order numbers and keys, as fast as it can
// (10 connections on PostgreSQL, like the bench; PGlite is one session). It prints statements/s
// and operations/s: a route's bench figure is compared with 0.8× this.
//
//   npx tsx bench/write-floor.ts --db pglite --data-dir .tmp/write-floor/pglite-1000
//   npx tsx bench/write-floor.ts --db postgres --pg-url postgres://postgres@127.0.0.1:5432/angle_writes
//
// `--generate` first fills the database with bench/generate.ts's data set of `--size` products.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { createDb, isPrepared, type Database, type QueryOptions } from '../src/server/db/client';
import { isUniqueViolation } from '../src/server/modules/auth/accounts';
import { newOrderNumber } from '../src/server/modules/orders/order-number';
import { BENCH_SHOPPERS, generate, orderableProductIds } from './generate';
import { BENCH_ADDRESS, CART_PRODUCTS } from './scenarios';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'data-dir': { type: 'string', default: '.tmp/write-floor/pglite-1000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/angle_writes' },
    size: { type: 'string', default: '1000' },
    generate: { type: 'boolean', default: false },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    /** Recorded requests of each kind per shopper. */
    samples: { type: 'string', default: '3' },
    /** Also writes `{ "add to cart": ops/s, "order placement": ops/s }` here (bench/run.ts). */
    json: { type: 'string' },
  },
});

interface Statement {
  text: string;
  params: unknown[];
  options?: QueryOptions | undefined;
}
/** One request's statements, in order; BEGIN and COMMIT included. */
type Operation = Statement[];

const onPostgres = args.db === 'postgres';
const durationMs = Number(args.duration) * 1000;
const connections = onPostgres ? Number(args.connections) : 1;

async function openDatabase(): Promise<Database> {
  if (onPostgres) return createDb({ databaseUrl: args['pg-url'], poolSize: connections });
  fs.mkdirSync(args['data-dir'], { recursive: true });
  return createDb({ dataDir: args['data-dir'] });
}

// ---- recording ----

/** Records every statement the app sends (Drizzle's and the raw ones), and on PGlite the
 * transactions' BEGIN and COMMIT, which its driver sends without telling Drizzle's logger. */
function recorder(database: Database) {
  let current: Operation | null = null;
  const push = (s: Statement) => current?.push(s);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Drizzle's logger is internal
  const session = (database.db as any).session;
  const logger = session.logger ?? session.options.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (text: string, params: unknown[]) => {
    logQuery(text, params);
    // Prepared where the server prepares it (db/client.ts preparedRowsOf), replayed prepared.
    push({ text, params, options: isPrepared(text) ? { prepare: true } : undefined });
  };
  const query = database.query.bind(database);
  database.query = (text, params, options) => {
    push({ text, params: params ?? [], options });
    return query(text, params, options);
  };
  if (!onPostgres) {
    const transaction = database.db.transaction.bind(database.db);
    database.db.transaction = (async (fn: never, config: never) => {
      push({ text: 'BEGIN', params: [] });
      try {
        const result = await transaction(fn, config);
        push({ text: 'COMMIT', params: [] });
        return result;
      } catch (err) {
        push({ text: 'ROLLBACK', params: [] });
        throw err;
      }
    }) as typeof database.db.transaction;
  }
  // The ids a recorded request makes (orders, shipments, mails) are new in every replay; those
  // made between recordings (the carts the adds go into) stay what they are.
  // Node's crypto and the web Crypto (the tables' id default) both make them.
  const made = new Set<string>();
  for (const source of [crypto, globalThis.crypto]) {
    const randomUUID = source.randomUUID.bind(source);
    source.randomUUID = () => {
      const id = randomUUID();
      if (current) made.add(id);
      return id;
    };
  }
  return {
    made,
    async record(fn: () => Promise<void>): Promise<Operation> {
      current = [];
      await fn();
      // What the app sends after the answer lands here too: PostgreSQL's NOTIFY of the stock
      // moves, 20 ms on. The server sends one for a burst of orders, not one an order
      // (plugins/catalog-invalidation.ts), so it is not replayed with each order, like the
      // outbox's mails and the popularity sums, which the server's other work also does.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const op = current.filter((s) => !s.text.startsWith('SELECT pg_notify('));
      current = null;
      return op;
    },
  };
}

async function recordOperations(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-floor-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    SERVER_RENDER_ENTRY: '',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const origin = config.publicUrl;
  const orderable = await orderableProductIds(database);
  const rec = recorder(database);
  const adds: Operation[] = [];
  const orders: Operation[] = [];
  let n = 0;
  for (let i = 1; i <= BENCH_SHOPPERS.count; i++) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin },
      payload: { email: BENCH_SHOPPERS.email(i), password: BENCH_SHOPPERS.password },
    });
    const cookie = login.cookies.find((c) => c.name.endsWith('session_token'));
    if (!cookie) throw new Error(`Bench shopper ${i} cannot sign in: ${login.body}`);
    const headers = { cookie: `${cookie.name}=${cookie.value}`, origin };
    const put = (id: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/store/cart/items/${id}`,
        headers,
        payload: { quantity: 1 + (n % 3) },
      });
    // The cart as the bench's adds leave it: every one of the products they draw from (an add
    // prices the whole cart, so a cart of a few lines would make the floor's adds cheaper than
    // the bench's). It also exists before an add is recorded: an add that made the cart would be
    // replayed with a new cart id the database's existing cart does not have.
    const drawn = orderable.slice(0, CART_PRODUCTS);
    const filled = await app.inject({
      method: 'POST',
      url: '/api/store/cart/merge',
      headers,
      payload: { items: drawn.map((productId) => ({ productId, quantity: 1 })) },
    });
    if (filled.statusCode !== 200) throw new Error(`The cart was not filled: ${filled.body}`);
    for (let s = 0; s < Number(args.samples); s++) {
      // An order takes its lines out of the cart: the product added next is put back first.
      const product = drawn[n++ % drawn.length]!;
      await put(product);
      adds.push(await rec.record(async () => void (await put(product))));
      const first = (n * 7) % orderable.length;
      const items = [orderable[first]!, orderable[(first + 1) % orderable.length]!];
      orders.push(
        await rec.record(async () => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/store/orders',
            headers: {
              ...headers,
              'idempotency-key': `floorkey${crypto.randomBytes(6).toString('hex')}`,
            },
            payload: {
              items: items.map((productId, k) => ({ productId, quantity: 1 + k })),
              address: BENCH_ADDRESS,
              paymentMethod: 'cod',
            },
          });
          if (res.statusCode !== 201) throw new Error(`Order refused: ${res.body}`);
        }),
      );
    }
  }
  await app.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { adds, orders, made: rec.made };
}

// ---- replaying ----

const ORDER_NUMBER = /ANG-\d{4}-[2-9A-HJKMNP-Z]{6}/g;
const KEY = /floorkey[0-9a-f]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The operation with the ids it made, its order number and its key replaced by new ones. */
function fresh(op: Operation, made: Set<string>): Operation {
  const ids = new Map<string, string>();
  // A number as the server draws it (its alphabet, so as few clashes as the server has).
  const suffix = newOrderNumber().slice(-6);
  const key = `floorkey${crypto.randomBytes(8).toString('hex')}`;
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value
        .replace(UUID, (id) => {
          if (!made.has(id)) return id;
          let next = ids.get(id);
          if (!next) ids.set(id, (next = crypto.randomUUID()));
          return next;
        })
        .replace(ORDER_NUMBER, (number) => `${number.slice(0, 9)}${suffix}`)
        .replace(KEY, key);
    }
    return Array.isArray(value) ? value.map(swap) : value;
  };
  return op.map((s) => ({ ...s, params: s.params.map(swap) }));
}

const nameOf = (text: string) =>
  `floor_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

interface Tally {
  operations: number;
  statements: number;
  /** Milliseconds spent in each statement of the operation, by its position. */
  ms: number[];
  /** Orders tried again after an order-number clash (numberClash). */
  clashes: number;
}

async function timed(t: Tally, i: number, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  t.ms[i] = (t.ms[i] ?? 0) + performance.now() - started;
  t.statements++;
}

/** An order number drawn before (the data set holds 333k orders): the server tries such an
 * order again with a new number (orders/place-order.ts), and so does the replay. */
const numberClash = (err: unknown) => isUniqueViolation(err, 'orders_number_unique');

async function replayPglite(database: Database, ops: Operation[], made: Set<string>, t: Tally) {
  const until = Date.now() + durationMs;
  while (Date.now() < until) {
    try {
      for (const [i, s] of fresh(ops[t.operations % ops.length]!, made).entries()) {
        await timed(t, i, () => database.query(s.text, s.params, s.options));
      }
    } catch (err) {
      if (!numberClash(err)) throw err;
      await database.query('ROLLBACK');
      t.clashes++;
      continue;
    }
    t.operations++;
  }
}

async function replayPostgres(pool: pg.Pool, ops: Operation[], made: Set<string>, t: Tally) {
  const until = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < until) {
      const op = fresh(ops[t.operations % ops.length]!, made);
      const client = await pool.connect();
      try {
        for (const [i, s] of op.entries()) {
          // Prepared where the server prepares it (node-postgres keeps it per connection).
          await timed(t, i, () =>
            s.options?.prepare
              ? client.query({ name: nameOf(s.text), text: s.text, values: s.params })
              : client.query(s.text, s.params),
          );
        }
      } catch (err) {
        if (!numberClash(err)) throw err;
        await client.query('ROLLBACK');
        t.clashes++;
        continue;
      } finally {
        client.release();
      }
      t.operations++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

async function floorOf(
  name: string,
  database: Database,
  pool: pg.Pool | null,
  ops: Operation[],
  made: Set<string>,
) {
  const t: Tally = { operations: 0, statements: 0, ms: [], clashes: 0 };
  const started = performance.now();
  if (pool) await replayPostgres(pool, ops, made, t);
  else await replayPglite(database, ops, made, t);
  const seconds = (performance.now() - started) / 1000;
  const perOp = ops.map((o) => o.length);
  console.log(
    `${args.db} ${name}: ${Math.round(t.operations / seconds)} operations/s, ` +
      `${Math.round(t.statements / seconds)} statements/s ` +
      `(${Math.min(...perOp)}–${Math.max(...perOp)} statements each, ${connections} connection${connections > 1 ? 's' : ''}, ${seconds.toFixed(1)} s` +
      `${t.clashes ? `; ${t.clashes} tried again after an order-number clash` : ''})`,
  );
  // Where an operation's time goes, statement by statement (a connection's wait included).
  const ms = t.ms.map((m, i) => `${i + 1}: ${(m / t.operations).toFixed(2)}`).join(', ');
  console.log(`  ms per operation by statement: ${ms}`);
  return t.operations / seconds;
}

async function main() {
  const database = await openDatabase();
  try {
    if (args.generate) {
      const size = Number(args.size);
      await generate(database, {
        products: size,
        vendors: Math.min(500, Math.max(7, Math.round(size / 200))),
        orderItems: size * 10,
        uploadsDir: path.join('.tmp/write-floor/uploads'),
      });
    }
    const { adds, orders, made } = await recordOperations(database);
    const show = (op: Operation) =>
      op.map((s, i) => `  ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n');
    console.log(`add to cart, as recorded:\n${show(adds[0]!)}`);
    console.log(`order placement, as recorded:\n${show(orders[0]!)}`);
    const pool = onPostgres
      ? new pg.Pool({ connectionString: args['pg-url'], max: connections })
      : null;
    try {
      const floor = {
        'add to cart': await floorOf('add to cart', database, pool, adds, made),
        'order placement': await floorOf('order placement', database, pool, orders, made),
      };
      if (args.json) fs.writeFileSync(args.json, JSON.stringify(floor));
    } finally {
      await pool?.end();
    }
  } finally {
    await database.close();
  }
}

await main();
