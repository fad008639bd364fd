// /api/vendor/payouts and /api/vendor/ledger: the vendor's payouts, balance and ledger (issue #21).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerList, VendorPayoutList } from '../../../domain/schemas/payouts';
import { vendorApi } from './vendor-api';

const keys = {
  payouts: (query: string) => ['vendor', 'payouts', 'list', query] as const,
  ledger: (query: string) => ['vendor', 'payouts', 'ledger', query] as const,
};

export const vendorPayoutsQuery = (query: string) =>
  queryOptions({
    queryKey: keys.payouts(query),
    queryFn: ({ signal }) =>
      vendorApi<VendorPayoutList>(`/api/vendor/payouts?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useVendorPayouts = (query: string) => useQuery(vendorPayoutsQuery(query));

export const vendorLedgerQuery = (query: string) =>
  queryOptions({
    queryKey: keys.ledger(query),
    queryFn: ({ signal }) => vendorApi<LedgerList>(`/api/vendor/ledger?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useVendorLedger = (query: string) => useQuery(vendorLedgerQuery(query));

export const statementUrl = (payoutId: string, ext: 'csv' | 'pdf') =>
  `/api/vendor/payouts/${encodeURIComponent(payoutId)}/statement.${ext}`;
