// '/vendor/promotions': the vendor's own offers (issue #20), on its own products and funded by it.
import type { VendorProductList } from '../../../domain/schemas/vendor-products';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthStore } from '../auth/auth-store';
import { PromotionsList } from '../promotions/promotions-list';
import type { ScopeSources } from '../promotions/scope-picker';
import { vendorApi } from './vendor-api';

const sources: ScopeSources = {
  area: 'vendor',
  products: async (search, _vendorId, signal) => {
    const query = new URLSearchParams({ limit: '100' });
    if (search) query.set('search', search);
    const page = await vendorApi<VendorProductList>(`/api/vendor/products?${query}`, { signal });
    return page.items.map((p) => ({ id: p.id, name: p.name }));
  },
};

export function VendorPromotionsPage() {
  useDocumentTitle('Promotions', 'Angle Vendor Portal');
  const vendorId = useAuthStore((state) => state.vendorData?.id);
  return (
    <PromotionsList
      base="/api/vendor/promotions"
      description="Your offers on your own products: their uses and what they cost you."
      sources={sources}
      vendorId={vendorId ?? ''}
    />
  );
}
