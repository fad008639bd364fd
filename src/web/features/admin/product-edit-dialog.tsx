// The admin's edit of any vendor's product: name, prices, stock, flags and publishing; for a
// product with shades or sizes, each variant's prices and stock. Images and descriptions stay
// with the vendor's own product form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  AdminProductFormSchema,
  type AdminProduct,
  type AdminProductForm,
  type AdminProductPatch,
} from '../../../domain/schemas/admin';
import {
  CountInput,
  FormAlert,
  RupeesInput,
  showServerFieldErrors,
} from '../../components/form-parts';
import { ApiError } from '../../lib/api-client';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import {
  AdminVariantsFormSchema,
  changedRows,
  VariantFields,
  variantRowsOf,
  type VariantRow,
} from './product-variant-fields';
import { useUpdateVariant } from './products-api';
import { RecentChanges } from './recent-changes';

type FormOutput = z.output<typeof AdminProductFormSchema>;
type FormValues = AdminProductForm & { variants: VariantRow[] };
type Rows = { variants: VariantRow[] };

const FIELDS = ['name', 'price', 'originalPrice', 'stockQuantity', 'status'] as const;
const FLAGS = [
  { name: 'isFeatured', label: 'Featured on the home page' },
  { name: 'isNew', label: 'Marked new' },
  { name: 'isOnSale', label: 'On sale' },
] as const;

/** Empty number inputs become null (original price) or NaN (required: the schema says so). */
const toNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));

interface ProductEditDialogProps {
  product: AdminProduct;
  pending: boolean;
  error: Error | null;
  /** Saves the product's own fields; the dialog saves changed variants first. */
  onSave: (values: AdminProductPatch) => Promise<unknown>;
}

export function ProductEditDialog({ product, pending, error, onSave }: ProductEditDialogProps) {
  const perVariant = product.variants.length > 1;
  const updateVariant = useUpdateVariant();
  const form = useForm<FormValues, unknown, FormOutput & Partial<Rows>>({
    resolver: zodResolver(perVariant ? AdminVariantsFormSchema : AdminProductFormSchema) as never,
    defaultValues: {
      variants: variantRowsOf(product.variants),
      name: product.name,
      price: product.price,
      originalPrice: product.originalPrice,
      stockQuantity: product.stockQuantity,
      isFeatured: product.isFeatured,
      isNew: product.isNew,
      isOnSale: product.isOnSale,
      status: product.status === 'published' ? 'published' : 'unpublished',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ variants = [], ...values }) => {
    for (const row of changedRows(product.variants, variants)) {
      try {
        await updateVariant.mutateAsync({
          productId: product.id,
          variantId: row.id,
          patch: row.patch,
        });
      } catch (err) {
        if (!(err instanceof ApiError)) return;
        for (const key of ['price', 'originalPrice', 'stockQuantity'] as const) {
          const message = err.fieldMessage(key);
          if (message) form.setError(`variants.${row.index}.${key}`, { message });
        }
        return;
      }
    }
    const patch: AdminProductPatch = perVariant
      ? {
          name: values.name,
          isFeatured: values.isFeatured,
          isNew: values.isNew,
          isOnSale: values.isOnSale,
          status: values.status,
        }
      : values;
    await onSave(patch).catch((err: unknown) => showServerFieldErrors(err, FIELDS, form.setError));
  });
  const failure = error ?? updateVariant.error;

  return (
    <DialogContent width="max-w-xl">
      <DialogHeader>
        <DialogTitle>Edit product</DialogTitle>
        <DialogDescription>
          {product.vendorName} · {product.id}. Changes are recorded with your name.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Edit product">
        <FormAlert message={failure ? failure.message : null} />
        <Field label="Name" error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        {perVariant ? (
          <VariantFields
            variants={product.variants}
            register={form.register as unknown as UseFormRegister<Rows>}
            errors={(form.formState.errors as FieldErrors<Rows>).variants}
          />
        ) : (
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <Field label="Price (₹)" error={errors.price?.message}>
              <RupeesInput min="1" {...form.register('price', { setValueAs: toNumber })} />
            </Field>
            <Field
              label="Original price (₹)"
              error={errors.originalPrice?.message}
              description="Leave empty for none."
            >
              <RupeesInput min="1" {...form.register('originalPrice', { setValueAs: toNumber })} />
            </Field>
            <Field label="Stock" error={errors.stockQuantity?.message}>
              <CountInput min="0" {...form.register('stockQuantity', { setValueAs: toNumber })} />
            </Field>
          </div>
        )}
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
              <Field
                label="Visibility"
                error={errors.status?.message}
                description={
                  product.vendorStatus === 'suspended'
                    ? 'The vendor is suspended: its products stay hidden until it is reactivated.'
                    : product.status === 'archived' || product.status === 'draft'
                      ? `Now ${product.status}. Saving publishes or unpublishes it.`
                      : undefined
                }
              >
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </Field>
              <SelectContent>
                <SelectItem value="published">Published: in the store</SelectItem>
                <SelectItem value="unpublished">Unpublished: hidden from shoppers</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
        <fieldset className="grid gap-2.5">
          <legend className="mb-2 text-sm font-medium text-ink">Shelves and badges</legend>
          {FLAGS.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`product-${name}`}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor={`product-${name}`} weight="normal">
                    {label}
                  </Label>
                </div>
              )}
            />
          ))}
        </fieldset>
        <RecentChanges entity="product" entityId={product.id} />
        <DialogFormFooter
          submit={'Save Changes'}
          pending={pending || updateVariant.isPending}
          spaced="mt-1"
        />
      </form>
    </DialogContent>
  );
}
