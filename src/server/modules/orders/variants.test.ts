// Shades and sizes (issue #18) through the API: each variant has its own stock, a line names its
// variant (or a plain product's only one), and an order keeps the variant as bought.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  orderBody,
  setStock,
  signedIn,
  stockMismatches,
  stockOf,
  type Shopper,
} from './test-shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The seed's lipstick: v1 Rani Pink ₹649, v2 Berry Wine ₹699 (4 left), v3 Coral Crush (none).
const LIPSTICK = 'Matte Velvet Lipstick';
const RANI_PINK = { productId: 'prod-002', variantId: 'prod-002-v1' };
const BERRY_WINE = { productId: 'prod-002', variantId: 'prod-002-v2' };
const NUDE_CHAI = { productId: 'prod-002', variantId: 'prod-002-v4' };

const customer = () => signedIn(t.app, t.database);
const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.query<{ n: number }>(sql, params))[0]!.n;
const stocks = async (...ids: string[]) => Promise.all(ids.map((id) => stockOf(t.database, id)));

interface Line {
  productId: string;
  variantId: string | null;
  sku: string | null;
  variantLabel: string;
  options: { name: string; value: string }[];
  swatchHex: string | null;
  unitPrice: number;
  quantity: number;
  maxQuantity: number;
  issue: string | null;
}
const linesOf = (order: { groups: Array<{ items: Line[] }> }) =>
  order.groups.flatMap((g) => g.items);

async function place(me: Shopper, items: object[]) {
  const res = await me.placeOrder(orderBody(items as never));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; groups: Array<{ items: Line[] }> }>();
}

describe('stock per variant', () => {
  it('sells the last Berry Wine without touching the other shades; the total stays their sum', async () => {
    await setStock(t.database, BERRY_WINE.variantId, 4);
    const [pinkBefore, totalBefore] = await stocks('prod-002-v1', 'prod-002');
    const order = await place(await customer(), [{ ...BERRY_WINE, quantity: 4 }]);
    expect(linesOf(order)).toEqual([
      expect.objectContaining({
        productId: 'prod-002',
        variantId: 'prod-002-v2',
        sku: 'SKU-prod-002-BERRY-WINE',
        variantLabel: 'Berry Wine',
        options: [{ name: 'Shade', value: 'Berry Wine' }],
        swatchHex: '#7b1e3a',
        unitPrice: 699,
        quantity: 4,
      }),
    ]);
    expect(await stocks('prod-002-v2', 'prod-002-v1', 'prod-002')).toEqual([
      0,
      pinkBefore,
      totalBefore! - 4,
    ]);
    expect(await stockMismatches(t.database)).toEqual([]);

    const next = await customer();
    const soldOut = await next.placeOrder(orderBody([{ ...BERRY_WINE, quantity: 1 }]));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().detail).toBe(`${LIPSTICK} (Berry Wine) is out of stock.`);
    await place(next, [{ ...RANI_PINK, quantity: 1 }]);
    expect(await stocks('prod-002-v1', 'prod-002')).toEqual([pinkBefore! - 1, totalBefore! - 5]);
  });

  it('returns a cancelled order to the variants it took', async () => {
    const me = await customer();
    const before = await stocks('prod-002-v1', 'prod-002-v4', 'prod-002', 'prod-014-v2');
    const order = await place(me, [
      { ...RANI_PINK, quantity: 2 },
      { ...NUDE_CHAI, quantity: 1 },
      { productId: 'prod-014', variantId: 'prod-014-v2', quantity: 3 },
    ]);
    expect(await stocks('prod-002-v1', 'prod-002-v4', 'prod-002', 'prod-014-v2')).toEqual([
      before[0]! - 2,
      before[1]! - 1,
      before[2]! - 3,
      before[3]! - 3,
    ]);
    const res = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(await stocks('prod-002-v1', 'prod-002-v4', 'prod-002', 'prod-014-v2')).toEqual(before);
    expect(await stockMismatches(t.database)).toEqual([]);
  });
});

describe('lines and their variants at checkout', () => {
  it('takes a plain product without a variant as its only one (old clients)', async () => {
    const before = await stocks('prod-008-v1', 'prod-008');
    const order = await place(await customer(), [{ productId: 'prod-008', quantity: 2 }]);
    expect(linesOf(order)).toEqual([
      expect.objectContaining({
        productId: 'prod-008',
        variantId: 'prod-008-v1',
        sku: 'SKU-prod-008',
        variantLabel: '',
        options: [],
        swatchHex: null,
        quantity: 2,
      }),
    ]);
    expect(await stocks('prod-008-v1', 'prod-008')).toEqual(before.map((n) => n - 2));
  });

  it('answers 422 naming the option to choose for a product in shades or sizes, writing nothing', async () => {
    const me = await customer();
    const stock = await stocks('prod-008', 'prod-002', 'prod-014');
    const shade = await me.placeOrder(
      orderBody([
        { productId: 'prod-008', quantity: 1 },
        { productId: 'prod-002', quantity: 1 },
      ]),
    );
    expect(shade.statusCode).toBe(422);
    expect(shade.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(shade.json()).toMatchObject({
      detail: `Choose a shade of ${LIPSTICK}.`,
      errors: [{ path: 'items.1.variantId', message: `Choose a shade of ${LIPSTICK}.` }],
    });
    const size = await me.placeOrder(orderBody([{ productId: 'prod-014', quantity: 1 }]));
    expect(size.statusCode).toBe(422);
    expect(size.json().detail).toBe('Choose a size of Amla & Shikakai Gentle Shampoo.');
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [me.userId]),
    ).toBe(0);
    expect(await stocks('prod-008', 'prod-002', 'prod-014')).toEqual(stock);
  });

  it("refuses a hidden variant or another product's variant like a missing product", async () => {
    const me = await customer();
    const foreign = await me.placeOrder(
      orderBody([{ productId: 'prod-002', variantId: 'prod-009-v1', quantity: 1 }]),
    );
    expect(foreign.statusCode).toBe(404);
    await t.database.query(
      `UPDATE product_variants SET is_active = false WHERE id = 'prod-002-v6'`,
    );
    const hidden = await me.placeOrder(
      orderBody([{ productId: 'prod-002', variantId: 'prod-002-v6', quantity: 1 }]),
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors[0].path).toBe('items.0.variantId');
    await t.database.query(`UPDATE product_variants SET is_active = true WHERE id = 'prod-002-v6'`);
  });

  it('counts all variants of a product against the units allowed per product', async () => {
    const res = await (
      await customer()
    ).placeOrder(
      orderBody([
        { ...RANI_PINK, quantity: 6 },
        { ...NUDE_CHAI, quantity: 5 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('At most 10 of one product per order.');
  });

  it('keeps the SKU, label, options and swatch as bought when the vendor later changes the variant', async () => {
    const me = await customer();
    const order = await place(me, [{ ...NUDE_CHAI, quantity: 1 }]);
    const bought = linesOf(order)[0]!;
    await t.database.query(
      `UPDATE product_variants SET sku = 'RR-NUDE-2', option1 = 'Nude Latte', swatch_hex = '#a87060'
       WHERE id = 'prod-002-v4'`,
    );
    const read = (await me.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(linesOf(read)[0]).toEqual(bought);
    expect(bought).toMatchObject({
      sku: 'SKU-prod-002-NUDE-CHAI',
      variantLabel: 'Nude Chai',
      options: [{ name: 'Shade', value: 'Nude Chai' }],
      swatchHex: '#b07c66',
    });
    const list = (await me.call('GET', '/api/store/orders')).json();
    expect(list.items[0].items).toEqual([
      expect.objectContaining({ variantId: 'prod-002-v4', variantLabel: 'Nude Chai' }),
    ]);
    await t.database.query(
      `UPDATE product_variants SET sku = 'SKU-prod-002-NUDE-CHAI', option1 = 'Nude Chai',
         swatch_hex = '#b07c66' WHERE id = 'prod-002-v4'`,
    );
  });
});

describe('quotes and the server cart', () => {
  const quote = (items: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/store/quote', payload: { items } });

  it("flags a product without its shade 'choose-variant' and leaves it out of the totals", async () => {
    const res = await quote([
      { productId: 'prod-002', quantity: 2 },
      { ...RANI_PINK, quantity: 1 },
      { productId: 'prod-008', quantity: 1 },
      { productId: 'prod-002', variantId: 'prod-014-v1', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const lines = res.json().lines as Line[];
    expect(
      lines.map((l) => [l.variantId, l.variantLabel, l.quantity, l.maxQuantity, l.issue]),
    ).toEqual([
      [null, '', 0, 0, 'choose-variant'],
      ['prod-002-v1', 'Rani Pink', 1, 10, null],
      ['prod-008-v1', '', 1, 10, null],
      ['prod-014-v1', '', 0, 0, 'unavailable'],
    ]);
    expect(lines[1]).toMatchObject({
      sku: 'SKU-prod-002-RANI-PINK',
      options: [{ name: 'Shade', value: 'Rani Pink' }],
      swatchHex: '#c2185b',
      unitPrice: 649,
    });
    expect(res.json().totals).toMatchObject({ itemCount: 2, subtotal: 649 + 399 });
  });

  it('caps the units of one product across its shades, and flags a sold-out shade', async () => {
    await setStock(t.database, 'prod-002-v3', 0);
    const lines = (
      await quote([
        { ...RANI_PINK, quantity: 6 },
        { ...NUDE_CHAI, quantity: 6 },
        { productId: 'prod-002', variantId: 'prod-002-v3', quantity: 1 },
      ])
    ).json().lines as Line[];
    expect(lines.map((l) => [l.variantId, l.quantity, l.maxQuantity, l.issue])).toEqual([
      ['prod-002-v1', 6, 10, null],
      ['prod-002-v4', 4, 4, 'reduced'],
      ['prod-002-v3', 0, 0, 'out-of-stock'],
    ]);
  });

  it('sets lines by variant id or by a plain product’s id, and refuses a product in shades', async () => {
    const me = await customer();
    const byVariant = await me.call('PUT', '/api/store/cart/items/prod-002-v4', { quantity: 2 });
    expect(byVariant.statusCode).toBe(200);
    await me.call('PUT', '/api/store/cart/items/prod-002-v1', { quantity: 1 });
    const byProduct = await me.call('PUT', '/api/store/cart/items/prod-008', { quantity: 3 });
    expect(byProduct.statusCode).toBe(200);
    expect(
      (byProduct.json().lines as Line[]).map((l) => [l.productId, l.variantId, l.quantity]),
    ).toEqual([
      ['prod-002', 'prod-002-v4', 2],
      ['prod-002', 'prod-002-v1', 1],
      ['prod-008', 'prod-008-v1', 3],
    ]);
    const shaded = await me.call('PUT', '/api/store/cart/items/prod-002', { quantity: 1 });
    expect(shaded.statusCode).toBe(404);
    expect(shaded.json().detail).toBe(`Choose a shade of ${LIPSTICK}. Send the variant's id.`);
    // Ten units of the lipstick at most, whatever the shades.
    const capped = await me.call('PUT', '/api/store/cart/items/prod-002-v4', { quantity: 10 });
    expect((capped.json().lines as Line[])[0]).toMatchObject({ quantity: 9, issue: null });

    const removed = await me.call('DELETE', '/api/store/cart/items/prod-002-v1');
    expect((removed.json().lines as Line[]).map((l) => l.variantId)).toEqual([
      'prod-002-v4',
      'prod-008-v1',
    ]);
    // An old client removing the product by its id removes all of its shades.
    await me.call('PUT', '/api/store/cart/items/prod-002-v1', { quantity: 1 });
    const gone = await me.call('DELETE', '/api/store/cart/items/prod-002');
    expect((gone.json().lines as Line[]).map((l) => l.variantId)).toEqual(['prod-008-v1']);
  });

  it('merges a browser cart by variant, and takes ordered variants out of the server cart', async () => {
    const me = await customer();
    await me.call('PUT', '/api/store/cart/items/prod-002-v1', { quantity: 2 });
    const merged = await me.call('POST', '/api/store/cart/merge', {
      items: [
        { ...RANI_PINK, quantity: 1 },
        { ...NUDE_CHAI, quantity: 1 },
        { productId: 'prod-008', quantity: 1 },
        { productId: 'prod-002', quantity: 1 },
      ],
    });
    expect((merged.json().lines as Line[]).map((l) => [l.variantId, l.quantity])).toEqual([
      ['prod-002-v1', 3],
      ['prod-002-v4', 1],
      ['prod-008-v1', 1],
    ]);
    await place(me, [{ ...NUDE_CHAI, quantity: 1 }]);
    const cart = (await me.call('GET', '/api/store/cart')).json();
    expect((cart.lines as Line[]).map((l) => l.variantId)).toEqual(['prod-002-v1', 'prod-008-v1']);
  });
});
