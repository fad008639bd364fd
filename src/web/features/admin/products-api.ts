// /api/admin/products and the vendor list its filter uses.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductPatch,
  AdminVariantPatch,
  ProductRemoval,
} from '../../../domain/schemas/admin';
import { adminApi, adminPath, type ListPage, adminListQuery } from './admin-api';

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (query: string) => ['admin', 'products', 'list', query] as const,
  vendorOptions: ['admin', 'vendor-options'] as const,
};

export const adminProductsQuery = (query: string) =>
  adminListQuery<ListPage<AdminProduct>>(productKeys.list(query), '/api/admin/products', query);

export const useAdminProducts = (query: string) => useQuery(adminProductsQuery(query));

export interface VendorOption {
  id: string;
  name: string;
  status: 'active' | 'suspended';
}

export const useVendorOptions = () =>
  useQuery({
    queryKey: productKeys.vendorOptions,
    queryFn: ({ signal }) =>
      adminApi<{ items: VendorOption[] }>('/api/admin/vendor-options', { signal }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminProductPatch }) =>
      adminApi<AdminProduct>(adminPath('products', id), { method: 'PATCH', body: patch }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminApi<ProductRemoval>(adminPath('products', id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** One variant's price and stock (`PATCH /api/admin/products/{id}/variants/{variantId}`). */
export function useUpdateVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      variantId,
      patch,
    }: {
      productId: string;
      variantId: string;
      patch: AdminVariantPatch;
    }) =>
      adminApi<AdminProduct>(
        adminPath('products', productId, `/variants/${encodeURIComponent(variantId)}`),
        { method: 'PATCH', body: patch },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
