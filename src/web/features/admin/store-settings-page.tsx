// '/admin/settings': the store's name and contact details (footer, contact page), delivery terms,
// GST, the first-purchase discount, the default commission for new vendors, and the per-customer
// order limits.
import type { ComponentProps } from 'react';
import { MAX_LINE_QUANTITY } from '../../../domain/cart-limits';
import {
  AdminStoreSettingsSchema,
  type AdminStoreSettings,
} from '../../../domain/schemas/admin-settings';
import {
  FieldRow,
  FormField,
  numberValue,
  SaveBar,
  SettingsForm,
  SettingsSection,
} from '../../components/settings-form/settings-form';
import { SettingsPage } from '../../components/settings-form/settings-page';
import { Input, Textarea } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecentChanges } from './recent-changes';
import { useSaveStoreSettings, useStoreSettings } from './settings-api';

export function AdminStoreSettingsPage() {
  useDocumentTitle('Store Settings', 'Angle Admin');
  const settings = useStoreSettings();
  return (
    <SettingsPage
      title="Store Settings"
      description="Contact details, delivery charges, GST, the first-purchase offer and commission."
      query={settings}
      what="the store settings"
      className="mt-6 max-w-3xl"
    >
      {(initial) => <StoreSettingsForm initial={initial} />}
    </SettingsPage>
  );
}

const money = { setValueAs: numberValue };

/** A figure in rupees or percent, with the number keyboard on phones. FormField gives it the
 * field's name, handlers and labels. */
function Figure({ step = '0.01', ...props }: ComponentProps<'input'>) {
  return (
    <Input
      type="number"
      inputMode={step === '1' ? 'numeric' : 'decimal'}
      step={step}
      min="0"
      {...props}
    />
  );
}

type FigureName = {
  [K in keyof AdminStoreSettings]-?: NonNullable<AdminStoreSettings[K]> extends number ? K : never;
}[keyof AdminStoreSettings];

interface FigureField {
  name: FigureName;
  label: string;
  input?: ComponentProps<'input'>;
}

const DELIVERY: FigureField[] = [
  { name: 'shippingFee', label: 'Shipping fee (₹)' },
  { name: 'freeShippingThreshold', label: 'Free shipping from (₹)' },
  { name: 'gstRate', label: 'GST rate (%)', input: { max: '28' } },
];
const OFFERS: FigureField[] = [
  {
    name: 'firstPurchaseDiscountPct',
    label: 'First-purchase discount (%)',
    input: { step: '1', max: '90' },
  },
  { name: 'defaultCommissionRate', label: 'Default vendor commission (%)', input: { max: '50' } },
];
const WHOLE = { step: '1', min: '1' } as const;
const LIMITS: FigureField[] = [
  { name: 'maxOpenUnpaidOrders', label: 'Unpaid orders open at once', input: WHOLE },
  { name: 'maxOrdersPerHour', label: 'Orders per hour', input: WHOLE },
  {
    name: 'maxUnitsPerProduct',
    label: 'Units of one product per order',
    input: { ...WHOLE, max: MAX_LINE_QUANTITY },
  },
];

/** A row of figures, one FormField each. */
function Figures({ fields, columns }: { fields: FigureField[]; columns?: string }) {
  return (
    <FieldRow gap="gap-4" {...(columns ? { columns } : {})}>
      {fields.map((f) => (
        <FormField key={f.name} name={f.name} label={f.label} options={money}>
          <Figure {...f.input} />
        </FormField>
      ))}
    </FieldRow>
  );
}

function StoreSettingsForm({ initial }: { initial: AdminStoreSettings }) {
  const save = useSaveStoreSettings();
  return (
    <SettingsForm
      label="Store settings"
      schema={AdminStoreSettingsSchema}
      defaultValues={initial}
      save={save}
      savedValues={(saved) => saved}
      success="Store settings saved. The store shows them now."
    >
      <SettingsSection
        title="Store and contact"
        description="Shown in the footer, on the contact page and on invoices."
      >
        <FormField name="storeName" label="Store name">
          <Input />
        </FormField>
        <FieldRow gap="gap-4">
          <FormField name="supportPhone" label="Support phone">
            <Input type="tel" />
          </FormField>
          <FormField name="supportEmail" label="Support email">
            <Input type="email" />
          </FormField>
        </FieldRow>
        <FormField name="address" label="Address">
          <Textarea minHeight="min-h-20" />
        </FormField>
      </SettingsSection>
      <SettingsSection
        title="Delivery and tax"
        description="Orders at or above the threshold ship free; prices include GST."
      >
        <Figures columns="sm:grid-cols-3" fields={DELIVERY} />
      </SettingsSection>
      <SettingsSection
        title="Offers and vendors"
        description="The first-purchase discount is promoted on the home page; the commission applies to vendors who register from now on."
      >
        <Figures fields={OFFERS} />
      </SettingsSection>
      <SettingsSection
        title="Order limits per customer"
        description="Stop one account holding stock it does not pay for. Unpaid orders are online orders waiting for payment and cash-on-delivery orders not yet delivered."
      >
        <Figures columns="sm:grid-cols-3" fields={LIMITS} />
      </SettingsSection>
      <RecentChanges entity="settings" entityId="store" />
      <SaveBar label="Save Settings" discardTo={initial} />
    </SettingsForm>
  );
}
