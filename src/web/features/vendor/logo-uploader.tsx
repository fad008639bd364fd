// The company logo on the shop page: upload (checked and re-encoded by the server) or remove.
import { Store } from 'lucide-react';
import { useRef } from 'react';
import type { VendorProfile } from '../../../domain/schemas/vendor-settings';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { useRemoveLogo, useUploadLogo } from './settings-api';

const LOGO_BYTES = 2 * 1024 * 1024;

export function LogoUploader({ profile }: { profile: VendorProfile }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_BYTES) {
      toast.error('The logo is larger than 2 MB. Choose a smaller file.');
      return;
    }
    upload.mutate(file, { onSuccess: () => toast.success('Logo saved.') });
  };

  const error = upload.error ?? remove.error;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-5">
        {profile.logo ? (
          <img
            src={profile.logo.url}
            alt={`${profile.companyName} logo`}
            className="size-20 rounded-2xl border border-sand-200 bg-white object-contain"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-2xl bg-sand-100 text-sand-500">
            <Store aria-hidden="true" className="size-8" />
          </span>
        )}
        <div className="grid flex-1 gap-2">
          <p className="text-sm text-sand-700">
            A square JPEG, PNG, WebP or AVIF, at least 100 × 100 px and up to 2 MB.
          </p>
          <FormAlert message={error ? error.message : null} />
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-label="Logo file"
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              variant="outline"
              size="sm"
              loading={upload.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {profile.logo ? 'Replace Logo' : 'Upload Logo'}
            </Button>
            {profile.logo ? (
              <Button
                variant="ghost"
                size="sm"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, { onSuccess: () => toast.success('Logo removed.') })
                }
              >
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
