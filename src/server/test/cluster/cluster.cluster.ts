// `npm run test:cluster` (issue #22): two instances on PostgreSQL + Redis behind HAProxy, as
// real processes, checked through the proxy and directly. The figures (how long B took to hear
// of a suspension, how the flash sale split) are printed; the assertions are on outcomes.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_ADDRESS,
  setOrderLimits,
  setStock,
  stockOf,
} from '../../modules/orders/test-shoppers';
import { startSmtpInbox, type SmtpInbox } from '../smtp-inbox';
import { startCluster, waitForOk, type Cluster } from './cluster-harness';

let cluster: Cluster;
let inbox: SmtpInbox;
let shoppers: Shopper[];
const PRODUCT = 'prod-010';
const VARIANT = 'prod-010-v1';

interface Shopper {
  email: string;
  cookie: string;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  cluster = await startCluster({
    smtpUrl: inbox.url,
    ...(process.env.TEST_DATABASE_URL ? { postgresUrl: process.env.TEST_DATABASE_URL } : {}),
    log: (line) => console.log(line),
    // Hundreds of cash-on-delivery orders from eight shoppers: the per-customer limits apart.
    prepare: (database) => setOrderLimits(database),
  });
  // Shoppers register and sign in through the proxy (either instance may serve each).
  shoppers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => newShopper(cluster.proxyUrl, i)),
  );
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await inbox?.close();
});

const [A, B] = [0, 1] as const;
const instanceUrl = (i: number) => cluster.instances[i]!.url;

async function post(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Until the proxy answers steadily again: a burst (the flash sale) can slow health checks past
 * their 2 s limit, and three failed in a row take an instance out until two pass; with both out
 * the proxy answers 503. Readiness is what HAProxy itself checks. */
const proxySettled = () =>
  waitForOk(`${cluster.proxyUrl}/api/health/ready`, 'HAProxy, settled', 15_000, 4);

async function signIn(base: string, path: string, email: string, password: string) {
  const res = await post(base, path, { email, password });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { res, cookie };
}

async function newShopper(base: string, i: number): Promise<Shopper> {
  const email = `cluster-${i}-${crypto.randomUUID()}@test.example`;
  const password = 'Cluster-password-1';
  const reg = await post(base, '/api/auth/register', { name: `Shopper ${i}`, email, password });
  if (reg.status >= 300) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const { res, cookie } = await signIn(base, '/api/auth/login', email, password);
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { email, cookie };
}

function placeOrder(base: string, shopper: Shopper) {
  return post(
    base,
    '/api/store/orders',
    {
      items: [{ productId: PRODUCT, variantId: VARIANT, quantity: 1 }],
      address: DELIVERY_ADDRESS,
      paymentMethod: 'cod',
    },
    { cookie: shopper.cookie, 'idempotency-key': `cluster-${crypto.randomUUID()}` },
  );
}

async function storeIds(base: string, query: string): Promise<string[]> {
  const res = await fetch(`${base}/api/store/products?${query}&limit=100`);
  return ((await res.json()) as { items: Array<{ id: string }> }).items.map((p) => p.id);
}

/** Runs `n` tasks, `width` at a time. */
async function inParallel<T>(n: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

describe('two instances behind HAProxy', () => {
  it('suspending a vendor on A hides its products on B within a second', async () => {
    const admin = cluster.logins.find((l) => l.role === 'admin')!;
    const { cookie } = await signIn(
      instanceUrl(A),
      '/api/auth/admin/login',
      admin.email,
      admin.password,
    );
    const [product] = await cluster.database.query<{ id: string; vendor_id: string; name: string }>(
      "SELECT id, vendor_id, name FROM products WHERE id = 'prod-008'",
    );
    const query = `search=${encodeURIComponent(product!.name.split(' ')[0]!)}`;
    // B's catalogue cache holds the product (its TTL alone would keep it for 30 s).
    expect(await storeIds(instanceUrl(B), query)).toContain('prod-008');
    expect(await storeIds(instanceUrl(B), query)).toContain('prod-008');

    const suspend = await post(
      instanceUrl(A),
      `/api/admin/vendors/${product!.vendor_id}/suspend`,
      {},
      { cookie },
    );
    expect(suspend.status).toBe(200);
    const started = Date.now();
    let gone = -1;
    while (Date.now() - started < 1_000) {
      if (!(await storeIds(instanceUrl(B), query)).includes('prod-008')) {
        gone = Date.now() - started;
        break;
      }
    }
    console.log(`B stopped showing the suspended vendor's product after ${gone} ms`);
    expect(gone).toBeGreaterThanOrEqual(0);
    expect(await storeIds(cluster.proxyUrl, query)).not.toContain('prod-008');

    const back = await post(
      instanceUrl(A),
      `/api/admin/vendors/${product!.vendor_id}/reactivate`,
      {},
      { cookie },
    );
    expect(back.status).toBe(200);
  });

  it('an image uploaded through instance A is served by instance B, directly and through the proxy', async () => {
    // A vendor other than the one the first check suspends.
    const [row] = await cluster.database.query<{ email: string; product_id: string }>(
      `SELECT u.email, p.id AS product_id FROM products p JOIN users u ON u.id = p.vendor_id
        WHERE p.vendor_id <> (SELECT vendor_id FROM products WHERE id = 'prod-008')
        ORDER BY p.id LIMIT 1`,
    );
    const vendor = cluster.logins.find((l) => l.email === row!.email)!;
    const { res: signedIn, cookie } = await signIn(
      instanceUrl(A),
      '/api/auth/vendor/login',
      vendor.email,
      vendor.password,
    );
    expect(signedIn.status).toBe(200);
    const picture = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#c0587e' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'cluster.png');
    form.append('alt', 'Uploaded through A');
    const uploaded = await fetch(
      `${instanceUrl(A)}/api/vendor/products/${row!.product_id}/images`,
      {
        method: 'POST',
        headers: { cookie },
        body: form,
      },
    );
    expect(uploaded.status).toBe(201);
    const { images } = (await uploaded.json()) as { images: Array<{ url: string; alt: string }> };
    const url = images.find((i) => i.alt === 'Uploaded through A')!.url;

    const fromA = await fetch(`${instanceUrl(A)}${url}`);
    expect(fromA.status).toBe(200);
    const bytes = Buffer.from(await fromA.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    for (const base of [instanceUrl(B), cluster.proxyUrl, cluster.proxyUrl]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, base).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toBe(fromA.headers.get('etag'));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), base).toBe(true);
    }
    // The seeded pictures too: no instance was given a copy of any file.
    const [seeded] = await cluster.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM product_images ORDER BY storage_key LIMIT 1',
    );
    const seededUrl = `/media/${seeded!.storage_key}-320.webp`;
    for (const base of [instanceUrl(A), instanceUrl(B), cluster.proxyUrl]) {
      const res = await fetch(`${base}${seededUrl}`);
      expect(res.status, base).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    }
  });

  it('300 orders placed alternately on A and B, the outbox running on both: every mail sent exactly once', async () => {
    await setStock(cluster.database, VARIANT, 100_000);
    const since = new Date();
    const responses = await inParallel(300, 8, (i) =>
      placeOrder(instanceUrl(i % 2 ? B : A), shoppers[i % shoppers.length]!),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const numbers = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { number: string }).number),
    );

    // Both instances' outbox workers drain it (polled every 5 s); wait until nothing is left.
    const until = Date.now() + 90_000;
    let left = Infinity;
    while (left > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      const [row] = await cluster.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'sending') AND created_at >= $1",
        [since],
      );
      left = row!.n;
    }
    expect(left).toBe(0);
    const [sent] = await cluster.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE status = 'sent' AND created_at >= $1",
      [since],
    );
    const orderMails = inbox.messages.filter((m) => numbers.some((n) => m.subject.includes(n)));
    const distinct = new Set(orderMails.map((m) => `${m.to.join(',')} ${m.subject}`));
    console.log(
      `${numbers.length} orders → ${sent!.n} outbox mails → ${orderMails.length} received`,
    );
    expect(orderMails.length).toBe(sent!.n);
    expect(distinct.size).toBe(orderMails.length);
    // Every order's customer heard of it.
    for (const number of numbers) {
      expect(
        orderMails.some(
          (m) => m.subject.includes(number) && m.to.some((t) => t.startsWith('cluster-')),
        ),
      ).toBe(true);
    }
  }, 150_000);

  it('the flash sale through the proxy: 200 parallel orders on a stock of 50 sell exactly 50', async () => {
    await setStock(cluster.database, VARIANT, 50);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOrder(cluster.proxyUrl, shoppers[i % shoppers.length]!),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const r of responses) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    console.log(`flash sale through HAProxy: ${JSON.stringify(byStatus)}`);
    expect(byStatus[201]).toBe(50);
    expect(await stockOf(cluster.database, VARIANT)).toBe(0);
  }, 60_000);

  it('signing out on A ends the session B has cached within a second', async () => {
    const shopper = await newShopper(instanceUrl(A), 99);
    const addresses = (base: string) =>
      fetch(`${base}/api/store/account/addresses`, { headers: { cookie: shopper.cookie } });
    // B's session cache holds the cookie's read (its TTL alone would keep it for 5 s).
    expect((await addresses(instanceUrl(B))).status).toBe(200);
    expect((await addresses(instanceUrl(B))).status).toBe(200);

    const out = await post(instanceUrl(A), '/api/auth/logout', {}, { cookie: shopper.cookie });
    expect(out.status).toBe(204);
    const started = Date.now();
    let ended = -1;
    while (Date.now() - started < 1_000) {
      if ((await addresses(instanceUrl(B))).status === 401) {
        ended = Date.now() - started;
        break;
      }
    }
    console.log(`B refused the signed-out cookie after ${ended} ms`);
    expect(ended).toBeGreaterThanOrEqual(0);
    expect((await addresses(cluster.proxyUrl)).status).toBe(401);
  });

  it('the 11th failed sign-in is refused whichever instance gets it', async () => {
    await proxySettled();
    const shopper = shoppers[0]!;
    const bases = [instanceUrl(A), instanceUrl(B), cluster.proxyUrl];
    for (let i = 0; i < 10; i++) {
      const { res } = await signIn(
        bases[i % 3]!,
        '/api/auth/login',
        shopper.email,
        'Wrong-password-0',
      );
      expect(res.status).toBe(401);
    }
    for (const base of bases) {
      const { res } = await signIn(base, '/api/auth/login', shopper.email, 'Cluster-password-1');
      expect(res.status).toBe(429);
    }
  });

  it('SIGTERM on A during a stream of orders: no acknowledged order is lost and B keeps serving', async () => {
    await proxySettled();
    await setStock(cluster.database, VARIANT, 100_000);
    const a = cluster.instances[A]!;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let stop = false;
    const stream = inParallel(4, 4, async (w) => {
      while (!stop) {
        const res = await placeOrder(cluster.proxyUrl, shoppers[w]!).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        else refused.push(res?.status ?? 0);
      }
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const before = acknowledged.length;
    a.child.kill('SIGTERM');
    const code = await a.exited;
    await new Promise((r) => setTimeout(r, 1_000));
    stop = true;
    await stream;
    console.log(
      `stream: ${before} orders before SIGTERM, ${acknowledged.length} acknowledged in all, refused: ${JSON.stringify(refused)}; A exited with ${code}`,
    );
    if (code !== 0) console.log(a.output().slice(-3000));
    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(before);
    const rows = await cluster.database.query<{ id: string }>(
      'SELECT id FROM orders WHERE id = ANY($1)',
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
    // B serves alone now, directly and through the proxy.
    expect((await placeOrder(instanceUrl(B), shoppers[5]!)).status).toBe(201);
    expect((await placeOrder(cluster.proxyUrl, shoppers[6]!)).status).toBe(201);
    expect((await fetch(`${cluster.proxyUrl}/api/store/products?limit=5`)).status).toBe(200);
  }, 60_000);
});
