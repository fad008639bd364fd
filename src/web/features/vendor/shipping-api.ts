// The vendor's default shipping provider (/api/vendor/settings/shipping, issue #39): read by the
// ship dialog and the settings page, saved from the settings page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorShippingSettings } from '../../../domain/schemas/shipping';
import type { ShippingProviderName } from '../../../domain/shipping';
import { vendorApi } from './vendor-api';

const URL = '/api/vendor/settings/shipping';
export const vendorShippingKey = ['vendor', 'settings', 'shipping'] as const;

/** The vendor's default provider and whether Angle has set the aggregator up. */
export const useVendorShipping = () =>
  useQuery({
    queryKey: vendorShippingKey,
    queryFn: ({ signal }) => vendorApi<VendorShippingSettings>(URL, { signal }),
  });

export function useSaveVendorShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { defaultProvider: ShippingProviderName }) =>
      vendorApi<VendorShippingSettings>(URL, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(vendorShippingKey, saved),
  });
}
