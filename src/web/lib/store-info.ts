// The store's public details: served from the store settings (GET /api/store/info), with the
// seeded values shown until the answer arrives so the footer never jumps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '../../domain/settings';
import { api } from './api-client';

export const STORE_NAME = 'Angle';
export const STORE_TAGLINE = 'Premium Beauty & Cosmetics';

const FALLBACK: StoreInfo = {
  storeName: STORE_NAME,
  address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
  supportPhone: '+91 20 4567 8900',
  supportEmail: 'care@angle.example',
  shippingFee: 49,
  freeShippingThreshold: 499,
  codEnabled: true,
};

export const storeInfoQuery = () =>
  queryOptions({
    queryKey: ['store-info'],
    queryFn: ({ signal }) => api<StoreInfo>('/api/store/info', { signal }),
    staleTime: 5 * 60_000,
    placeholderData: FALLBACK,
  });

/** Contact details and delivery terms; never undefined. */
export function useStoreInfo(): StoreInfo {
  return useQuery(storeInfoQuery()).data ?? FALLBACK;
}

/** `tel:` links need the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
