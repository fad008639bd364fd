// The vendor's default way of shipping (issue #39): its own courier, or a courier booked through
// Shiprocket once Angle Admin has set it up. The ship dialog starts from it; each shipment may
// still go the other way.
import { VendorShippingSettingsUpdateSchema } from '../../../domain/schemas/shipping';
import {
  SHIPPING_PROVIDERS,
  SHIPPING_PROVIDER_LABELS,
  type ShippingProviderName,
} from '../../../domain/shipping';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { ChoiceField } from '../../components/settings-form/choice-field';
import { SaveBar, SettingsForm } from '../../components/settings-form/settings-form';
import { useSaveVendorShipping, useVendorShipping } from './shipping-api';

const valuesOf = (s: { defaultProvider: ShippingProviderName }) => ({
  defaultProvider: s.defaultProvider,
});

/** The default once loaded, with its state while it loads or fails. */
export function ShippingDefaultSection() {
  const shipping = useVendorShipping();
  if (shipping.data) {
    return (
      <ShippingDefaultForm
        defaultProvider={shipping.data.defaultProvider}
        aggregatorAvailable={shipping.data.aggregatorAvailable}
      />
    );
  }
  if (shipping.isPending) return <LoadingBlock label="Loading how you ship…" rows={2} />;
  return (
    <ErrorBlock
      title="We could not load how you ship."
      error={shipping.error}
      onRetry={() => shipping.refetch()}
    />
  );
}

function ShippingDefaultForm({
  defaultProvider,
  aggregatorAvailable,
}: {
  defaultProvider: ShippingProviderName;
  aggregatorAvailable: boolean;
}) {
  const save = useSaveVendorShipping();
  const choices = SHIPPING_PROVIDERS.map((provider) => ({
    value: provider,
    label: SHIPPING_PROVIDER_LABELS[provider],
    ...(provider === 'shiprocket' && !aggregatorAvailable
      ? {
          note:
            defaultProvider === 'shiprocket'
              ? 'Shiprocket is switched off on Angle for now: you ship with your own courier until it is back.'
              : 'Not available yet: Angle has not set up Shiprocket.',
          disabled: defaultProvider !== 'shiprocket',
        }
      : {}),
  }));
  return (
    <SettingsForm
      label="Shipping"
      card
      schema={VendorShippingSettingsUpdateSchema}
      defaultValues={valuesOf({ defaultProvider })}
      save={save}
      savedValues={valuesOf}
      success="Saved. Your next shipments start from this choice."
    >
      <ChoiceField name="defaultProvider" legend="How you ship by default" choices={choices} />
      <SaveBar label="Save Shipping" requireChanges />
    </SettingsForm>
  );
}
