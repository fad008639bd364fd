// Issue #19's API: verified buyers review once, ratings are computed in the review's own
// transaction (no drift under 50 parallel reviews), votes count once, owners alone edit, vendors
// reply to their own products' reviews, and the admin hides and restores with an audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ReviewList } from '../../../domain/schemas/reviews';
import { SEED_PRODUCTS } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { setOrderLimits, signedIn, type Shopper } from '../orders/test-shoppers';
import { askReturn, deliveredOrder, returnLines, vendorProducts } from '../returns/test-returns';
import {
  createPublishedProduct,
  pngImage,
  signedInVendor,
  type TestVendor,
} from '../vendor-catalog/test-vendor';
import { giveOrderLine, ratingAndRecount, reviewBody } from './test-reviews';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
}, 60_000);
afterAll(() => t.close());

async function buyer(productId: string, opts: { variantId?: string; status?: string } = {}) {
  const customer = await signedIn(t.app, t.database);
  await giveOrderLine(t.database, customer.userId, productId, opts);
  return customer;
}

const list = async (productId: string, query = '') =>
  (
    await t.app.inject({ url: `/api/store/products/${productId}/reviews?${query}` })
  ).json() as ReviewList;

describe('writing a review', () => {
  it('refuses a customer without a delivered line of the product with 403 and a clear message', async () => {
    const stranger = await signedIn(t.app, t.database);
    const res = await stranger.call('POST', '/api/store/reviews', reviewBody('prod-003'));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(REVIEW_MESSAGES.notBuyer);

    const waiting = await buyer('prod-003', { status: 'shipped' });
    const shipped = await waiting.call('POST', '/api/store/reviews', reviewBody('prod-003'));
    expect(shipped.statusCode).toBe(403);
    const mine = await waiting.call('GET', '/api/store/reviews/mine?productId=prod-003');
    expect(mine.json()).toMatchObject({ canReview: false, review: null });
  });

  it('publishes a verified buyer’s review with the shade bought, and refuses a second one (409)', async () => {
    const variantId = 'prod-002-v2';
    const customer = await buyer('prod-002', { variantId });
    const before = await list('prod-002');
    const mine = await customer.call('GET', '/api/store/reviews/mine?productId=prod-002');
    expect(mine.json()).toMatchObject({ canReview: true, review: null });
    const shade = mine.json().shade as string;
    expect(shade.length).toBeGreaterThan(0);

    const res = await customer.call('POST', '/api/store/reviews', reviewBody('prod-002', 1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ shade, verifiedBuyer: true, rating: 1 });

    const after = await list('prod-002');
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.distribution.find((d) => d.stars === 1)!.count).toBe(
      before.summary.distribution.find((d) => d.stars === 1)!.count + 1,
    );
    const { stored, recount } = await ratingAndRecount(t.database, 'prod-002');
    expect(stored).toEqual(recount);

    const again = await customer.call('POST', '/api/store/reviews', reviewBody('prod-002', 4));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(REVIEW_MESSAGES.already);
  });

  it('checks the text: 20 to 2,000 characters, 1 to 5 stars, field errors', async () => {
    const customer = await buyer('prod-004');
    const short = await customer.call(
      'POST',
      '/api/store/reviews',
      reviewBody('prod-004', 5, { text: 'Too short' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'text' })]),
    );
    const stars = await customer.call('POST', '/api/store/reviews', reviewBody('prod-004', 6));
    expect(stars.statusCode).toBe(400);
  });

  it('lets only the author edit or delete it', async () => {
    const author = await buyer('prod-006');
    const created = await author.call('POST', '/api/store/reviews', reviewBody('prod-006', 2));
    const id = created.json().id as string;
    const other = await buyer('prod-006');
    const edit = await other.call('PATCH', `/api/store/reviews/${id}`, { rating: 5 });
    expect(edit.statusCode).toBe(404);
    const del = await other.call('DELETE', `/api/store/reviews/${id}`);
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.query<{ rating: number }>(
      'SELECT rating FROM reviews WHERE id = $1',
      [id],
    );
    expect(row!.rating).toBe(2);

    const own = await author.call('PATCH', `/api/store/reviews/${id}`, { rating: 4 });
    expect(own.statusCode).toBe(200);
    expect(own.json().rating).toBe(4);
    let { stored, recount } = await ratingAndRecount(t.database, 'prod-006');
    expect(stored).toEqual(recount);
    expect((await author.call('DELETE', `/api/store/reviews/${id}`)).statusCode).toBe(204);
    ({ stored, recount } = await ratingAndRecount(t.database, 'prod-006'));
    expect(stored).toEqual(recount);
  });

  it('takes up to three photos, stored as WebP, and refuses a fourth', async () => {
    const customer = await buyer('prod-007');
    const id = (await customer.call('POST', '/api/store/reviews', reviewBody('prod-007'))).json()
      .id as string;
    const upload = async (who: Shopper, width: number) => {
      const { payload, headers } = multipart({
        filename: 'me.png',
        contentType: 'image/png',
        data: await pngImage(width, 400),
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/store/reviews/${id}/photos`,
        headers: { cookie: who.cookie, ...headers },
        payload,
      });
    };
    const stranger = await signedIn(t.app, t.database);
    expect((await upload(stranger, 400)).statusCode).toBe(404);
    for (const width of [400, 410, 420])
      expect((await upload(customer, width)).statusCode).toBe(201);
    const fourth = await upload(customer, 430);
    expect(fourth.statusCode).toBe(409);
    const photos = (await list('prod-007', 'withPhotos=true')).items[0]!.photos;
    expect(photos).toHaveLength(3);
    expect(photos[0]!.url).toMatch(/^\/media\/reviews\/.+-960\.webp$/);
    const removed = await customer.call(
      'DELETE',
      `/api/store/reviews/${id}/photos/${photos[0]!.id}`,
    );
    expect(removed.json().photos).toHaveLength(2);
  });
});

describe('ratings under concurrency', () => {
  it('leaves rating and reviewCount equal to an independent average and count after 50 parallel reviews', async () => {
    const productId = 'prod-010';
    const customers = [];
    for (let i = 0; i < 50; i++) customers.push(await buyer(productId));
    const stars = customers.map((_, i) => (i % 5) + 1);
    // Each from an address of its own: the write limit counts per address.
    const answers = await Promise.all(
      customers.map((c, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/reviews',
          headers: { cookie: c.cookie },
          remoteAddress: `10.19.0.${i + 1}`,
          payload: reviewBody(productId, stars[i]),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const { stored, recount } = await ratingAndRecount(t.database, productId);
    expect(stored).toEqual(recount);
    const seeded = SEED_PRODUCTS.find((p) => p.id === productId)!;
    expect(seeded).toBeDefined();
    expect(stored.count).toBeGreaterThanOrEqual(50);
    const summary = (await list(productId)).summary;
    expect(summary.count).toBe(stored.count);
    expect(summary.distribution.reduce((a, d) => a + d.count, 0)).toBe(stored.count);
  }, 120_000);
});

describe('rate limits', () => {
  it('stops review writes from one address after 20 an hour', async () => {
    const customer = await signedIn(t.app, t.database);
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/reviews',
        headers: { cookie: customer.cookie },
        remoteAddress: '10.20.0.1',
        payload: reviewBody('prod-014'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403));
    expect(statuses[20]).toBe(429);
  });
});

describe('helpful votes and reports', () => {
  it('counts one vote per customer and none from the author', async () => {
    const author = await buyer('prod-008');
    const id = (await author.call('POST', '/api/store/reviews', reviewBody('prod-008'))).json()
      .id as string;
    const fan = await signedIn(t.app, t.database);
    const first = await fan.call('PUT', `/api/store/reviews/${id}/helpful`);
    expect(first.statusCode).toBe(201);
    const second = await fan.call('PUT', `/api/store/reviews/${id}/helpful`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ helpfulCount: 1, voted: true });
    expect((await author.call('PUT', `/api/store/reviews/${id}/helpful`)).statusCode).toBe(409);
    const listed = await t.app.inject({
      url: '/api/store/products/prod-008/reviews?sort=helpful',
      headers: { cookie: fan.cookie },
    });
    expect((listed.json() as ReviewList).votedIds).toContain(id);
  });

  it('takes one report per customer, which the admin can filter by', async () => {
    const author = await buyer('prod-009');
    const id = (await author.call('POST', '/api/store/reviews', reviewBody('prod-009'))).json()
      .id as string;
    const reporter = await signedIn(t.app, t.database);
    const body = { reason: 'spam', note: 'Advertises another shop' };
    expect((await reporter.call('POST', `/api/store/reviews/${id}/reports`, body)).statusCode).toBe(
      204,
    );
    expect((await reporter.call('POST', `/api/store/reviews/${id}/reports`, body)).statusCode).toBe(
      409,
    );
    const reported = await admin.call('GET', '/api/admin/reviews?reported=true&limit=100');
    const found = reported.json().items.find((r: { id: string }) => r.id === id);
    expect(found).toMatchObject({
      reportCount: 1,
      reports: [{ reason: 'Spam: Advertises another shop' }],
    });
  });
});

describe('moderation', () => {
  it('hides a review out of the rating and back, with the reason in the audit trail', async () => {
    const author = await buyer('prod-011');
    const id = (await author.call('POST', '/api/store/reviews', reviewBody('prod-011', 1))).json()
      .id as string;
    const shown = await ratingAndRecount(t.database, 'prod-011');
    const hide = await admin.call('POST', `/api/admin/reviews/${id}/hide`, { reason: 'Abusive' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ status: 'hidden', hiddenReason: 'Abusive' });
    const hidden = await ratingAndRecount(t.database, 'prod-011');
    expect(hidden.stored).toEqual(hidden.recount);
    expect(hidden.stored.count).toBe(shown.stored.count - 1);
    expect(hidden.stored.rating).toBeGreaterThan(shown.stored.rating);
    expect((await list('prod-011')).items.map((r) => r.id)).not.toContain(id);
    expect((await author.call('PUT', `/api/store/reviews/${id}/helpful`)).statusCode).toBe(404);

    const again = await admin.call('POST', `/api/admin/reviews/${id}/hide`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    const restore = await admin.call('POST', `/api/admin/reviews/${id}/restore`, {
      reason: 'Appeal accepted',
    });
    expect(restore.statusCode).toBe(200);
    expect((await ratingAndRecount(t.database, 'prod-011')).stored).toEqual(shown.stored);
    const audit = await t.database.query<{ action: string; changes: { reason: string } }>(
      "SELECT action, changes FROM audit_log WHERE entity = 'review' AND entity_id = $1 ORDER BY created_at",
      [id],
    );
    expect(audit.map((a) => [a.action, a.changes.reason])).toEqual([
      ['review.hide', 'Abusive'],
      ['review.restore', 'Appeal accepted'],
    ]);
  });

  it('lets a vendor reply (once, editable) only to reviews of its own products', async () => {
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const other = await signedIn(t.app, t.database, 'vendor');
    const product = await createPublishedProduct(t.database.db, vendor.userId, {
      name: 'Saffron Night Cream',
      description: 'A rich night cream.',
      category: 'skin',
      subcategory: 'face',
      tags: [],
      price: 899,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 10,
      lowStockThreshold: 2,
      status: 'published',
    });
    const author = await buyer(product.id);
    const id = (await author.call('POST', '/api/store/reviews', reviewBody(product.id, 4))).json()
      .id as string;
    const denied = await other.call('PUT', `/api/vendor/reviews/${id}/reply`, { text: 'Thanks!' });
    expect(denied.statusCode).toBe(404);
    expect((await other.call('GET', '/api/vendor/reviews')).json().items).toEqual([]);
    const reply = await vendor.call('PUT', `/api/vendor/reviews/${id}/reply`, { text: 'Thanks!' });
    expect(reply.statusCode).toBe(200);
    const edited = await vendor.call('PUT', `/api/vendor/reviews/${id}/reply`, {
      text: 'Thank you, glad it suits you.',
    });
    expect(edited.json().reply.text).toBe('Thank you, glad it suits you.');
    const listed = await vendor.call('GET', '/api/vendor/reviews?rating=4');
    expect(listed.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await list(product.id)).items[0]!.reply!.text).toBe('Thank you, glad it suits you.');
  });
});

describe('the verified buyer badge (issue #33)', () => {
  let vendor: TestVendor;
  beforeAll(async () => {
    vendor = await signedInVendor(t);
    await setOrderLimits(t.database);
  }, 60_000);

  /** A customer's delivered cash order of `quantity` units of a new product of the vendor's. */
  async function delivered(quantity: number) {
    const [productId] = await vendorProducts(vendor, [499]);
    const customer = await signedIn(t.app, t.database);
    const order = await deliveredOrder(customer, vendor, [{ productId: productId!, quantity }]);
    return { customer, order, productId: productId! };
  }

  /** The customer returns `quantity` units of the order's line; the vendor receives them and the
   * admin refunds them (by UPI: a cash order). */
  async function returnedAndRefunded(customer: Shopper, orderId: string, quantity: number) {
    const { lines } = await returnLines(customer, orderId);
    const asked = await askReturn(customer, orderId, [{ itemId: lines[0]!.itemId, quantity }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ id: string }>().id;
    for (const payload of [
      { to: 'approved', pickup: 'Courier tomorrow, 10–1' },
      { to: 'picked-up' },
      { to: 'received', restock: [] },
    ]) {
      const moved = await vendor.call('POST', `/api/vendor/returns/${id}/status`, { payload });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const refunded = await admin.call('POST', `/api/admin/returns/${id}/refund`, {
      method: 'upi',
      reference: 'UPI4471203381',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
  }

  const badgeOf = async (productId: string) =>
    (await list(productId)).items.map((r) => r.verifiedBuyer);

  it('is not given to a review of a product whose only unit was returned and refunded', async () => {
    const { customer, order, productId } = await delivered(1);
    await returnedAndRefunded(customer, order.id, 1);
    const res = await customer.call('POST', '/api/store/reviews', reviewBody(productId, 2));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ verifiedBuyer: false });
    expect(await badgeOf(productId)).toEqual([false]);
  }, 60_000);

  it('is taken from a review once its only unit is returned and refunded', async () => {
    const { customer, order, productId } = await delivered(1);
    const res = await customer.call('POST', '/api/store/reviews', reviewBody(productId, 1));
    expect(res.json()).toMatchObject({ verifiedBuyer: true });
    const before = await ratingAndRecount(t.database, productId);

    await returnedAndRefunded(customer, order.id, 1);
    expect(await badgeOf(productId)).toEqual([false]);
    const mine = await customer.call('GET', `/api/store/reviews/mine?productId=${productId}`);
    expect(mine.json().review).toMatchObject({ verifiedBuyer: false });
    // Ratings are a plain average of published reviews (decision 014): the review still counts.
    expect(await ratingAndRecount(t.database, productId)).toEqual(before);
  }, 60_000);

  it('stays while a delivered unit is kept: 2 bought, 1 returned and refunded', async () => {
    const { customer, order, productId } = await delivered(2);
    const res = await customer.call('POST', '/api/store/reviews', reviewBody(productId, 4));
    expect(res.json()).toMatchObject({ verifiedBuyer: true });
    await returnedAndRefunded(customer, order.id, 1);
    expect(await badgeOf(productId)).toEqual([true]);
  }, 60_000);
});

describe('the product page list', () => {
  it('sorts, filters and pages, with a 5-to-1 distribution', async () => {
    const all = await list('prod-001', 'limit=100');
    expect(all.summary.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    const highest = (await list('prod-001', 'sort=highest&limit=100')).items.map((r) => r.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await list('prod-001', 'sort=lowest&limit=100')).items.map((r) => r.rating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const fives = await list('prod-001', 'stars=5&limit=100');
    expect(fives.total).toBe(all.summary.distribution[0]!.count);
    const page = await list('prod-001', 'limit=1&page=2&sort=newest');
    expect(page.items).toHaveLength(Math.min(1, Math.max(0, all.total - 1)));
    expect((await t.app.inject({ url: '/api/store/products/nope/reviews' })).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('backs every demo product’s rating and review count by its review rows', async () => {
    for (const p of SEED_PRODUCTS) {
      const { stored, recount } = await ratingAndRecount(t.database, p.id);
      expect(stored, p.id).toEqual(recount);
      expect(stored.count, p.id).toBeGreaterThan(0);
    }
    // Every demo reviewer received what they reviewed and returned nothing.
    const unverified = await t.database.query(
      "SELECT id FROM reviews WHERE user_id LIKE 'seed-customer-%' AND NOT verified_buyer",
    );
    expect(unverified).toEqual([]);
  });
});
