// The vendor's settings (/api/vendor/settings): profile, logo and payout account.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutUpdate,
  VendorProfile,
  VendorProfileUpdate,
} from '../../../domain/schemas/vendor-settings';
import { useAuthStore } from '../auth/auth-store';
import { authKeys, type MeResponse } from '../auth/session';
import { vendorApi, vendorUpload } from './vendor-api';

export const vendorSettingsKeys = { profile: ['vendor', 'settings', 'profile'] as const };

export const vendorProfileQuery = () =>
  queryOptions({
    queryKey: vendorSettingsKeys.profile,
    queryFn: ({ signal }) => vendorApi<VendorProfile>('/api/vendor/settings/profile', { signal }),
  });

export const useVendorProfile = () => useQuery(vendorProfileQuery());

/** Each answer is the whole profile: the cache takes it, and a new company name goes into the
 * session the portal's top bar shows (without asking the server again, which would blank the
 * guarded area while it answers). */
function useProfileMutation<TVariables>(request: (v: TVariables) => Promise<VendorProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (profile) => {
      queryClient.setQueryData(vendorSettingsKeys.profile, profile);
      const me = queryClient.getQueryData<MeResponse>(authKeys.me);
      if (!me?.session?.vendorData) return;
      const session = {
        ...me.session,
        user: { ...me.session.user, name: profile.companyName },
        vendorData: { ...me.session.vendorData, companyName: profile.companyName },
      };
      queryClient.setQueryData<MeResponse>(authKeys.me, { session });
      useAuthStore.getState().setSession(session);
    },
  });
}

export const useUpdateVendorProfile = () =>
  useProfileMutation((body: VendorProfileUpdate) =>
    vendorApi<VendorProfile>('/api/vendor/settings/profile', { method: 'PATCH', body }),
  );

export const useSetPayout = () =>
  useProfileMutation((body: PayoutUpdate) =>
    vendorApi<VendorProfile>('/api/vendor/settings/payout', { method: 'PUT', body }),
  );

export const useUploadLogo = () =>
  useProfileMutation((file: File) =>
    vendorUpload<VendorProfile>('/api/vendor/settings/logo', file),
  );

export const useRemoveLogo = () =>
  useProfileMutation(() =>
    vendorApi<VendorProfile>('/api/vendor/settings/logo', { method: 'DELETE' }),
  );
