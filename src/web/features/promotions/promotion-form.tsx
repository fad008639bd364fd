// Create or edit an offer (issue #20), in a dialog over the Promotions list: what it gives, what
// it covers, its conditions (minimum in ₹, first order only, start and end in India time, use
// limits), an optional code and, for the admin, who funds it. The same schema as the server checks
// the values before they are sent; the server's field errors land under their fields.
import { useFormContext } from 'react-hook-form';
import type { PromotionDto } from '../../../domain/schemas/promotions';
import { CountInput, RupeesInput } from '../../components/form-parts';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
  SettingsSection,
  ToggleField,
} from '../../components/settings-form/settings-form';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input, inputClasses } from '../../components/ui/input';
import { useSavePromotion, type PromotionsBase } from './promotions-api';
import {
  BLANK_PROMOTION,
  KIND_LABELS,
  PromotionFormSchema,
  valuesOf,
  type PromotionValues,
} from './promotion-values';
import { ScopePicker, type ScopeSources } from './scope-picker';

export interface PromotionFormProps {
  base: PromotionsBase;
  /** The offer being edited; null for a new one. */
  promotion: PromotionDto | null;
  sources: ScopeSources;
  /** The vendor's own id: its offers are funded by it and cover its products only. */
  vendorId?: string;
  onDone: () => void;
}

export function PromotionFormDialog({
  base,
  promotion,
  sources,
  vendorId,
  onDone,
}: PromotionFormProps) {
  const save = useSavePromotion(base, promotion?.id ?? null);
  const forVendor = vendorId !== undefined;
  const defaults: PromotionValues = promotion
    ? valuesOf(promotion)
    : forVendor
      ? { ...BLANK_PROMOTION, scope: 'vendors', scopeIds: [vendorId], fundedBy: vendorId }
      : BLANK_PROMOTION;
  return (
    <DialogContent width="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{promotion ? `Edit ${promotion.name}` : 'New promotion'}</DialogTitle>
        <DialogDescription>
          {forVendor
            ? 'An offer on your own products, funded by you: its discounts are your cost on your statements.'
            : 'Automatic without a code; with one, shoppers type it in the cart or at checkout.'}
        </DialogDescription>
      </DialogHeader>
      <SettingsForm
        label={promotion ? `Edit ${promotion.name}` : 'New promotion'}
        schema={PromotionFormSchema}
        defaultValues={defaults}
        save={save}
        keepValues
        onSaved={onDone}
        success={promotion ? 'Promotion saved.' : 'Promotion created.'}
      >
        <OfferFields forVendor={forVendor} vendors={sources.vendors} />
        <SettingsSection title="What it covers" description={coverageHint(forVendor)}>
          <ScopeField forVendor={forVendor} />
          <ScopePicker sources={sources} />
        </SettingsSection>
        <ConditionFields />
        <SaveBar label={promotion ? 'Save Promotion' : 'Create Promotion'}>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </SaveBar>
      </SettingsForm>
    </DialogContent>
  );
}

const coverageHint = (forVendor: boolean) =>
  forVendor
    ? 'All your products, or the ones you choose.'
    : 'The whole cart, or some categories, brands or products.';

function OfferFields({
  forVendor,
  vendors,
}: {
  forVendor: boolean;
  vendors: ScopeSources['vendors'];
}) {
  const { watch } = useFormContext<PromotionValues>();
  const kind = watch('kind');
  const kinds = Object.entries(KIND_LABELS).filter(([k]) => !(forVendor && k === 'free-shipping'));
  return (
    <SettingsSection title="The offer" description="Its name is what shoppers see.">
      <FormField name="name" label="Name" hint="For example “Flat ₹200 off above ₹999”.">
        <Input autoComplete="off" />
      </FormField>
      <FieldRow>
        <FormField name="kind" label="What it gives">
          <select className={inputClasses}>
            {kinds.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {kind === 'percent' ? (
          <FormField name="percentOff" label="Percent off" hint="A whole number, 1 to 90.">
            <CountInput min={1} max={90} />
          </FormField>
        ) : kind === 'flat' ? (
          <FormField name="flatOff" label="Amount off (₹)">
            <RupeesInput min={1} />
          </FormField>
        ) : null}
      </FieldRow>
      {kind === 'bxgy' ? (
        <FieldRow>
          <FormField name="buyQuantity" label="Buy (units of one product)">
            <CountInput min={1} max={10} />
          </FormField>
          <FormField name="getQuantity" label="Get free (the cheapest units)">
            <CountInput min={1} max={10} />
          </FormField>
        </FieldRow>
      ) : null}
      <FieldRow>
        <FormField
          name="code"
          label="Code (optional)"
          hint="Leave blank to apply it automatically. Not case-sensitive."
        >
          <Input autoComplete="off" autoCapitalize="characters" className="uppercase" />
        </FormField>
        {forVendor ? null : <FundingField vendors={vendors} />}
      </FieldRow>
      <ToggleField
        name="private"
        id="promotion-private"
        label="Private code"
        description="Not listed on the home page, the offers page or the cart: it applies only when a shopper types the code."
      />
    </SettingsSection>
  );
}

function FundingField({ vendors = [] }: { vendors: ScopeSources['vendors'] }) {
  const { watch } = useFormContext<PromotionValues>();
  return (
    <FormField
      name="fundedBy"
      label="Funded by"
      hint="A brand’s offer covers its own products and is its cost."
    >
      <select className={inputClasses} disabled={watch('kind') === 'free-shipping'}>
        <option value="">Angle (the platform)</option>
        {vendors.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function ScopeField({ forVendor }: { forVendor: boolean }) {
  const { setValue, getValues } = useFormContext<PromotionValues>();
  const options: [PromotionValues['scope'], string][] = forVendor
    ? [
        ['vendors', 'All my products'],
        ['products', 'Products I choose'],
      ]
    : [
        ['cart', 'Whole cart'],
        ['categories', 'Categories'],
        ['vendors', 'Brands'],
        ['products', 'Products'],
      ];
  return (
    <FormField
      name="scope"
      label="Covers"
      options={{
        // A new scope starts with nothing chosen; a vendor's "all mine" names itself.
        onChange: (e: { target: { value: string } }) =>
          setValue(
            'scopeIds',
            forVendor && e.target.value === 'vendors' ? [getValues('fundedBy')] : [],
          ),
      }}
    >
      <select className={inputClasses}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function ConditionFields() {
  return (
    <SettingsSection
      title="Conditions"
      description="Dates and times are India time. Leave a field blank for no limit."
    >
      <FieldRow>
        <FormField
          name="minGoods"
          label="Minimum order (₹)"
          hint="Of the products it covers, before discounts."
        >
          <RupeesInput min={0} />
        </FormField>
        <div className="sm:pt-7">
          <ToggleField
            name="firstOrderOnly"
            id="promotion-first-order"
            label="First order only"
            description="Only for a customer’s first order."
          />
        </div>
      </FieldRow>
      <FieldRow>
        <FormField name="startsAt" label="Starts (India time)">
          <Input type="datetime-local" />
        </FormField>
        <FormField name="endsAt" label="Ends (India time)">
          <Input type="datetime-local" />
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField name="totalLimit" label="Total uses" hint="Orders that may use it in all.">
          <CountInput min={1} />
        </FormField>
        <FormField name="perCustomerLimit" label="Uses per customer">
          <CountInput min={1} />
        </FormField>
      </FieldRow>
    </SettingsSection>
  );
}
