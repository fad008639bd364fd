// The Promotions pages' bodies (issue #20): every offer on Angle for the admin, the vendor's own
// offers on its own products for a vendor. Loaded by promotions-pages.tsx.
import type { AdminProduct } from '../../../domain/schemas/admin';
import type { VendorProductList } from '../../../domain/schemas/vendor-products';
import { useDocumentTitle } from '../../lib/use-document-title';
import { adminApi, type ListPage } from '../admin/admin-api';
import { useVendorOptions } from '../admin/products-api';
import { useAuthStore } from '../auth/auth-store';
import { vendorApi } from '../vendor/vendor-api';
import { PromotionsList } from './promotions-list';
import type { ScopeSources } from './scope-picker';

async function searchProducts(search: string, vendorId: string, signal: AbortSignal) {
  const query = new URLSearchParams({ limit: '100' });
  if (search) query.set('search', search);
  if (vendorId) query.set('vendor', vendorId);
  const page = await adminApi<ListPage<AdminProduct>>(`/api/admin/products?${query}`, { signal });
  return page.items.map((p) => ({ id: p.id, name: `${p.name} · ${p.vendorName}` }));
}

export function AdminPromotions() {
  useDocumentTitle('Promotions', 'Angle Admin');
  const vendors = useVendorOptions();
  const sources: ScopeSources = {
    area: 'admin',
    products: searchProducts,
    vendors: (vendors.data ?? []).map((v) => ({ id: v.id, name: v.name })),
  };
  return (
    <PromotionsList
      base="/api/admin/promotions"
      description="Offers and codes: who funds them, how often they were used and what they gave."
      sources={sources}
    />
  );
}

const sources: ScopeSources = {
  area: 'vendor',
  products: async (search, _vendorId, signal) => {
    const query = new URLSearchParams({ limit: '100' });
    if (search) query.set('search', search);
    const page = await vendorApi<VendorProductList>(`/api/vendor/products?${query}`, { signal });
    return page.items.map((p) => ({ id: p.id, name: p.name }));
  },
};

export function VendorPromotions() {
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
