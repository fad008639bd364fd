// Objects nobody may see through the storefront: vendor X's draft product, a suspended vendor's
// shop and a PIN code not in use. Every actor, the owner included, gets the same 404 as for a missing id.
import { createAccount } from '../../modules/auth/test-accounts';
import { createProduct } from '../../modules/vendor-catalog/products';
import { sampleProduct } from '../../modules/vendor-catalog/test-vendor';
import type { OwnershipModule } from './ownership';

export const hiddenStorefrontObjects: OwnershipModule = {
  name: 'hidden storefront objects',
  audience: 'public',
  async seed(t, { vendorX }) {
    const draft = await createProduct(
      t.database.db,
      vendorX.userId,
      sampleProduct({ name: 'Unreleased Kumkumadi Elixir', status: 'draft' }),
    );
    const suspended = await createAccount(t.database, 'vendor', { vendorStatus: 'suspended' });
    const [vendor] = await t.database.query<{ slug: string }>(
      'SELECT slug FROM vendors WHERE user_id = $1',
      [suspended.userId],
    );
    return { draftProductId: draft.id, suspendedSlug: vendor!.slug };
  },
  cases: [
    { route: 'GET /api/store/products/:id', params: (ids) => ({ id: ids.draftProductId! }) },
    {
      route: 'GET /api/store/products/:id/reviews',
      params: (ids) => ({ id: ids.draftProductId! }),
    },
    {
      route: 'GET /api/store/products/:id/questions',
      params: (ids) => ({ id: ids.draftProductId! }),
    },
    { route: 'GET /api/store/vendors/:slug', params: (ids) => ({ slug: ids.suspendedSlug! }) },
    // PIN codes are public data: the one nobody may look up is one the post does not use.
    { route: 'GET /api/store/pincodes/:pin', params: () => ({ pin: '999999' }) },
  ],
};
