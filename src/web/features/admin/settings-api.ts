// /api/admin/settings/store, /payment, /shipping and /sms: each read once into its query and
// replaced by what its save answers (the audit trail reloads, as Recent changes shows it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPaymentSettings,
  AdminPaymentSettingsUpdate,
  AdminStoreSettings,
  AdminStoreSettingsInput,
} from '../../../domain/schemas/admin-settings';
import type { AdminSmsSettings, AdminSmsSettingsUpdate } from '../../../domain/schemas/cod';
import type {
  AdminShippingSettings,
  AdminShippingSettingsUpdate,
} from '../../../domain/schemas/shipping';
import { adminApi } from './admin-api';

type SettingsName = 'store' | 'payment' | 'shipping' | 'sms';

export const settingsKeys = {
  store: ['admin', 'settings', 'store'] as const,
  payment: ['admin', 'settings', 'payment'] as const,
  shipping: ['admin', 'settings', 'shipping'] as const,
  sms: ['admin', 'settings', 'sms'] as const,
} satisfies Record<SettingsName, readonly string[]>;

const settingsUrl = (name: SettingsName) => `/api/admin/settings/${name}`;

function useSettings<T>(name: SettingsName) {
  return useQuery({
    queryKey: settingsKeys[name],
    queryFn: ({ signal }) => adminApi<T>(settingsUrl(name), { signal }),
  });
}

function useSaveSettings<TBody, TSaved>(name: SettingsName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => adminApi<TSaved>(settingsUrl(name), { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys[name], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useStoreSettings = () => useSettings<AdminStoreSettings>('store');
export const usePaymentSettings = () => useSettings<AdminPaymentSettings>('payment');
export const useShippingSettings = () => useSettings<AdminShippingSettings>('shipping');
export const useSmsSettings = () => useSettings<AdminSmsSettings>('sms');

export const useSaveStoreSettings = () =>
  useSaveSettings<AdminStoreSettingsInput, AdminStoreSettings>('store');
export const useSavePaymentSettings = () =>
  useSaveSettings<AdminPaymentSettingsUpdate, AdminPaymentSettings>('payment');
export const useSaveShippingSettings = () =>
  useSaveSettings<AdminShippingSettingsUpdate, AdminShippingSettings>('shipping');
export const useSaveSmsSettings = () =>
  useSaveSettings<AdminSmsSettingsUpdate, AdminSmsSettings>('sms');
