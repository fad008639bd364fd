// A signed-in customer's own data (/api/store/account/*): profile name and saved addresses.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, AddressPatch } from '../../../domain/schemas/address';
import type { AuthSessionDto } from '../../../domain/schemas/auth';
import { useAuthStore } from '../auth/auth-store';
import { authKeys, sessionApi as accountApi, type MeResponse } from '../auth/session';

export const accountKeys = {
  all: ['account'] as const,
  addresses: ['account', 'addresses'] as const,
};

const addressPath = (id: string) => `/api/store/account/addresses/${encodeURIComponent(id)}`;

export const addressesQuery = () =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) =>
      accountApi<{ items: Address[] }>('/api/store/account/addresses', { signal }),
    select: (data) => data.items,
  });

export const useAddresses = () => useQuery(addressesQuery());

function useAddressMutation<TVariables, TResult>(
  request: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // One address becoming the default changes the others: reload the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export const useCreateAddress = () =>
  useAddressMutation((body: AddressInput) =>
    accountApi<Address>('/api/store/account/addresses', { method: 'POST', body }),
  );

export const useUpdateAddress = () =>
  useAddressMutation(({ id, patch }: { id: string; patch: AddressPatch }) =>
    accountApi<Address>(addressPath(id), { method: 'PATCH', body: patch }),
  );

export const useDeleteAddress = () =>
  useAddressMutation((id: string) => accountApi<void>(addressPath(id), { method: 'DELETE' }));

/** The answer is the updated session: the header's name changes at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      accountApi<AuthSessionDto>('/api/store/account/profile', { method: 'PATCH', body }),
    onSuccess: (session) => {
      useAuthStore.getState().setSession(session);
      queryClient.setQueryData<MeResponse>(authKeys.me, { session });
    },
  });
}
