// The product's details, checked in the browser with the same schema the server uses, and the
// server's field errors shown under their fields when it finds more.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_SUBCATEGORIES,
  subcategoryLabel,
  subcategoryProblem,
  type Category,
} from '../../../domain/catalog';
import type {
  EditableStatus,
  ProductFields,
  ProductInput,
  VendorProduct,
} from '../../../domain/schemas/vendor-products';
import { CountInput, FormAlert, RupeesInput } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input, Textarea, inputClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { AttributesCard, droppedNotice, splitAttributes } from './product-form-attributes';
import { formValuesOf, productResolver, showProductFieldErrors } from './product-form-values';
import { VariantsSection } from './product-form-variants';
import { PublishOutOfStockDialog, publishesOutOfStock } from './publish-out-of-stock-dialog';
import { TagInput } from './tag-input';
import type { ShadePhotoChoice } from './shade-photo-picker';

export { EMPTY_PRODUCT, formValuesOf } from './product-form-values';

const STATUS_CHOICES: { value: EditableStatus; label: string; help: string }[] = [
  { value: 'draft', label: 'Draft', help: 'Only you can see it.' },
  { value: 'published', label: 'Published', help: 'Shoppers can find and buy it.' },
  { value: 'unpublished', label: 'Unpublished', help: 'Hidden from the store for now.' },
];

const toNumber = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));
const toOptionalNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));

interface ProductFormProps {
  initial: ProductInput;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  /** Resolves with the saved product (the form takes its variants' ids) or nothing. */
  onSubmit: (values: ProductFields) => Promise<VendorProduct | void>;
  /** The saved product's images, for each variant's picture. */
  images?: readonly ShadePhotoChoice[];
}

export function ProductForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  images = [],
}: ProductFormProps) {
  const form = useForm<ProductInput, unknown, ProductFields>({
    resolver: productResolver,
    defaultValues: initial,
  });
  // The variant editor keeps option values of its own; a save starts it again from the answer.
  const [saves, setSaves] = useState(0);
  const [attributeNotice, setAttributeNotice] = useState<string | null>(null);
  const { errors } = form.formState;
  const withOptions = (useWatch({ control: form.control, name: 'options' }) ?? []).length > 0;
  const category = useWatch({ control: form.control, name: 'category' }) as Category;
  // Values held back while the vendor confirms publishing with nothing in stock.
  const [unstocked, setUnstocked] = useState<ProductFields | null>(null);
  const save = (values: ProductFields) =>
    onSubmit(values)
      .then((saved) => {
        form.reset(saved ? formValuesOf(saved) : form.getValues());
        setSaves((n) => n + 1);
      })
      .catch((err: unknown) => showProductFieldErrors(err, form.setError));
  const submit = form.handleSubmit(async (values) => {
    if (publishesOutOfStock(values, form.formState.defaultValues?.status)) setUnstocked(values);
    else await save(values);
  });
  const changeCategory = (category: Category) => {
    const { kept, dropped } = splitAttributes(form.getValues('attributes') ?? [], category);
    if (dropped.length > 0) form.setValue('attributes', kept, { shouldDirty: true });
    // The subcategory list follows the category: one of another list is cleared.
    if (subcategoryProblem(form.getValues('subcategory') ?? null, category)) {
      form.setValue('subcategory', null, { shouldDirty: true });
    }
    setAttributeNotice(dropped.length > 0 ? droppedNotice(dropped, category) : null);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Product details"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="grid gap-6">
        <FormAlert message={error ? error.message : null} />
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <Field label="Name" error={errors.name?.message}>
              <Input {...form.register('name')} />
            </Field>
            <Field
              label="Description"
              description="What it does and who it suits."
              error={errors.description?.message}
            >
              <Textarea rows={6} {...form.register('description')} />
            </Field>
            <Field
              label="Ingredients (optional)"
              description="The full list, as on the pack. Shoppers see it under “Ingredients”."
              error={errors.ingredients?.message}
            >
              <Textarea rows={3} {...form.register('ingredients')} />
            </Field>
            <Field
              label="How to use (optional)"
              description="Steps, amount and when to use it. Shoppers see it under “How to use”."
              error={errors.howToUse?.message}
            >
              <Textarea rows={3} {...form.register('howToUse')} />
            </Field>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <Field label="Category" error={errors.category?.message}>
                <select
                  className={inputClasses}
                  {...form.register('category', {
                    onChange: (e: { target: { value: Category } }) =>
                      changeCategory(e.target.value),
                  })}
                >
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Subcategory" error={errors.subcategory?.message}>
                <select
                  className={inputClasses}
                  {...form.register('subcategory', {
                    setValueAs: (v: unknown) => (v === '' || v === null ? null : v),
                  })}
                >
                  <option value="">None</option>
                  {(CATEGORY_SUBCATEGORIES[category] ?? []).map((s) => (
                    <option key={s} value={s}>
                      {subcategoryLabel(s)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <Field
                  label="Tags"
                  description="Press Enter or type a comma after each tag. Shoppers’ searches match them."
                  error={errors.tags?.message ?? errors.tags?.[0]?.message}
                >
                  <TagInput
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Field>
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Price</CardTitle>
            {withOptions ? (
              <CardDescription>Each variant has its price under Shades and sizes.</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-5">
            {withOptions ? null : (
              <div className="grid items-start gap-5 sm:grid-cols-2">
                <Field
                  label="Selling price (₹)"
                  description="What the shopper pays, including GST."
                  error={errors.price?.message}
                >
                  <RupeesInput min={0} {...form.register('price', { setValueAs: toNumber })} />
                </Field>
                <Field
                  label="MRP (₹)"
                  description="Optional: the maximum retail price, shown struck through when on sale."
                  error={errors.originalPrice?.message}
                >
                  <RupeesInput
                    min={0}
                    {...form.register('originalPrice', { setValueAs: toOptionalNumber })}
                  />
                </Field>
              </div>
            )}
            <div className="flex flex-wrap gap-x-8 gap-y-3">
              {(
                [
                  ['isOnSale', 'On sale', 'product-on-sale'],
                  ['isNew', 'Mark as new', 'product-is-new'],
                ] as const
              ).map(([name, label, id]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <div className="flex items-center gap-3">
                      <Checkbox
                        id={id}
                        checked={field.value === true}
                        onCheckedChange={(c) => field.onChange(c === true)}
                        onBlur={field.onBlur}
                      />
                      <Label htmlFor={id} weight="normal">
                        {label}
                      </Label>
                    </div>
                  )}
                />
              ))}
            </div>
            {errors.isOnSale || (withOptions && errors.originalPrice) ? (
              <p className="text-sm font-medium text-danger">
                {errors.isOnSale?.message ??
                  'Give at least one variant an original price to put the product on sale.'}
              </p>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Inventory</CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-5 sm:grid-cols-2">
            {withOptions ? null : (
              <Field
                label="Stock"
                description="Units you can ship now."
                error={errors.stockQuantity?.message}
              >
                <CountInput min={0} {...form.register('stockQuantity', { setValueAs: toNumber })} />
              </Field>
            )}
            <Field
              label="Low-stock threshold"
              description={
                withOptions
                  ? 'A variant at or below this shows as low stock.'
                  : 'Shown as low stock at or below this.'
              }
              error={errors.lowStockThreshold?.message}
            >
              <CountInput
                min={0}
                {...form.register('lowStockThreshold', { setValueAs: toNumber })}
              />
            </Field>
          </CardContent>
        </Card>

        <AttributesCard form={form} notice={attributeNotice} />
      </div>

      {/* The rows need the width of the page: below the columns on large screens, above the
          status on phones. */}
      <div className="lg:order-last lg:col-span-2">
        <VariantsSection
          key={saves}
          form={form}
          images={images}
          footer={
            // Large screens: the status card's button is far above a long table.
            <Button type="submit" loading={pending} layout="hidden shrink-0 lg:inline-flex">
              {submitLabel}
            </Button>
          }
        />
      </div>

      {/* Stretched to the first row only: a sticky child stays inside its parent, so the card
          stops above Shades and sizes instead of sliding over it (issue #38). */}
      <div className="lg:self-stretch">
        <Card className="lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle>Status</CardTitle>
          </CardHeader>
          <CardContent>
            <fieldset className="grid gap-2">
              <legend className="sr-only">Status</legend>
              {STATUS_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 has-checked:border-rose-600 has-checked:bg-rose-50"
                >
                  <input
                    type="radio"
                    value={choice.value}
                    className="mt-1 accent-rose-700"
                    {...form.register('status')}
                  />
                  <span className="grid">
                    <span className="text-sm font-medium text-ink">{choice.label}</span>
                    <span className="text-xs text-sand-600">{choice.help}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" loading={pending} className="mt-5 w-full">
              {submitLabel}
            </Button>
          </CardContent>
        </Card>
      </div>
      <PublishOutOfStockDialog
        values={unstocked}
        onCancel={() => setUnstocked(null)}
        onConfirm={(values) => {
          setUnstocked(null);
          void save(values);
        }}
      />
    </form>
  );
}
