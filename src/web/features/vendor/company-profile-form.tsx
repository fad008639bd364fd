// The company profile: the name shoppers see, the contact person, support details, GSTIN and
// the address couriers collect from. Checked with the schema the server uses.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { INDIAN_STATES } from '../../../domain/schemas/address';
import {
  VendorProfileUpdateSchema,
  type VendorProfile,
} from '../../../domain/schemas/vendor-settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea, inputClasses } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { useUpdateVendorProfile } from './settings-api';

interface FormValues {
  companyName: string;
  contactName: string;
  description: string;
  supportPhone: string;
  supportEmail: string;
  gstin: string;
  pickupAddress: { line1: string; line2: string; city: string; state: string; pincode: string };
}
type Output = z.output<typeof VendorProfileUpdateSchema>;

const FIELDS = [
  'companyName',
  'contactName',
  'description',
  'supportPhone',
  'supportEmail',
  'gstin',
  'pickupAddress.line1',
  'pickupAddress.line2',
  'pickupAddress.city',
  'pickupAddress.state',
  'pickupAddress.pincode',
] as const;

function valuesOf(p: VendorProfile): FormValues {
  const a = p.pickupAddress;
  return {
    companyName: p.companyName,
    contactName: p.contactName ?? '',
    description: p.description ?? '',
    supportPhone: p.supportPhone ?? '',
    supportEmail: p.supportEmail ?? '',
    gstin: p.gstin ?? '',
    pickupAddress: {
      line1: a?.line1 ?? '',
      line2: a?.line2 ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      pincode: a?.pincode ?? '',
    },
  };
}

export function CompanyProfileForm({ profile }: { profile: VendorProfile }) {
  const form = useForm<FormValues, unknown, Output>({
    // The schema's input type is `unknown` for the address (it preprocesses a blank one to
    // null); the form's own strings are exactly what that input accepts.
    resolver: zodResolver(VendorProfileUpdateSchema) as unknown as Resolver<
      FormValues,
      unknown,
      Output
    >,
    defaultValues: valuesOf(profile),
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateVendorProfile();
  const a = errors.pickupAddress;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success('Company profile saved.');
      },
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <Card>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Company profile">
          <FormAlert message={update.isError ? update.error.message : null} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label="Company name" error={errors.companyName?.message}>
              <Input autoComplete="organization" {...form.register('companyName')} />
            </Field>
            <Field label="Contact person" error={errors.contactName?.message}>
              <Input autoComplete="name" {...form.register('contactName')} />
            </Field>
          </div>
          <Field
            label="About your brand"
            description={`Shown on your shop page, /vendors/${profile.slug}.`}
            error={errors.description?.message}
          >
            <Textarea rows={4} {...form.register('description')} />
          </Field>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label="Support phone" error={errors.supportPhone?.message}>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                {...form.register('supportPhone')}
              />
            </Field>
            <Field label="Support email" error={errors.supportEmail?.message}>
              <Input type="email" autoComplete="email" {...form.register('supportEmail')} />
            </Field>
          </div>
          <Field
            label="GSTIN (optional)"
            description="15 characters, e.g. 27AAPFU0939F1ZV."
            error={errors.gstin?.message}
          >
            <Input
              autoCapitalize="characters"
              maxLength={15}
              className="uppercase"
              {...form.register('gstin')}
            />
          </Field>
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-semibold text-ink">Pickup address</legend>
            <Field label="Building and street" error={a?.line1?.message}>
              <Input autoComplete="address-line1" {...form.register('pickupAddress.line1')} />
            </Field>
            <Field label="Area and landmark (optional)" error={a?.line2?.message}>
              <Input autoComplete="address-line2" {...form.register('pickupAddress.line2')} />
            </Field>
            <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
              <Field label="City" error={a?.city?.message}>
                <Input autoComplete="address-level2" {...form.register('pickupAddress.city')} />
              </Field>
              <Field label="State or UT" error={a?.state?.message}>
                <select
                  className={inputClasses}
                  autoComplete="address-level1"
                  {...form.register('pickupAddress.state')}
                >
                  <option value="">Choose…</option>
                  {INDIAN_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="PIN code" error={a?.pincode?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  {...form.register('pickupAddress.pincode')}
                />
              </Field>
            </div>
          </fieldset>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!isDirty}
            className="justify-self-start"
          >
            Save Profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
