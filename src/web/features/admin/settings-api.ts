// /api/admin/settings/store and /payment.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPaymentSettings,
  AdminPaymentSettingsUpdate,
  AdminStoreSettings,
  AdminStoreSettingsInput,
} from '../../../domain/schemas/admin-settings';
import { adminApi } from './admin-api';

export const settingsKeys = {
  store: ['admin', 'settings', 'store'] as const,
  payment: ['admin', 'settings', 'payment'] as const,
};

export const useStoreSettings = () =>
  useQuery({
    queryKey: settingsKeys.store,
    queryFn: ({ signal }) => adminApi<AdminStoreSettings>('/api/admin/settings/store', { signal }),
  });

export const usePaymentSettings = () =>
  useQuery({
    queryKey: settingsKeys.payment,
    queryFn: ({ signal }) =>
      adminApi<AdminPaymentSettings>('/api/admin/settings/payment', { signal }),
  });

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStoreSettingsInput) =>
      adminApi<AdminStoreSettings>('/api/admin/settings/store', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.store, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentSettingsUpdate) =>
      adminApi<AdminPaymentSettings>('/api/admin/settings/payment', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.payment, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
