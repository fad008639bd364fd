// Angle Admin's routes that name a customer, a vendor, a product, an order or a contact
// message: only the admin reaches them; everyone else is turned away before the object is looked
// up. Customer A's order comes from store-cases.ts (seeded earlier).
import { createPromotion } from '../../modules/promotions/promotions';
import type { OwnershipModule } from './ownership';

export const adminObjects: OwnershipModule = {
  name: 'Angle Admin',
  audience: 'admin',
  async seed(t, { customerA }) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      payload: {
        name: 'Ananya',
        email: customerA.email,
        message: 'Where is my parcel, please?',
      },
    });
    if (sent.statusCode !== 201) throw new Error(`seeding a message: ${sent.body}`);
    const promotion = await createPromotion(
      t.database.db,
      { role: 'admin' },
      {
        name: 'Owned by the admin',
        kind: 'flat',
        flatOff: 200,
        scope: 'cart',
        minGoods: 999,
      },
    );
    // Issue #37: a search synonym, written as the seed migration writes them.
    await t.database.query(
      `INSERT INTO search_synonyms (id, term, synonyms) VALUES ('syn-owned', 'owned word', '{other word}')`,
    );
    return {
      messageId: (sent.json() as { id: string }).id,
      promotionId: promotion.id,
      synonymId: 'syn-owned',
    };
  },
  cases: [
    { route: 'GET /api/admin/products/:id', params: (ids) => ({ id: ids.productId! }) },
    {
      route: 'PATCH /api/admin/products/:id',
      params: (ids) => ({ id: ids.productId! }),
      request: () => ({ payload: { isFeatured: true } }),
    },
    {
      route: 'PATCH /api/admin/products/:id/variants/:variantId',
      params: (ids) => ({ id: ids.productId!, variantId: ids.variantId! }),
      request: () => ({ payload: { stockQuantity: 0 } }),
    },
    { route: 'DELETE /api/admin/products/:id', params: (ids) => ({ id: ids.productId! }) },
    { route: 'GET /api/admin/customers/:id', params: (ids) => ({ id: ids.customerId! }) },
    {
      route: 'POST /api/admin/customers/:id/block',
      params: (ids) => ({ id: ids.customerId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/customers/:id/unblock',
      params: (ids) => ({ id: ids.customerId! }),
    },
    { route: 'GET /api/admin/vendors/:id', params: (ids) => ({ id: ids.vendorId! }) },
    {
      route: 'POST /api/admin/vendors/:id/suspend',
      params: (ids) => ({ id: ids.vendorId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/vendors/:id/reactivate',
      params: (ids) => ({ id: ids.vendorId! }),
    },
    {
      route: 'PATCH /api/admin/vendors/:id/commission',
      params: (ids) => ({ id: ids.vendorId! }),
      request: () => ({ payload: { commissionRate: 1 } }),
    },
    { route: 'GET /api/admin/orders/:id', params: (ids) => ({ id: ids.customerOrderId! }) },
    {
      route: 'POST /api/admin/reviews/:id/hide',
      params: (ids) => ({ id: ids.reviewId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/reviews/:id/restore',
      params: (ids) => ({ id: ids.hiddenReviewId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/questions/:id/hide',
      params: (ids) => ({ id: ids.vendorQuestionId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/questions/:id/restore',
      params: (ids) => ({ id: ids.hiddenQuestionId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/answers/:id/hide',
      params: (ids) => ({ id: ids.vendorAnswerId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/answers/:id/restore',
      params: (ids) => ({ id: ids.hiddenAnswerId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/reported/:kind/:id/hide',
      params: (ids) => ({ kind: 'review', id: ids.reviewId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/reported/:kind/:id/keep',
      params: (ids) => ({ kind: 'answer', id: ids.vendorAnswerId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/orders/:id/groups/:groupId/status',
      params: (ids) => ({ id: ids.customerOrderId!, groupId: ids.customerGroupId! }),
      request: () => ({ payload: { to: 'cancelled', reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/orders/:id/cancel',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: () => ({ payload: { reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/orders/:id/refund',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: () => ({ payload: { amount: 100, reason: 'Taken over' } }),
    },
    {
      route: 'PATCH /api/admin/contact-messages/:id',
      params: (ids) => ({ id: ids.messageId! }),
      request: () => ({ payload: { handled: true } }),
    },
    {
      route: 'GET /api/admin/promotions/:id',
      params: (ids) => ({ id: ids.promotionId! }),
    },
    {
      route: 'PATCH /api/admin/promotions/:id',
      params: (ids) => ({ id: ids.promotionId! }),
      request: () => ({ payload: { name: 'Taken over', kind: 'flat', flatOff: 1, scope: 'cart' } }),
    },
    {
      route: 'POST /api/admin/promotions/:id/pause',
      params: (ids) => ({ id: ids.promotionId! }),
    },
    {
      route: 'POST /api/admin/promotions/:id/resume',
      params: (ids) => ({ id: ids.promotionId! }),
    },
    {
      route: 'POST /api/admin/promotions/:id/end',
      params: (ids) => ({ id: ids.promotionId! }),
    },
    // Issue #21: vendor X's payout and its run (seeded by modules/payouts/isolation-cases.ts).
    { route: 'GET /api/admin/payouts/:id', params: (ids) => ({ id: ids.vendorPayoutId! }) },
    {
      route: 'POST /api/admin/payouts/:id/paid',
      params: (ids) => ({ id: ids.vendorPayoutId! }),
      request: () => ({ payload: { utr: 'HDFCN52026112799' } }),
    },
    {
      route: 'GET /api/admin/settlements/:id/bank-upload.csv',
      params: (ids) => ({ id: ids.settlementRunId! }),
    },
    // Issue #38: vendor X's verification and its document (modules/seller-verification).
    { route: 'GET /api/admin/verifications/:id', params: (ids) => ({ id: ids.documentOwnerId! }) },
    {
      route: 'GET /api/admin/verifications/:id/documents/:documentId',
      params: (ids) => ({ id: ids.documentOwnerId!, documentId: ids.vendorDocumentId! }),
    },
    {
      route: 'POST /api/admin/verifications/:id/verify',
      params: (ids) => ({ id: ids.documentOwnerId! }),
      request: () => ({ payload: {} }),
    },
    {
      route: 'POST /api/admin/verifications/:id/reject',
      params: (ids) => ({ id: ids.documentOwnerId! }),
      request: () => ({ payload: { reason: 'The cheque is not readable.' } }),
    },
    // Issue #37: the search synonyms.
    {
      route: 'PUT /api/admin/search-synonyms/:id',
      params: (ids) => ({ id: ids.synonymId! }),
      request: () => ({ payload: { term: 'owned word', synonyms: ['changed word'] } }),
    },
    { route: 'DELETE /api/admin/search-synonyms/:id', params: (ids) => ({ id: ids.synonymId! }) },
  ],
};
