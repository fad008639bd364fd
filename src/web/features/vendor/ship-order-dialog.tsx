// Shipping a packed order (issue #39): through the vendor's own courier (carrier and tracking
// number) or booked with Shiprocket (it assigns the AWB and courier), the vendor's default chosen
// first; the parcel's weight and size go to the courier and on the label.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  ShipFormSchema,
  type BookShipment,
  type ShipFormValues,
} from '../../../domain/schemas/shipping';
import { SHIPPING_PROVIDERS, SHIPPING_PROVIDER_LABELS } from '../../../domain/shipping';
import { ShipmentFields } from '../../components/back-office/shipment-fields';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useBookShipment } from './orders-api';
import { useVendorShipping } from './shipping-api';

const FIELDS = [
  'carrier',
  'trackingNumber',
  'weightGrams',
  'lengthCm',
  'breadthCm',
  'heightCm',
] as const;
const SIZES = [
  ['lengthCm', 'Length (cm)'],
  ['breadthCm', 'Breadth (cm)'],
  ['heightCm', 'Height (cm)'],
] as const;

export function ShipOrderDialog({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const settings = useVendorShipping();
  return (
    <DialogContent width="max-w-lg">
      <DialogHeader>
        <DialogTitle>Ship this order</DialogTitle>
        <DialogDescription>
          The customer follows the parcel on their order as soon as it is on its way.
        </DialogDescription>
      </DialogHeader>
      {settings.isPending ? (
        <p className="py-6 text-sm text-sand-600">Loading how you ship…</p>
      ) : (
        <ShipForm
          orderId={orderId}
          onDone={onDone}
          // Without the settings (an error), the vendor's own courier is always possible.
          defaultProvider={settings.data?.defaultProvider ?? 'self-ship'}
          aggregator={settings.data?.aggregatorAvailable ?? false}
        />
      )}
    </DialogContent>
  );
}

function ShipForm({
  orderId,
  onDone,
  defaultProvider,
  aggregator,
}: {
  orderId: string;
  onDone: () => void;
  defaultProvider: BookShipment['provider'] & string;
  aggregator: boolean;
}) {
  const book = useBookShipment(orderId);
  const form = useForm<ShipFormValues, unknown, BookShipment>({
    resolver: zodResolver(ShipFormSchema),
    defaultValues: {
      provider: aggregator ? defaultProvider : 'self-ship',
      carrier: '',
      trackingNumber: '',
      weightGrams: '',
      lengthCm: '',
      breadthCm: '',
      heightCm: '',
    },
  });
  const provider = useWatch({ control: form.control, name: 'provider' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    book.mutate(body, {
      onSuccess: (order) => {
        toast.success(
          body.provider === 'shiprocket'
            ? `Booked with ${order.carrier ?? 'the courier'}: print the label for the pickup.`
            : `Shipped with ${order.carrier}, tracking ${order.trackingNumber}.`,
        );
        onDone();
      },
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={book.isError ? book.error.message : null} />
      {aggregator ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">How it ships</legend>
          {SHIPPING_PROVIDERS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 text-sm has-checked:border-rose-400 has-checked:bg-rose-50"
            >
              <input
                type="radio"
                value={p}
                className="mt-0.5 accent-rose-700"
                {...form.register('provider')}
              />
              <span>
                {SHIPPING_PROVIDER_LABELS[p]}
                {p === defaultProvider ? (
                  <span className="ml-1 text-xs text-sand-600">(your default)</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {provider === 'self-ship' ? <ShipmentFields form={form} /> : null}
      <Field
        label={provider === 'shiprocket' ? 'Weight (grams)' : 'Weight (grams, optional)'}
        error={errors.weightGrams?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('weightGrams')} />
      </Field>
      {provider === 'shiprocket' ? (
        <div className="grid grid-cols-3 gap-3">
          {SIZES.map(([name, label]) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={name === 'lengthCm' ? '15' : '10'}
                {...form.register(name)}
              />
            </Field>
          ))}
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Not Yet
        </Button>
        <Button type="submit" loading={book.isPending}>
          {provider === 'shiprocket' ? 'Book Courier' : 'Mark Shipped'}
        </Button>
      </DialogFooter>
    </form>
  );
}
