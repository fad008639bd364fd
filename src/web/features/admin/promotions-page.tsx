// '/admin/promotions': every offer on Angle (issue #20), the platform's and the brands'.
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AdminProduct } from '../../../domain/schemas/admin';
import { PromotionsList } from '../promotions/promotions-list';
import type { ScopeSources } from '../promotions/scope-picker';
import { adminApi, type ListPage } from './admin-api';
import { useVendorOptions } from './products-api';

async function searchProducts(search: string, vendorId: string, signal: AbortSignal) {
  const query = new URLSearchParams({ limit: '100' });
  if (search) query.set('search', search);
  if (vendorId) query.set('vendor', vendorId);
  const page = await adminApi<ListPage<AdminProduct>>(`/api/admin/products?${query}`, { signal });
  return page.items.map((p) => ({ id: p.id, name: `${p.name} · ${p.vendorName}` }));
}

export function AdminPromotionsPage() {
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
