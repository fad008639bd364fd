// The vendor's business verification (/api/vendor/verification), issue #38: its status and
// details, submitting them, and uploading a document.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentKind,
  VendorVerification,
  VerificationSubmit,
} from '../../../domain/schemas/seller-verification';
import { vendorSettingsKeys } from './settings-api';
import { vendorApi, vendorUpload } from './vendor-api';

export const vendorVerificationKeys = { verification: ['vendor', 'verification'] as const };

export const useVendorVerification = () =>
  useQuery({
    queryKey: vendorVerificationKeys.verification,
    queryFn: ({ signal }) => vendorApi<VendorVerification>('/api/vendor/verification', { signal }),
  });

function useVerificationMutation<TVariables>(
  request: (v: TVariables) => Promise<VendorVerification>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (saved) => {
      queryClient.setQueryData(vendorVerificationKeys.verification, saved);
      // The payout account and the pickup address are the profile's too; payouts may be held.
      void queryClient.invalidateQueries({ queryKey: vendorSettingsKeys.profile });
      void queryClient.invalidateQueries({ queryKey: ['vendor', 'payouts'] });
    },
  });
}

export const useSubmitVerification = () =>
  useVerificationMutation((body: VerificationSubmit) =>
    vendorApi<VendorVerification>('/api/vendor/verification', { method: 'PUT', body }),
  );

export const useUploadVerificationDocument = () =>
  useVerificationMutation(({ file, kind }: { file: File; kind: DocumentKind }) =>
    vendorUpload<VendorVerification>('/api/vendor/verification/documents', file, { kind }),
  );
