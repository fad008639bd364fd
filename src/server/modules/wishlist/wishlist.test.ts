import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from '../../../domain/wishlist';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { nextMillisecond } from '../../test/clock';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

async function signedIn(role: 'customer' | 'vendor' | 'admin' = 'customer') {
  const account = await createAccount(t.database, role);
  const cookie = sessionCookieOf(await signInAt(t.app, role, account));
  const call = (method: Method, path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/store/wishlist${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  return {
    ...account,
    call,
    list: async () => (await call('GET')).json().productIds as string[],
    merge: (productIds: string[]) => call('POST', '/merge', { productIds }),
  };
}

async function savedRows(userId: string) {
  return t.database.query<{ product_id: string }>(
    'SELECT product_id FROM wishlist_items WHERE user_id = $1 ORDER BY product_id',
    [userId],
  );
}

/** Makes `n` extra published products of a seed vendor, for the limit tests. */
async function makeProducts(n: number, tag: string): Promise<string[]> {
  const rows = await t.database.query<{ id: string }>(
    `INSERT INTO products (id, vendor_id, name, slug, category, price_paise, stock_quantity, status)
     SELECT 'prod-${tag}-' || g, 'vendor-1', 'Bulk ' || g, 'bulk-${tag}-' || g, 'skin', 39900, 5, 'published'
     FROM generate_series(1, ${n}) g RETURNING id`,
  );
  return rows.map((r) => r.id);
}

describe('who may use /api/store/wishlist', () => {
  it.each([
    ['GET', ''],
    ['PUT', '/prod-001'],
    ['DELETE', '/prod-001'],
    ['POST', '/merge'],
  ] as const)('%s %s answers 401 problem+json to a visitor', async (method, path) => {
    const res = await t.app.inject({
      method,
      url: `/api/store/wishlist${path}`,
      ...(method === 'POST' ? { payload: { productIds: ['prod-001'] } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(AUTH_MESSAGES.signInRequired);
  });

  it.each(['vendor', 'admin'] as const)('answers 403 to a signed-in %s', async (role) => {
    const other = await signedIn(role);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/prod-001'],
      ['DELETE', '/prod-001'],
    ] as const) {
      const res = await other.call(method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().detail).toBe(AUTH_MESSAGES.customersOnly);
    }
    expect((await other.merge(['prod-001'])).statusCode).toBe(403);
    expect(await savedRows(other.userId)).toEqual([]);
  });
});

describe('a customer saving products', () => {
  it('adds with PUT (201, then 200 on a repeat) and lists newest first', async () => {
    const me = await signedIn();
    expect(await me.list()).toEqual([]);
    const first = await me.call('PUT', '/prod-003');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ productIds: ['prod-003'] });
    await nextMillisecond();
    expect((await me.call('PUT', '/prod-007')).statusCode).toBe(201);
    const again = await me.call('PUT', '/prod-003');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ productIds: ['prod-007', 'prod-003'] });
    expect(await me.list()).toEqual(['prod-007', 'prod-003']);
    expect(await savedRows(me.userId)).toHaveLength(2);
  });

  it('removes with DELETE, answering 204 whether or not the product was saved', async () => {
    const me = await signedIn();
    await me.call('PUT', '/prod-004');
    const res = await me.call('DELETE', '/prod-004');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me.call('DELETE', '/prod-004')).statusCode).toBe(204);
    expect((await me.call('DELETE', '/prod-does-not-exist')).statusCode).toBe(204);
    expect(await me.list()).toEqual([]);
  });

  it('answers 404 for unknown, unpublished and suspended-vendor products, saving nothing', async () => {
    const me = await signedIn();
    await t.database.query("UPDATE products SET status = 'unpublished' WHERE id = 'prod-010'");
    await t.database.query("UPDATE vendors SET status = 'suspended' WHERE user_id = 'vendor-7'");
    const [hiddenByVendor] = await t.database.query<{ id: string }>(
      "SELECT id FROM products WHERE vendor_id = 'vendor-7' LIMIT 1",
    );
    try {
      for (const id of ['prod-999', 'prod-010', hiddenByVendor!.id]) {
        const res = await me.call('PUT', `/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, detail: 'The product was not found.' });
      }
      expect(await savedRows(me.userId)).toEqual([]);
    } finally {
      await t.database.query("UPDATE products SET status = 'published' WHERE id = 'prod-010'");
      await t.database.query("UPDATE vendors SET status = 'active' WHERE user_id = 'vendor-7'");
    }
  });

  it('answers 400 with a field error for an id that cannot be a product id', async () => {
    const me = await signedIn();
    for (const path of ['/prod%20001', "/prod'001", '/prod.001']) {
      const res = await me.call('PUT', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: 'productId', location: 'params' });
      expect((await me.call('DELETE', path)).statusCode, path).toBe(400);
    }
    // Longer than any id: the router refuses it before validation, still as a 400 problem.
    const long = await me.call('PUT', `/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await savedRows(me.userId)).toEqual([]);
  });

  it('hides a saved product while it is unpublished, and shows it again when it returns', async () => {
    const me = await signedIn();
    await me.call('PUT', '/prod-011');
    await me.call('PUT', '/prod-012');
    await t.database.query("UPDATE products SET status = 'unpublished' WHERE id = 'prod-011'");
    try {
      expect(await me.list()).toEqual(['prod-012']);
    } finally {
      await t.database.query("UPDATE products SET status = 'published' WHERE id = 'prod-011'");
    }
    expect(await me.list()).toEqual(['prod-012', 'prod-011']);
  });
});

describe('ownership', () => {
  it("never shows or changes another customer's list", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.call('PUT', '/prod-001');
    await a.call('PUT', '/prod-002');
    expect(await b.list()).toEqual([]);
    // B removing A's product only touches B's own (empty) list.
    expect((await b.call('DELETE', '/prod-001')).statusCode).toBe(204);
    expect((await b.merge(['prod-005'])).json().productIds).toEqual(['prod-005']);
    expect(await a.list()).toEqual(['prod-002', 'prod-001']);
    expect((await savedRows(a.userId)).map((r) => r.product_id)).toEqual(['prod-001', 'prod-002']);
  });

  it('ignores any user id the request carries', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await b.call('POST', '/merge', { productIds: ['prod-006'], userId: a.userId });
    expect(res.statusCode).toBe(400);
    expect(await savedRows(a.userId)).toEqual([]);
  });
});

describe('POST /api/store/wishlist/merge', () => {
  it('adds the sent ids above the saved ones in their order, reporting what it skipped', async () => {
    const me = await signedIn();
    await me.call('PUT', '/prod-001');
    await t.database.query("UPDATE products SET status = 'draft' WHERE id = 'prod-015'");
    try {
      const res = await me.merge(['prod-009', 'prod-404', 'prod-001', 'prod-008', 'prod-015']);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        productIds: ['prod-009', 'prod-008', 'prod-001'],
        skipped: [
          { productId: 'prod-404', reason: 'unavailable' },
          { productId: 'prod-015', reason: 'unavailable' },
        ],
      });
    } finally {
      await t.database.query("UPDATE products SET status = 'published' WHERE id = 'prod-015'");
    }
    expect(await me.list()).toEqual(['prod-009', 'prod-008', 'prod-001']);
  });

  it('is safe to repeat and to send duplicates or nothing', async () => {
    const me = await signedIn();
    await me.merge(['prod-002', 'prod-003', 'prod-002']);
    const again = await me.merge(['prod-003', 'prod-002']);
    expect(again.json()).toEqual({ productIds: ['prod-002', 'prod-003'], skipped: [] });
    const empty = await me.merge([]);
    expect(empty.json()).toEqual({ productIds: ['prod-002', 'prod-003'], skipped: [] });
  });

  it('refuses more than 100 ids, bad ids and unknown fields with 400, saving nothing', async () => {
    const me = await signedIn();
    const tooMany = Array.from({ length: 101 }, (_, i) => `prod-${i}`);
    for (const body of [
      { productIds: tooMany },
      { productIds: ['prod-001', 'not an id'] },
      { productIds: 'prod-001' },
      {},
      { productIds: [], extra: true },
    ]) {
      const res = await me.call('POST', '/merge', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await savedRows(me.userId)).toEqual([]);
  });
});

describe(`the limit of ${WISHLIST_LIMIT} products`, () => {
  it('answers 409 to one more PUT and skips what does not fit in a merge', async () => {
    const me = await signedIn();
    const bulk = await makeProducts(WISHLIST_LIMIT + 2, 'cap');
    const first = bulk.slice(0, WISHLIST_LIMIT - 1);
    // Fill to one below the limit straight in the database; the API adds the last one.
    await t.database.query(
      'INSERT INTO wishlist_items (user_id, product_id) SELECT $1, unnest($2::text[])',
      [me.userId, first],
    );
    const merged = await me.merge([bulk[WISHLIST_LIMIT - 1]!, bulk[WISHLIST_LIMIT]!]);
    expect(merged.json().skipped).toEqual([{ productId: bulk[WISHLIST_LIMIT], reason: 'limit' }]);
    expect(merged.json().productIds).toHaveLength(WISHLIST_LIMIT);

    const over = await me.call('PUT', `/${bulk[WISHLIST_LIMIT + 1]}`);
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(WISHLIST_MESSAGES.full);
    // A product already saved is still a 200, and removing one makes room again.
    expect((await me.call('PUT', `/${bulk[0]}`)).statusCode).toBe(200);
    await me.call('DELETE', `/${bulk[0]}`);
    expect((await me.call('PUT', `/${bulk[WISHLIST_LIMIT + 1]}`)).statusCode).toBe(201);
    expect(await savedRows(me.userId)).toHaveLength(WISHLIST_LIMIT);
  });

  it('lets two simultaneous PUTs take only the last place', async () => {
    const me = await signedIn();
    const bulk = await makeProducts(WISHLIST_LIMIT + 1, 'race');
    await t.database.query(
      'INSERT INTO wishlist_items (user_id, product_id) SELECT $1, unnest($2::text[])',
      [me.userId, bulk.slice(0, WISHLIST_LIMIT - 1)],
    );
    const statuses = await Promise.all([
      me.call('PUT', `/${bulk[WISHLIST_LIMIT - 1]}`),
      me.call('PUT', `/${bulk[WISHLIST_LIMIT]}`),
    ]).then((all) => all.map((r) => r.statusCode).sort());
    expect(statuses).toEqual([201, 409]);
    expect(await savedRows(me.userId)).toHaveLength(WISHLIST_LIMIT);
  });
});
