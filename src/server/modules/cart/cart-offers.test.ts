// The cart's "View offers" and private codes (issue #37): listed codes priced against the lines
// by the quote's own pricing, the ones that do not apply yet with their shortfall, private codes
// listed nowhere yet applicable when typed, and code guesses limited per client address.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signedIn } from '../orders/test-shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Offer {
  code: string;
  name: string;
  kind?: 'flat' | 'percent';
  off?: number;
  minPaise?: number;
  scope?: 'cart' | 'products';
  scopeIds?: string[];
  isPrivate?: boolean;
  status?: string;
}

async function addOffer(o: Offer) {
  const kind = o.kind ?? 'flat';
  await t.database.query(
    `INSERT INTO promotions (id, name, kind, percent_off, flat_off_paise, scope, scope_ids,
       min_goods_paise, code, is_private, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)`,
    [
      crypto.randomUUID(),
      o.name,
      kind,
      kind === 'percent' ? (o.off ?? 10) : null,
      kind === 'flat' ? (o.off ?? 20000) : null,
      o.scope ?? 'cart',
      JSON.stringify(o.scopeIds ?? []),
      o.minPaise ?? 0,
      o.code,
      o.isPrivate ?? false,
      o.status ?? 'active',
    ],
  );
}

const suffix = () => crypto.randomInt(1e6).toString();
// prod-001: ₹1,899, skin, vendor-1. prod-003: ₹799.
const BIG = [{ productId: 'prod-001', quantity: 1 }];

const post = (url: string, payload: object, remoteAddress = '10.37.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

async function offersFor(items: typeof BIG) {
  const res = await post('/api/store/quote/offers', { items });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    applicable: { code: string; saving: number; shortfall: number | null; reason: null }[];
    notYet: { code: string; saving: number; shortfall: number | null; reason: string }[];
  };
}

async function totalWith(code: string | undefined, remoteAddress?: string) {
  const res = await post('/api/store/quote', { items: BIG, code }, remoteAddress);
  expect(res.statusCode).toBe(200);
  return res.json() as { totals: { total: number }; code: { applied: boolean } | null };
}

describe('View offers for a cart', () => {
  it('lists the codes that apply with what they save, and the others with why', async () => {
    const s = suffix();
    const flat = `FLAT${s}`;
    const pct = `PCT${s}`;
    const far = `BIG${s}`;
    const other = `ONLY${s}`;
    const paused = `PAUSED${s}`;
    await addOffer({ code: flat, name: 'Flat ₹200 off', minPaise: 99900 });
    await addOffer({ code: pct, name: '10% off', kind: 'percent', off: 10 });
    await addOffer({ code: far, name: '₹500 off ₹2,500', off: 50000, minPaise: 250000 });
    await addOffer({ code: other, name: 'On prod-003', scope: 'products', scopeIds: ['prod-003'] });
    await addOffer({ code: paused, name: 'Paused', status: 'paused' });

    const offers = await offersFor(BIG);
    const applicable = offers.applicable.filter((o) => o.code.endsWith(s));
    // Best first: ₹200 flat, then 10% of ₹1,899 (₹189.90, rounded up to ₹190 by decision 026).
    expect(applicable.map((o) => [o.code, o.saving])).toEqual([
      [flat, 200],
      [pct, 190],
    ]);
    // What each is said to save is what the quote takes off with it.
    const base = (await totalWith(undefined)).totals.total;
    for (const o of applicable) {
      expect(base - (await totalWith(o.code)).totals.total).toBe(o.saving);
    }
    const notYet = offers.notYet.filter((o) => o.code.endsWith(s));
    expect(notYet).toEqual([
      { code: far, name: '₹500 off ₹2,500', saving: 0, shortfall: 601, reason: 'Add ₹601 more' },
      {
        code: other,
        name: 'On prod-003',
        saving: 0,
        shortfall: null,
        reason: 'Not for the products in your cart',
      },
    ]);
    expect(JSON.stringify(offers)).not.toContain(paused);
  });

  it('never lists a private code, which still applies when typed', async () => {
    const code = `SECRET${suffix()}`;
    await addOffer({ code, name: 'Friends and family', isPrivate: true });
    const offers = await offersFor(BIG);
    expect(JSON.stringify(offers)).not.toContain(code);
    const listed = await t.app.inject({ method: 'GET', url: '/api/store/offers' });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).not.toContain(code);
    const forProduct = await t.app.inject({
      method: 'GET',
      url: '/api/store/offers?product=prod-001',
    });
    expect(JSON.stringify(forProduct.json())).not.toContain(code);
    const quoted = await totalWith(code.toLowerCase());
    expect(quoted.code?.applied).toBe(true);
    expect((await totalWith(undefined)).totals.total - quoted.totals.total).toBe(200);
  });

  it('lets the admin make a code private, and refuses a private offer without one', async () => {
    const admin = await signedIn(t.app, t.database, 'admin');
    const code = `hush${suffix()}`;
    const body = { name: 'Hush', kind: 'flat', flatOff: 100, scope: 'cart', code, private: true };
    const created = await admin.call('POST', '/api/admin/promotions', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: code.toUpperCase(), private: true });
    expect(JSON.stringify((await offersFor(BIG)).applicable)).not.toContain(code.toUpperCase());
    const noCode = await admin.call('POST', '/api/admin/promotions', { ...body, code: null });
    expect(noCode.statusCode).toBe(400);
    expect(JSON.stringify(noCode.json())).toContain('A private offer needs a code to type.');
  });
});

describe('code guesses at the quote', () => {
  it('answers 429 problem+json after 20 codes that name no offer from one address', async () => {
    const ip = '10.37.1.1';
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/store/quote', { items: BIG, code: `GUESS${i}X` }, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().code.applied).toBe(false);
    }
    const blocked = await post('/api/store/quote', { items: BIG, code: 'GUESS21X' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The cart still prices without a code, and another address is not affected.
    expect((await post('/api/store/quote', { items: BIG }, ip)).statusCode).toBe(200);
    const other = await post('/api/store/quote', { items: BIG, code: 'GUESS22X' }, '10.37.1.2');
    expect(other.statusCode).toBe(200);
  });

  it('does not count codes that name an offer, applied or not', async () => {
    const code = `REAL${suffix()}`;
    await addOffer({ code, name: 'Big orders', minPaise: 500000 });
    for (let i = 0; i < 25; i++) {
      const q = await totalWith(code, '10.37.2.1');
      expect(q.code?.applied).toBe(false);
    }
  });
});
