// The vendor's customers (/api/vendor/customers): who bought, how much, when last.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorCustomerList } from '../../../domain/schemas/vendor-reports';
import { vendorApi } from './vendor-api';

export const vendorCustomersQuery = (query: string) =>
  queryOptions({
    queryKey: ['vendor', 'reports', 'customers', query] as const,
    queryFn: ({ signal }) =>
      vendorApi<VendorCustomerList>(`/api/vendor/customers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useVendorCustomers = (query: string) => useQuery(vendorCustomersQuery(query));
