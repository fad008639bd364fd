// The vendor's tax details (/api/vendor/settings/tax), the categories' HSN codes and GST rates,
// and a product's own code and rate (/api/vendor/products/:id/tax), issue #21.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HsnCodeList,
  ProductTax,
  ProductTaxUpdate,
  VendorTaxDetails,
  VendorTaxDetailsUpdate,
} from '../../../domain/schemas/tax-invoices';
import { vendorSettingsKeys } from './settings-api';
import { vendorApi } from './vendor-api';

export const vendorTaxKeys = {
  details: ['vendor', 'settings', 'tax'] as const,
  hsnCodes: ['vendor', 'hsn-codes'] as const,
  product: (id: string) => ['vendor', 'products', id, 'tax'] as const,
};

export const useVendorTaxDetails = () =>
  useQuery({
    queryKey: vendorTaxKeys.details,
    queryFn: ({ signal }) => vendorApi<VendorTaxDetails>('/api/vendor/settings/tax', { signal }),
  });

export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorTaxDetailsUpdate) =>
      vendorApi<VendorTaxDetails>('/api/vendor/settings/tax', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vendorTaxKeys.details, saved);
      // The profile carries the GSTIN too.
      void queryClient.invalidateQueries({ queryKey: vendorSettingsKeys.profile });
    },
  });
}

export const useVendorHsnCodes = () =>
  useQuery({
    queryKey: vendorTaxKeys.hsnCodes,
    queryFn: ({ signal }) => vendorApi<HsnCodeList>('/api/vendor/hsn-codes', { signal }),
    staleTime: 5 * 60_000,
  });

export const useProductTax = (productId: string) =>
  useQuery({
    queryKey: vendorTaxKeys.product(productId),
    queryFn: ({ signal }) =>
      vendorApi<ProductTax>(`/api/vendor/products/${encodeURIComponent(productId)}/tax`, {
        signal,
      }),
  });

export function useSaveProductTax(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductTaxUpdate) =>
      vendorApi<ProductTax>(`/api/vendor/products/${encodeURIComponent(productId)}/tax`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(vendorTaxKeys.product(productId), saved),
  });
}
