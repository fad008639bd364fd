// `npm run test:cluster`, the fault suite (issue #34): two instances on PostgreSQL and Redis
// behind HAProxy, each reaching PostgreSQL and Redis through a TCP proxy of the suite's own
// (test/faults/tcp-proxy.ts), under a bounded load of orders and catalogue reads. Faults in
// turn: PostgreSQL connections reset, PostgreSQL refusing connections, Redis gone (10 s each),
// one instance's database link slowed by 1 s, and a SIGTERM to one instance. After each: no
// instance died (the SIGTERMed one exited 0), every acknowledged order is in the database and
// stock is exact, every failure was a 503 with Retry-After, and orders pass again within 5 s of
// the fault's end. The figures are printed (docs/deploy.md, "What happens when…").
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_ADDRESS,
  setOrderLimits,
  setStock,
  stockMismatches,
  stockOf,
} from '../../modules/orders/test-shoppers';
import { startTcpProxy, type TcpProxy } from '../faults/tcp-proxy';
import { startCluster, waitForOk, type Cluster } from './cluster-harness';

const PRODUCT = 'prod-010';
const VARIANT = 'prod-010-v1';
const INITIAL_STOCK = 100_000;
const FAULT_MS = 10_000;
/** Orders must pass again within this of a fault's end. */
const BACK_WITHIN_MS = 5_000;
const SHOPPERS = 4;
/** At most this many requests of each kind per fault: the load is bounded in count and time. */
const MAX_REQUESTS = 800;

let cluster: Cluster;
const pgProxies: TcpProxy[] = [];
const redisProxies: TcpProxy[] = [];
let shoppers: Shopper[];
const figures: Record<string, unknown>[] = [];
/** Stock left plus units sold, before any fault (the seed has sold some already). */
let stockAndSold: number;

interface Shopper {
  email: string;
  cookie: string;
}

interface Outcome {
  /** `direct`: an order sent to instance B itself, past HAProxy (what the instance answers). */
  kind: 'order' | 'read' | 'direct';
  start: number;
  end: number;
  /** 0: the request itself failed (no answer). */
  status: number;
  retryAfter: string | null;
  contentType: string;
  key?: string;
  shopper?: Shopper;
  /** Sent as `x-test-request`: HAProxy's log line of this request carries it. */
  requestId: string;
}

const hostPortOf = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 5432) };
};
const throughProxy = (url: string, proxy: TcpProxy) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
};

beforeAll(async () => {
  cluster = await startCluster({
    ...(process.env.TEST_DATABASE_URL ? { postgresUrl: process.env.TEST_DATABASE_URL } : {}),
    log: (line) => console.log(line),
    proxyRequestLog: true,
    prepare: async (database) => {
      await setOrderLimits(database);
      await setStock(database, VARIANT, INITIAL_STOCK);
    },
    instanceEnv: async ({ index, databaseUrl, redisUrl }) => {
      const pg = await startTcpProxy(hostPortOf(databaseUrl));
      const redis = await startTcpProxy(hostPortOf(redisUrl));
      pgProxies[index] = pg;
      redisProxies[index] = redis;
      return {
        DATABASE_URL: throughProxy(databaseUrl, pg),
        REDIS_URL: throughProxy(redisUrl, redis),
        SHUTDOWN_GRACE_SECONDS: '10',
      };
    },
  });
  stockAndSold = await stockPlusSold();
  shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => newShopper(cluster.proxyUrl, i)),
  );
}, 180_000);

afterAll(async () => {
  console.log('fault suite figures:\n' + figures.map((f) => JSON.stringify(f)).join('\n'));
  await cluster?.stop();
  for (const p of [...pgProxies, ...redisProxies]) await p?.close();
});

async function post(base: string, url: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function newShopper(base: string, i: number): Promise<Shopper> {
  const email = `faults-${i}-${crypto.randomUUID()}@test.example`;
  const password = 'Faults-password-1';
  const reg = await post(base, '/api/auth/register', { name: `Shopper ${i}`, email, password }, {});
  if (reg.status >= 300) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const res = await post(base, '/api/auth/login', { email, password }, {});
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { email, cookie };
}

const ORDER = {
  items: [{ productId: PRODUCT, variantId: VARIANT, quantity: 1 }],
  address: DELIVERY_ADDRESS,
  paymentMethod: 'cod',
};

const placeOrder = (shopper: Shopper, key: string, base = cluster.proxyUrl, requestId = key) =>
  post(base, '/api/store/orders', ORDER, {
    cookie: shopper.cookie,
    'idempotency-key': key,
    'x-test-request': requestId,
  });

async function timed(
  kind: Outcome['kind'],
  send: (requestId: string) => Promise<Response>,
  more: Partial<Outcome> = {},
): Promise<Outcome> {
  const start = Date.now();
  const requestId = crypto.randomUUID();
  const extra = { ...more, requestId };
  try {
    const res = await send(requestId);
    await res.arrayBuffer();
    return {
      kind,
      start,
      end: Date.now(),
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      contentType: res.headers.get('content-type') ?? '',
      ...extra,
    };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const contentType = `no answer: ${cause?.code ?? cause?.message ?? String(err)}`;
    return { kind, start, end: Date.now(), status: 0, retryAfter: null, contentType, ...extra };
  }
}

async function stockPlusSold(): Promise<number> {
  const [sold] = await cluster.database.query<{ n: number }>(
    `SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE variant_id = $1`,
    [VARIANT],
  );
  return (await stockOf(cluster.database, VARIANT)) + sold!.n;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Shoppers ordering in a loop and a reader browsing, until `stop()`. */
function startLoad() {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  const orderLoop = async (shopper: Shopper, kind: 'order' | 'direct' = 'order') => {
    const base = kind === 'direct' ? cluster.instances[1]!.url : cluster.proxyUrl;
    while (!stopped && count(kind) < MAX_REQUESTS) {
      const key = `faults-${crypto.randomUUID()}`;
      const outcome = await timed(kind, (id) => placeOrder(shopper, key, base, id), {
        key,
        shopper,
      });
      outcomes.push(outcome);
      // A client waits after a refusal (Retry-After says seconds; half of one keeps the load up).
      await pause(outcome.status === 201 ? 100 : 500);
    }
  };
  const readLoop = async () => {
    while (!stopped && count('read') < MAX_REQUESTS) {
      const url = `${cluster.proxyUrl}/api/store/products?limit=4`;
      const outcome = await timed('read', (id) =>
        fetch(url, { headers: { 'x-test-request': id }, signal: AbortSignal.timeout(30_000) }),
      );
      outcomes.push(outcome);
      await pause(outcome.status === 200 ? 50 : 500);
    }
  };
  const running = Promise.all([
    ...shoppers.map((shopper) => orderLoop(shopper)),
    orderLoop(shoppers[0]!, 'direct'),
    readLoop(),
  ]);
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

const downLines = () => cluster.proxyOutput().match(/Server instances\/[ab] is DOWN/g) ?? [];

interface FaultRun {
  name: string;
  /** Starts the fault; resolves when it ends. */
  fault: () => Promise<void>;
  /** Instances HAProxy must keep in (the database faults take both out, rightly). */
  keptIn: Array<'a' | 'b'>;
  /** An instance expected to exit (0) because of the fault. */
  exits?: number;
  /** Reads through the proxy must stay ≥ 99 % 2xx during the fault. */
  readsCarryOn?: boolean;
}

async function runFault({ name, fault, keptIn, exits, readsCarryOn }: FaultRun) {
  await waitForOk(`${cluster.proxyUrl}/api/health/ready`, 'HAProxy, settled', 20_000, 4);
  const downBefore = downLines().length;
  const load = startLoad();
  await pause(1_500);
  const faultStart = Date.now();
  await fault();
  const faultEnd = Date.now();
  // The load goes on until orders pass again (or clearly do not), then a little longer.
  const until = faultEnd + BACK_WITHIN_MS + 3_000;
  while (Date.now() < until) {
    if (load.outcomes.some((o) => o.kind === 'order' && o.status === 201 && o.start >= faultEnd))
      break;
    await pause(100);
  }
  await pause(1_500);
  const outcomes = await load.stop();
  const proxyDown = downLines().slice(downBefore);

  const during = outcomes.filter((o) => o.end >= faultStart && o.start <= faultEnd);
  const failures = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  const answered503 = failures.filter(
    (o) =>
      o.status === 503 &&
      Number(o.retryAfter) >= 1 &&
      o.contentType.startsWith('application/problem+json'),
  );
  const proxyPages = failures.filter((o) => o.contentType.startsWith('text/html'));
  const firstBack = outcomes.find(
    (o) => o.kind === 'order' && o.status === 201 && o.start >= faultEnd,
  );
  const backAfterMs = firstBack ? firstBack.end - faultEnd : Infinity;
  const reads = during.filter((o) => o.kind === 'read');
  const readsOk = reads.filter((o) => o.status >= 200 && o.status < 300).length;

  // Every order the load got no 201 for is sent again with its key, as a client does after a
  // 503: one whose commit's answer was lost answers 200 with that order, the others are placed.
  const isOrder = (o: Outcome) => o.kind === 'order' || o.kind === 'direct';
  const unanswered = outcomes.filter((o) => isOrder(o) && o.status !== 201);
  let replayed = 0;
  let placedOnRetry = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (const o of unanswered.filter((u) => u.shopper === shopper)) {
        const res = await placeOrder(shopper, o.key!);
        if (res.status === 200) replayed++;
        else if (res.status === 201) placedOnRetry++;
        else expect.soft(res.status, `${name}: retry of ${o.key}`).toBe(201);
      }
    }),
  );

  const keys = outcomes.filter(isOrder).map((o) => o.key!);
  const rows = await cluster.database.query<{ key: string; n: number }>(
    `SELECT idempotency_key AS key, count(*)::int AS n FROM orders
     WHERE idempotency_key = ANY($1) GROUP BY idempotency_key`,
    [keys],
  );
  const acknowledged = outcomes.filter((o) => isOrder(o) && o.status === 201);
  const direct = outcomes.filter((o) => o.kind === 'direct');
  const directFailures = direct.filter((o) => o.status !== 201);
  const found = new Set(rows.map((r) => r.key));
  const figure = {
    fault: name,
    faultSeconds: (faultEnd - faultStart) / 1000,
    orders: outcomes.filter((o) => o.kind === 'order').length,
    ordersAcknowledged: acknowledged.length,
    reads: outcomes.filter((o) => o.kind === 'read').length,
    directToB: direct.length,
    directFailures: directFailures.length,
    directAs503WithRetryAfter: directFailures.filter((o) => answered503.includes(o)).length,
    failures: failures.length,
    as503WithRetryAfter: answered503.length,
    proxyHtmlPages: proxyPages.length,
    status500: failures.filter((o) => o.status === 500).length,
    noAnswer: failures.filter((o) => o.status === 0).length,
    noAnswerWhy: [...new Set(failures.filter((o) => o.status === 0).map((o) => o.contentType))],
    otherStatuses: [...new Set(failures.map((o) => o.status))],
    readsOkDuringFault: reads.length ? `${((100 * readsOk) / reads.length).toFixed(1)} %` : '-',
    backAfterSeconds: backAfterMs / 1000,
    replayedOnRetry: replayed,
    placedOnRetry,
    haproxyDown: proxyDown,
  };
  figures.push(figure);
  console.log(JSON.stringify(figure));
  // What HAProxy saw of each request that got no answer (its termination state says who closed).
  const log = cluster.proxyOutput().split('\n');
  for (const o of failures.filter((f) => f.status === 0)) {
    console.log(`no answer (${o.kind}, ${o.contentType}) ${o.requestId}:`);
    for (const line of log.filter((l) => l.includes(o.requestId))) console.log(`  ${line}`);
  }

  // No instance process died, but the one the fault stops.
  cluster.instances.forEach((instance, i) => {
    if (i !== exits)
      expect.soft(instance.child.exitCode, `${name}: ${instance.name} exited`).toBe(null);
  });
  // Every acknowledged order is in the database, once; every key, once (no order twice).
  expect
    .soft(
      acknowledged.filter((o) => !found.has(o.key!)),
      `${name}: lost orders`,
    )
    .toEqual([]);
  expect
    .soft(
      rows.filter((r) => r.n !== 1),
      `${name}: keys with two orders`,
    )
    .toEqual([]);
  expect.soft(rows.length, `${name}: every key placed once after the retries`).toBe(keys.length);
  // Stock exact: what is left and what was sold add up.
  expect.soft(await stockPlusSold(), `${name}: stock`).toBe(stockAndSold);
  expect.soft(await stockMismatches(cluster.database), `${name}: stock totals`).toEqual([]);
  // What an instance itself answers when it cannot serve: 503 with Retry-After, problem+json.
  expect
    .soft(
      directFailures.filter((o) => !answered503.includes(o)),
      `${name}: instance B's own failures that were not 503 + Retry-After`,
    )
    .toEqual([]);
  // A failure is a 503 with Retry-After as problem+json: never a 500, no answer, or an HTML page
  // (HAProxy's own 503 when every instance is out: h/health makes it problem+json).
  expect.soft(failures.filter((o) => o.status === 500).length, `${name}: 500s`).toBe(0);
  expect.soft(failures.filter((o) => o.status === 0).length, `${name}: no answer`).toBe(0);
  expect.soft(proxyPages.length, `${name}: HAProxy HTML pages`).toBe(0);
  expect
    .soft(answered503.length, `${name}: failures that were 503 + Retry-After`)
    .toBe(failures.length);
  expect
    .soft(backAfterMs, `${name}: orders back after the fault (ms)`)
    .toBeLessThanOrEqual(BACK_WITHIN_MS);
  if (readsCarryOn) {
    expect
      .soft(readsOk / reads.length, `${name}: reads 2xx during the fault`)
      .toBeGreaterThanOrEqual(0.99);
  }
  for (const server of keptIn) {
    expect
      .soft(
        proxyDown.filter((l) => l.endsWith(`/${server} is DOWN`)),
        `${name}: ${server} taken out`,
      )
      .toEqual([]);
  }
}

const both = (proxies: TcpProxy[], act: (p: TcpProxy) => Promise<void>) =>
  Promise.all(proxies.map(act)).then(() => {});

describe('faults under load: two instances behind HAProxy (issue #34)', () => {
  it('PostgreSQL connections reset for 10 s', async () => {
    await runFault({
      name: 'postgres-reset',
      fault: () => both(pgProxies, (p) => p.resetFor(FAULT_MS)),
      keptIn: [],
    });
  });

  it('PostgreSQL refusing new connections for 10 s', async () => {
    await runFault({
      name: 'postgres-refused',
      fault: () => both(pgProxies, (p) => p.refuseFor(FAULT_MS)),
      keptIn: [],
    });
  });

  it('Redis gone for 10 s: reads carry on', async () => {
    await runFault({
      name: 'redis-gone',
      fault: () => both(redisProxies, (p) => p.downFor(FAULT_MS)),
      keptIn: ['a', 'b'],
      readsCarryOn: true,
    });
  });

  it('one instance slowed: 1 s on each statement to PostgreSQL for 10 s', async () => {
    await runFault({
      name: 'instance-a-slow-database',
      fault: () => pgProxies[0]!.slowFor(FAULT_MS, 1_000),
      keptIn: ['b'],
    });
  });

  it('SIGTERM to one instance under load: it exits 0 within its bound, the other serves', async () => {
    const a = cluster.instances[0]!;
    let exitCode: number | null = null;
    let tookMs = 0;
    await runFault({
      name: 'sigterm-instance-a',
      fault: async () => {
        const signalled = Date.now();
        a.child.kill('SIGTERM');
        exitCode = await a.exited;
        tookMs = Date.now() - signalled;
      },
      keptIn: ['b'],
      exits: 0,
    });
    figures.push({ fault: 'sigterm-instance-a', exitCode, exitAfterSeconds: tookMs / 1000 });
    // Its last log lines say what it waited for when it did not exit cleanly.
    expect(exitCode, a.output().slice(-4000)).toBe(0);
    expect(tookMs).toBeLessThanOrEqual(10_000);
  });
});
