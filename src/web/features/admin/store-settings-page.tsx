// '/admin/settings': the store's name and contact details (footer, contact page), delivery terms,
// GST, the first-purchase discount, the default commission for new vendors, the per-customer
// order limits, returns (the window and the categories never taken back) and the TCS and TDS
// withheld from vendors' sales.
import type { ComponentProps } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { MAX_LINE_QUANTITY } from '../../../domain/cart-limits';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import { DEFAULT_TCS_RATE_BP, DEFAULT_TDS_RATE_BP } from '../../../domain/ledger';
import { bpToPercent } from '../../../domain/schemas/admin';
import { RETURN_WINDOW_MAX_DAYS, TAX_WITHHELD_MAX_PERCENT } from '../../../domain/settings';
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
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
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
      description="Contact details, delivery charges, GST, the first-purchase offer, commission, returns and the tax withheld from vendors."
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
  hint?: string;
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

const RETURNS: FigureField[] = [
  {
    name: 'returnWindowDays',
    label: 'Return window (days)',
    hint: 'Days after delivery a customer may ask for a return; 0 takes no returns.',
    input: { step: '1', max: String(RETURN_WINDOW_MAX_DAYS) },
  },
];
const WITHHELD = { max: String(TAX_WITHHELD_MAX_PERCENT) } as const;
const TAXES: FigureField[] = [
  {
    name: 'tcsRate',
    label: 'TCS rate (%)',
    hint: `GST collected at source, section 52 of the CGST Act: ${bpToPercent(DEFAULT_TCS_RATE_BP)}% by law.`,
    input: WITHHELD,
  },
  {
    name: 'tdsRate',
    label: 'TDS rate (%)',
    hint: `Income tax deducted at source, section 194-O: ${bpToPercent(DEFAULT_TDS_RATE_BP)}% by law.`,
    input: WITHHELD,
  },
];

/** A row of figures, one FormField each. */
function Figures({ fields, columns }: { fields: FigureField[]; columns?: string }) {
  return (
    <FieldRow gap="gap-4" {...(columns ? { columns } : {})}>
      {fields.map((f) => (
        <FormField key={f.name} name={f.name} label={f.label} hint={f.hint} options={money}>
          <Figure {...f.input} />
        </FormField>
      ))}
    </FieldRow>
  );
}

/** The catalogue's categories as checkboxes: those ticked cannot be returned. */
function NonReturnableCategories() {
  const { field } = useController<AdminStoreSettings, 'nonReturnableCategories'>({
    name: 'nonReturnableCategories',
  });
  const { formState } = useFormContext<AdminStoreSettings>();
  const error = get(formState.errors, 'nonReturnableCategories') as
    { message?: string } | undefined;
  const chosen = field.value ?? [];
  const toggle = (category: Category, on: boolean) =>
    field.onChange(on ? [...chosen, category] : chosen.filter((c) => c !== category));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'non-returnable-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        Categories that cannot be returned
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {CATEGORIES.map((category) => (
          <div key={category} className="flex items-center gap-2">
            <Checkbox
              id={`non-returnable-${category}`}
              checked={chosen.includes(category)}
              onCheckedChange={(on) => toggle(category, on === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={`non-returnable-${category}`} weight="normal">
              {CATEGORY_LABELS[category]}
            </Label>
          </div>
        ))}
      </div>
      {error?.message ? (
        <p id="non-returnable-error" className="text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
    </fieldset>
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
      <SettingsSection
        title="Returns"
        description="What customers may send back. A category ticked here is never taken back (opened make-up, say)."
      >
        <Figures columns="sm:grid-cols-2" fields={RETURNS} />
        <NonReturnableCategories />
      </SettingsSection>
      <SettingsSection
        title="Tax withheld from vendors"
        description="Taken from each delivered sale's taxable value in the vendors' statements; a change applies to sales delivered from now on."
      >
        <Figures fields={TAXES} />
      </SettingsSection>
      <RecentChanges entity="settings" entityId="store" />
      <SaveBar label="Save Settings" discardTo={initial} />
    </SettingsForm>
  );
}
