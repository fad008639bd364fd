// How the isolation test aims /api/vendor/reviews/:id at another vendor's review (issue #19):
// the owner's product has a review by a customer whose order of it was delivered.
import type { IsolationModule } from '../../test/route-table';
import { signedIn } from '../orders/test-shoppers';
import { createPublishedProduct, sampleProduct } from '../vendor-catalog/test-vendor';
import { giveOrderLine, reviewBody } from './test-reviews';

export const vendorReviewsIsolation: IsolationModule = {
  name: 'vendor reviews',
  async seed(t, ownerUserId) {
    const product = await createPublishedProduct(
      t.database.db,
      ownerUserId,
      sampleProduct({ name: 'Owner’s Saffron Face Oil', status: 'published' }),
    );
    const customer = await signedIn(t.app, t.database);
    await giveOrderLine(t.database, customer.userId, product.id);
    const res = await customer.call('POST', '/api/store/reviews', reviewBody(product.id, 4));
    if (res.statusCode !== 201) throw new Error(`review not written: ${res.body}`);
    return { vendorReviewId: (res.json() as { id: string }).id };
  },
  cases: [
    {
      route: 'PUT /api/vendor/reviews/:id/reply',
      params: (ids) => ({ id: ids.vendorReviewId! }),
      request: () => ({ payload: { text: 'Thank you for your review!' } }),
    },
  ],
};
