// The vendor's catalogue endpoints (/api/vendor/products): fetchers, query options and hooks.
// Every change invalidates the vendor's product queries, so the list and the form agree.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CsvImportResult,
  ImageUpload,
  ProductCreateSchema,
  ProductDeleted,
  ProductImagesUpdate,
  ProductPatch,
  VendorProduct,
  VendorProductList,
} from '../../../domain/schemas/vendor-products';
import type { z } from 'zod';
import { vendorApi, vendorUpload } from './vendor-api';

export const vendorProductKeys = {
  all: ['vendor', 'products'] as const,
  list: (query: string) => ['vendor', 'products', 'list', query] as const,
  one: (id: string) => ['vendor', 'products', 'one', id] as const,
};

const productPath = (id: string) => `/api/vendor/products/${encodeURIComponent(id)}`;

/** `query` is the list page's URL search string, passed to the API as it is. */
export const vendorProductListQuery = (query: string) =>
  queryOptions({
    queryKey: vendorProductKeys.list(query),
    queryFn: ({ signal }) =>
      vendorApi<VendorProductList>(`/api/vendor/products?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const vendorProductQuery = (id: string) =>
  queryOptions({
    queryKey: vendorProductKeys.one(id),
    queryFn: ({ signal }) => vendorApi<VendorProduct>(productPath(id), { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useVendorProducts = (query: string) => useQuery(vendorProductListQuery(query));
export const useVendorProduct = (id: string) => useQuery(vendorProductQuery(id));

/** A mutation whose answer is the product: the cache gets it at once, the lists reload. */
function useProductMutation<TVariables, TResult>(request: (v: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      const product = result as Partial<VendorProduct> | undefined;
      if (product?.id && product.images) {
        queryClient.setQueryData(vendorProductKeys.one(product.id), product as VendorProduct);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...vendorProductKeys.all, 'list'] }),
  });
}

export const useCreateProduct = () =>
  useProductMutation((body: ProductCreateInput) =>
    vendorApi<VendorProduct>('/api/vendor/products', { method: 'POST', body }),
  );

type ProductCreateInput = z.input<typeof ProductCreateSchema>;

/** A picture for a product not saved yet (issue #37): the create request names it by its id. */
export const uploadNewProductImage = (file: File) =>
  vendorUpload<ImageUpload>('/api/vendor/image-uploads', file, {});

export const useUpdateProduct = () =>
  useProductMutation(({ id, patch }: { id: string; patch: ProductPatch }) =>
    vendorApi<VendorProduct>(productPath(id), { method: 'PATCH', body: patch }),
  );

export const useDuplicateProduct = () =>
  useProductMutation((id: string) =>
    vendorApi<VendorProduct>(`${productPath(id)}/duplicate`, { method: 'POST' }),
  );

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => vendorApi<ProductDeleted>(productPath(id), { method: 'DELETE' }),
    onSettled: (_result, _error, id) => {
      queryClient.removeQueries({ queryKey: vendorProductKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: [...vendorProductKeys.all, 'list'] });
    },
  });
}

export const useUploadProductImage = () =>
  useProductMutation(({ id, file, alt }: { id: string; file: File; alt?: string }) =>
    vendorUpload<VendorProduct>(`${productPath(id)}/images`, file, alt ? { alt } : {}),
  );

export const useUpdateProductImages = () =>
  useProductMutation(({ id, body }: { id: string; body: ProductImagesUpdate }) =>
    vendorApi<VendorProduct>(`${productPath(id)}/images`, { method: 'PATCH', body }),
  );

export const useDeleteProductImage = () =>
  useProductMutation(({ id, imageId }: { id: string; imageId: string }) =>
    vendorApi<VendorProduct>(`${productPath(id)}/images/${encodeURIComponent(imageId)}`, {
      method: 'DELETE',
    }),
  );

export const useImportProducts = () =>
  useProductMutation((file: File) =>
    vendorUpload<CsvImportResult>('/api/vendor/products/import', file),
  );

/** The export is a plain download link carrying the list's filters (the cookie goes along). */
export function exportUrl(listQuery: string): string {
  const params = new URLSearchParams(listQuery);
  params.delete('page');
  params.delete('limit');
  const query = params.toString();
  return `/api/vendor/products/export.csv${query ? `?${query}` : ''}`;
}
