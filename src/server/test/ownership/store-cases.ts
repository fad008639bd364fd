// Customer A's address, order, cart line, wishlist heart and reviews, and the routes that name
// them.
import { orderBody, type Shopper } from '../../modules/orders/test-shoppers';
import { giveOrderLine, reviewBody } from '../../modules/reviews/test-reviews';
import { shipGroup } from '../../modules/tax-invoices/test-invoices';
import { pngImage } from '../../modules/vendor-catalog/test-vendor';
import type { TestApp } from '../app-harness';
import { multipart } from '../multipart';
import type { OwnershipModule } from './ownership';

const ADDRESS = {
  fullName: 'Ananya Iyer',
  phone: '9812345678',
  line1: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

async function expectStatus(
  res: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (res.statusCode !== status) throw new Error(`seeding ${what}: ${res.statusCode} ${res.body}`);
}

export const customerStoreOwnership: OwnershipModule = {
  name: "a customer's account, cart, orders and wishlist",
  audience: 'customer',
  async seed(t, { customerA, customerB }) {
    // Customer B has a cart of their own already, so their removals below have nothing to write.
    await customerB.call('PUT', '/api/store/cart/items/prod-004', { quantity: 1 });
    await customerB.call('DELETE', '/api/store/cart/items/prod-004');
    const address = await customerA.call('POST', '/api/store/account/addresses', ADDRESS);
    await expectStatus(address, 201, 'an address');
    const order = await customerA.placeOrder(orderBody([{ productId: 'prod-001', quantity: 1 }]));
    await expectStatus(order, 201, 'an order');
    await expectStatus(
      await customerA.call('PUT', '/api/store/cart/items/prod-002-v1', { quantity: 2 }),
      200,
      'a cart line',
    );
    const heart = await customerA.call('PUT', '/api/store/wishlist/prod-003');
    if (heart.statusCode >= 300) throw new Error(`seeding a heart: ${heart.body}`);
    const placed = order.json() as { id: string; groups: Array<{ id: string }> };
    // Issue #21: a second order that shipped, so it has a tax invoice (vendor 1 has tax details).
    const shipped = await customerA.placeOrder(orderBody([{ productId: 'prod-001', quantity: 1 }]));
    await expectStatus(shipped, 201, 'an order to ship');
    const invoiced = shipped.json() as { id: string; groups: Array<{ id: string }> };
    await shipGroup(t.database.db, invoiced.groups[0]!.id);
    const [invoice] = await t.database.query<{ id: string }>(
      'SELECT id FROM tax_documents WHERE order_id = $1',
      [invoiced.id],
    );
    const reviews = await seedReviews(t, customerA);
    // Issue #39: a failed delivery of A's shipped order, for A alone to answer.
    const [issue] = await t.database.query<{ id: string }>(
      `INSERT INTO delivery_issues (id, order_id, group_id, reported_by, reason, attempted_at)
       VALUES (gen_random_uuid()::text, $1, $2, 'vendor', 'Nobody was home', now()) RETURNING id`,
      [invoiced.id, invoiced.groups[0]!.id],
    );
    // Issue #39: A's order has a cash-on-delivery confirmation to read (already confirmed, so its
    // seller's cases see it as before).
    await t.database.query(`UPDATE orders SET cod_confirmation = 'confirmed' WHERE id = $1`, [
      placed.id,
    ]);
    await t.database.query(
      `INSERT INTO cod_confirmations (order_id, phone, reasons, confirm_by)
       VALUES ($1, '9876543210', '["first-order"]', now() + interval '1 hour')`,
      [placed.id],
    );
    return {
      ...reviews,
      addressId: (address.json() as { id: string }).id,
      // Not `orderId`: vendor X's order (vendor-orders/isolation-cases.ts) goes by that name.
      customerOrderId: placed.id,
      customerGroupId: placed.groups[0]!.id,
      invoicedOrderIdOfA: invoiced.id,
      customerInvoiceId: invoice!.id,
      customerIssueId: issue!.id,
      cartProductId: 'prod-002-v1',
      wishedProductId: 'prod-003',
    };
  },
  cases: [
    {
      route: 'PATCH /api/store/account/addresses/:id',
      params: (ids) => ({ id: ids.addressId! }),
      request: () => ({ payload: { city: 'Mysuru', isDefault: true } }),
    },
    {
      route: 'DELETE /api/store/account/addresses/:id',
      params: (ids) => ({ id: ids.addressId! }),
    },
    { route: 'GET /api/store/orders/:id', params: (ids) => ({ id: ids.customerOrderId! }) },
    {
      route: 'GET /api/store/orders/:id/tax-documents',
      params: (ids) => ({ id: ids.invoicedOrderIdOfA! }),
    },
    {
      route: 'GET /api/store/orders/:id/tax-documents/:documentId/pdf',
      params: (ids) => ({ id: ids.invoicedOrderIdOfA!, documentId: ids.customerInvoiceId! }),
    },
    {
      route: 'POST /api/store/orders/:id/cancel',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: (ids) => ({
        payload: { groupId: ids.customerGroupId!, reason: 'Not mine to cancel' },
      }),
    },
    // Issue #39: answering someone else's failed delivery is a 404, as a missing one is.
    {
      route: 'POST /api/store/orders/:id/delivery-issues/:issueId',
      params: (ids) => ({ id: ids.invoicedOrderIdOfA!, issueId: ids.customerIssueId! }),
      request: () => ({ payload: { choice: 'cancel' } }),
    },
    // Paying for someone else's order: customer A's order is cash on delivery, so even A would be
    // refused (409); B must get the 404 a missing order gets, before anything else is checked.
    {
      route: 'POST /api/store/orders/:id/payment',
      params: (ids) => ({ id: ids.customerOrderId! }),
    },
    // Issue #39: another customer's cash-on-delivery code is not found, before the code is read.
    {
      route: 'GET /api/store/orders/:id/cod-confirmation',
      params: (ids) => ({ id: ids.customerOrderId! }),
    },
    {
      route: 'POST /api/store/orders/:id/cod-confirmation/send',
      params: (ids) => ({ id: ids.customerOrderId! }),
    },
    {
      route: 'POST /api/store/orders/:id/cod-confirmation',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: () => ({ payload: { code: '123456' } }),
    },
    {
      route: 'POST /api/store/orders/:id/payment/confirm',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: () => ({
        payload: {
          razorpay_order_id: 'order_TakenOver00001',
          razorpay_payment_id: 'pay_TakenOver000001',
          razorpay_signature: 'ab'.repeat(32),
        },
      }),
    },
    // A cart or wishlist line is named by its product: another customer can only ever reach
    // their own list. Setting a line for a product nobody may buy (vendor X's draft) is a 404.
    {
      route: 'PUT /api/store/cart/items/:itemId',
      params: (ids) => ({ itemId: ids.draftProductId! }),
      request: () => ({ payload: { quantity: 1 } }),
    },
    {
      route: 'DELETE /api/store/cart/items/:itemId',
      params: (ids) => ({ itemId: ids.cartProductId! }),
      strangerStatus: 200,
    },
    {
      route: 'PUT /api/store/wishlist/:productId',
      params: (ids) => ({ productId: ids.draftProductId! }),
    },
    {
      route: 'DELETE /api/store/wishlist/:productId',
      params: (ids) => ({ productId: ids.wishedProductId! }),
      strangerStatus: 204,
    },
    // Customer A's review: only A edits it, deletes it or changes its photos.
    {
      route: 'PATCH /api/store/reviews/:id',
      params: (ids) => ({ id: ids.reviewId! }),
      request: () => ({ payload: { rating: 1 } }),
    },
    { route: 'DELETE /api/store/reviews/:id', params: (ids) => ({ id: ids.reviewId! }) },
    {
      route: 'POST /api/store/reviews/:id/photos',
      params: (ids) => ({ id: ids.reviewId! }),
      request: async () => {
        const { payload, headers } = multipart({
          filename: 'taken.png',
          contentType: 'image/png',
          data: await pngImage(400, 400),
        });
        return { payload, headers };
      },
    },
    {
      route: 'DELETE /api/store/reviews/:id/photos/:photoId',
      params: (ids) => ({ id: ids.reviewId!, photoId: ids.reviewPhotoId! }),
    },
    // Any customer may vote for or report a published review; a hidden one is a 404 to all.
    { route: 'PUT /api/store/reviews/:id/helpful', params: (ids) => ({ id: ids.hiddenReviewId! }) },
    {
      route: 'POST /api/store/reviews/:id/reports',
      params: (ids) => ({ id: ids.hiddenReviewId! }),
      request: () => ({ payload: { reason: 'spam' } }),
    },
    // Issue #38: a hidden question or answer cannot be reported by anyone either.
    {
      route: 'POST /api/store/questions/:id/reports',
      params: (ids) => ({ id: ids.hiddenQuestionId! }),
      request: () => ({ payload: { reason: 'offensive' } }),
    },
    {
      route: 'POST /api/store/answers/:id/reports',
      params: (ids) => ({ id: ids.hiddenAnswerId! }),
      request: () => ({ payload: { reason: 'off-topic' } }),
    },
    // Any customer who received the product may answer a published question; a hidden one is a
    // 404 to all.
    {
      route: 'POST /api/store/questions/:id/answers',
      params: (ids) => ({ id: ids.hiddenQuestionId! }),
      request: () => ({ payload: { text: 'It suits oily skin well in summer.' } }),
    },
  ],
};

/** Customer A's published review of prod-012 (with a photo) and a hidden one of prod-013, and
 * A's hidden question about prod-012 with A's hidden answer. */
async function seedReviews(t: TestApp, customerA: Shopper) {
  const ids: Record<string, string> = {};
  for (const [name, productId] of [
    ['reviewId', 'prod-012'],
    ['hiddenReviewId', 'prod-013'],
  ] as const) {
    await giveOrderLine(t.database, customerA.userId, productId);
    const res = await customerA.call('POST', '/api/store/reviews', reviewBody(productId));
    await expectStatus(res, 201, 'a review');
    ids[name] = (res.json() as { id: string }).id;
  }
  const photo = multipart({
    filename: 'mine.png',
    contentType: 'image/png',
    data: await pngImage(400, 400),
  });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/store/reviews/${ids.reviewId}/photos`,
    headers: { cookie: customerA.cookie, ...photo.headers },
    payload: photo.payload,
  });
  await expectStatus(added, 201, 'a review photo');
  ids.reviewPhotoId = (added.json() as { photos: Array<{ id: string }> }).photos[0]!.id;
  await t.database.query("UPDATE reviews SET status = 'hidden' WHERE id = $1", [
    ids.hiddenReviewId,
  ]);
  // Customer A asks about prod-012 (which A received) and answers; then both are hidden.
  const asked = await customerA.call('POST', '/api/store/questions', {
    productId: 'prod-012',
    text: 'Is this suitable for oily skin?',
  });
  await expectStatus(asked, 201, 'a question');
  ids.hiddenQuestionId = (asked.json() as { id: string }).id;
  const answered = await customerA.call(
    'POST',
    `/api/store/questions/${ids.hiddenQuestionId}/answers`,
    { text: 'Yes, it sits well on my oily skin.' },
  );
  await expectStatus(answered, 201, 'an answer');
  ids.hiddenAnswerId = (answered.json() as { answers: Array<{ id: string }> }).answers[0]!.id;
  await t.database.query("UPDATE questions SET status = 'hidden' WHERE id = $1", [
    ids.hiddenQuestionId,
  ]);
  await t.database.query("UPDATE answers SET status = 'hidden' WHERE id = $1", [
    ids.hiddenAnswerId,
  ]);
  return ids;
}
