// '/admin/settings': the store's name and contact details (footer, contact page), delivery terms,
// GST, the first-purchase discount and the default commission for new vendors.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AdminStoreSettingsSchema,
  type AdminStoreSettings,
  type AdminStoreSettingsInput,
} from '../../../domain/schemas/admin-settings';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { RecentChanges } from './recent-changes';
import { useSaveStoreSettings, useStoreSettings } from './settings-api';
import { numberValue, SettingsLoadState, SettingsSection } from './settings-parts';

type Output = z.output<typeof AdminStoreSettingsSchema>;
const FIELDS = Object.keys(AdminStoreSettingsSchema.shape) as (keyof AdminStoreSettingsInput)[];

export function AdminStoreSettingsPage() {
  useDocumentTitle('Store Settings', 'Angle Admin');
  const settings = useStoreSettings();
  return (
    <div>
      <PageHeader
        size="compact"
        title="Store Settings"
        description="Contact details, delivery charges, GST, the first-purchase offer and commission."
      />
      {settings.data ? (
        <StoreSettingsForm initial={settings.data} />
      ) : (
        <SettingsLoadState query={settings} what="store settings" />
      )}
    </div>
  );
}

function StoreSettingsForm({ initial }: { initial: AdminStoreSettings }) {
  const save = useSaveStoreSettings();
  const form = useForm<AdminStoreSettingsInput, unknown, Output>({
    resolver: zodResolver(AdminStoreSettingsSchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.success('Store settings saved. The store shows them now.');
    } catch (err) {
      showServerFieldErrors(err, FIELDS, form.setError);
    }
  });
  const money = { setValueAs: numberValue };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 grid max-w-3xl gap-5"
      aria-label="Store settings"
    >
      <FormAlert message={save.error ? save.error.message : null} />
      <SettingsSection
        title="Store and contact"
        description="Shown in the footer, on the contact page and on invoices."
      >
        <Field label="Store name" error={errors.storeName?.message}>
          <Input {...form.register('storeName')} />
        </Field>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="Support phone" error={errors.supportPhone?.message}>
            <Input type="tel" {...form.register('supportPhone')} />
          </Field>
          <Field label="Support email" error={errors.supportEmail?.message}>
            <Input type="email" {...form.register('supportEmail')} />
          </Field>
        </div>
        <Field label="Address" error={errors.address?.message}>
          <Textarea className="min-h-20" {...form.register('address')} />
        </Field>
      </SettingsSection>
      <SettingsSection
        title="Delivery and tax"
        description="Orders at or above the threshold ship free; prices include GST."
      >
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Field label="Shipping fee (₹)" error={errors.shippingFee?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('shippingFee', money)}
            />
          </Field>
          <Field label="Free shipping from (₹)" error={errors.freeShippingThreshold?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('freeShippingThreshold', money)}
            />
          </Field>
          <Field label="GST rate (%)" error={errors.gstRate?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="28"
              {...form.register('gstRate', money)}
            />
          </Field>
        </div>
      </SettingsSection>
      <SettingsSection
        title="Offers and vendors"
        description="The first-purchase discount is promoted on the home page; the commission applies to vendors who register from now on."
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            label="First-purchase discount (%)"
            error={errors.firstPurchaseDiscountPct?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              max="90"
              {...form.register('firstPurchaseDiscountPct', money)}
            />
          </Field>
          <Field
            label="Default vendor commission (%)"
            error={errors.defaultCommissionRate?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="50"
              {...form.register('defaultCommissionRate', money)}
            />
          </Field>
        </div>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="store" />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save Settings
        </Button>
        <Button variant="outline" disabled={!isDirty} onClick={() => form.reset(initial)}>
          Discard Changes
        </Button>
      </div>
    </form>
  );
}
