// `GET /api/store/pincodes/{pin}`: a PIN code's district and state (the address form fills city
// and state from it) and, with a product, its delivery estimate (the product page's check).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pincode } from '../../../domain/schemas/pincodes';
import { api } from '../../lib/api-client';

export const PIN_PATTERN = /^[1-9]\d{5}$/;

export const pincodeKeys = {
  place: (pin: string, productId?: string) => ['pincodes', pin, productId ?? null] as const,
};

export const pincodeQuery = (pin: string, productId?: string) =>
  queryOptions({
    queryKey: pincodeKeys.place(pin, productId),
    queryFn: ({ signal }) =>
      api<Pincode>(
        `/api/store/pincodes/${pin}${productId ? `?product=${encodeURIComponent(productId)}` : ''}`,
        { signal },
      ),
    // The table does not change; a 404 (no such PIN code) is an answer, not a failure to retry.
    staleTime: Infinity,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

/** The place of `pin` once it is six digits; idle before. */
export const usePincode = (pin: string, productId?: string) =>
  useQuery({ ...pincodeQuery(pin, productId), enabled: PIN_PATTERN.test(pin) });
