// Issue #9, injection: SQL metacharacters in search, sort, filters and sign-in are data, never
// SQL. Each payload answers without a 5xx, finds only what its literal text finds, leaks no
// hidden column and changes no row; a sign-in with them opens no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Shopper } from '../modules/orders/test-shoppers';
import { createTestApp, type TestApp } from './app-harness';
import { recordFigures } from './figures';
import { dataTables, fingerprint } from './ownership/ownership';

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "'); DELETE FROM orders; --",
  "%' UNION SELECT password, password FROM accounts --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "\\'; SELECT 1; --",
  '$$; DROP TABLE users; $$',
  '%',
  '_',
  '%%%%_',
  '_%_%_',
];

let t: TestApp;
let tables: string[];
let admin: Shopper;
let vendor: Shopper;
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  vendor = await signedIn(t.app, t.database, 'vendor');
  tables = await dataTables(t.database);
});
afterAll(async () => {
  recordFigures('injection', { badInputs: tried });
  await t.close();
});

async function get(url: string, query: Record<string, string>, cookie?: string) {
  tried++;
  return t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} });
}

/** Every stored password hash: none may ever appear in an answer. */
async function passwordHashes(): Promise<string[]> {
  const rows = await t.database.query<{ password: string }>(
    'SELECT password FROM accounts WHERE password IS NOT NULL',
  );
  return rows.map((r) => r.password);
}

describe('SQL metacharacters', () => {
  it('are searched for as text in the store, the vendor portal and Angle Admin', async () => {
    const before = await fingerprint(t.database, tables);
    const hashes = await passwordHashes();
    const searches: Array<[string, string | undefined]> = [
      ['/api/store/products', undefined],
      ['/api/vendor/products', vendor.cookie],
      ['/api/admin/products', admin.cookie],
      ['/api/admin/customers', admin.cookie],
      ['/api/admin/vendors', admin.cookie],
    ];
    for (const [url, cookie] of searches) {
      for (const search of SQL_PAYLOADS) {
        const started = Date.now();
        const res = await get(url, { search }, cookie);
        expect(res.statusCode, `${url} ${search}: ${res.body}`).toBe(200);
        // pg_sleep never ran, and no stored hash came back through a UNION.
        expect(Date.now() - started, search).toBeLessThan(4_000);
        for (const hash of hashes) expect(res.body).not.toContain(hash);
        // `%` and `_` are matched literally: no product, customer or vendor holds these runs.
        if (/^[%_]{5}$/.test(search)) expect(res.json().total, `${url} ${search}`).toBe(0);
      }
    }
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });

  it('in sort and filter parameters are refused or match nothing', async () => {
    const before = await fingerprint(t.database, tables);
    for (const payload of SQL_PAYLOADS) {
      for (const key of ['sort', 'category', 'minPrice', 'page', 'limit', 'featured']) {
        const res = await get('/api/store/products', { [key]: payload });
        expect(res.statusCode, `${key}=${payload}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      for (const key of ['vendor', 'ids']) {
        const res = await get('/api/store/products', { [key]: payload });
        expect([200, 400], `${key}=${payload}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.json().total, `${key}=${payload}`).toBe(0);
      }
      const slug = await get(`/api/store/vendors/${encodeURIComponent(payload)}`, {});
      expect([400, 404], payload).toContain(slug.statusCode);
    }
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });

  it('in a sign-in open no session and change nothing', async () => {
    const before = await fingerprint(t.database, tables);
    const [sessionsBefore] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    for (const url of ['/api/auth/login', '/api/auth/vendor/login', '/api/auth/admin/login']) {
      for (const payload of SQL_PAYLOADS) {
        for (const body of [
          { email: `admin@angle.example${payload}`, password: 'whatever-1' },
          { email: 'admin@angle.example', password: payload.padEnd(8, 'x') },
          { email: `${payload}@angle.example`, password: payload.padEnd(8, 'x') },
        ]) {
          tried++;
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload: body,
            remoteAddress: `10.7.${tried >> 8}.${tried & 255}`,
          });
          expect([400, 401, 429], `${url} ${JSON.stringify(body)}: ${res.body}`).toContain(
            res.statusCode,
          );
          expect(res.headers['set-cookie']).toBeUndefined();
        }
      }
    }
    const [sessionsAfter] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    expect(sessionsAfter).toEqual(sessionsBefore);
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });
});
