// /api/admin/customers and /api/admin/vendors.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminVendor,
} from '../../../domain/schemas/admin-people';
import { adminApi, adminPath, type ListPage, adminListQuery } from './admin-api';

export const peopleKeys = {
  customers: ['admin', 'customers'] as const,
  customerList: (query: string) => ['admin', 'customers', 'list', query] as const,
  customer: (id: string) => ['admin', 'customers', 'detail', id] as const,
  vendors: ['admin', 'vendors'] as const,
  vendorList: (query: string) => ['admin', 'vendors', 'list', query] as const,
};

export const customersQuery = (query: string) =>
  adminListQuery<ListPage<AdminCustomer>>(
    peopleKeys.customerList(query),
    '/api/admin/customers',
    query,
  );
export const useCustomers = (query: string) => useQuery(customersQuery(query));

export const useCustomer = (id: string | null) =>
  useQuery({
    queryKey: peopleKeys.customer(id ?? ''),
    queryFn: ({ signal }) => adminApi<AdminCustomerDetail>(adminPath('customers', id!), { signal }),
    enabled: id !== null,
  });

export function useSetCustomerBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked, reason }: { id: string; blocked: boolean; reason?: string }) =>
      adminApi<AdminCustomer>(adminPath('customers', id, blocked ? '/block' : '/unblock'), {
        method: 'POST',
        ...(blocked ? { body: { reason } } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.customers }),
  });
}

export const vendorsQuery = (query: string) =>
  adminListQuery<ListPage<AdminVendor>>(peopleKeys.vendorList(query), '/api/admin/vendors', query);
export const useVendors = (query: string) => useQuery(vendorsQuery(query));

function useVendorMutation<TVariables>(request: (variables: TVariables) => Promise<AdminVendor>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.vendors });
      // Products of a suspended vendor show it in the products list and its filter.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'vendor-options'] });
    },
  });
}

export const useSetVendorStatus = () =>
  useVendorMutation(
    ({ id, suspended, reason }: { id: string; suspended: boolean; reason?: string }) =>
      adminApi<AdminVendor>(adminPath('vendors', id, suspended ? '/suspend' : '/reactivate'), {
        method: 'POST',
        ...(suspended ? { body: { reason } } : {}),
      }),
  );

export const useSetCommission = () =>
  useVendorMutation(({ id, commissionRate }: { id: string; commissionRate: number }) =>
    adminApi<AdminVendor>(adminPath('vendors', id, '/commission'), {
      method: 'PATCH',
      body: { commissionRate },
    }),
  );
