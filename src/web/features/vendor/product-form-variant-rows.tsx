// The variants' rows: SKU, price, original price, stock and image for each combination. A
// table where the card is wide enough (its own width, not the window's), a card per row below.
import { Trash2 } from 'lucide-react';
import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductFields, ProductInput } from '../../../domain/schemas/vendor-products';
import { SwatchDot } from '../../components/back-office/variant-label';
import { Button } from '../../components/ui/button';
import { inputLook } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { ShadePhotoPicker, type ShadePhotoChoice } from './shade-photo-picker';
import { variantLabel } from './variant-combinations';

const compactBox = `${inputLook} block h-9 w-full px-2.5 text-base tabular-nums`;
const compact = `${compactBox} sm:text-sm`;
const toNumber = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));
const toOptionalNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
const GRID = {
  withImage: '@3xl:grid-cols-[minmax(0,1fr)_9rem_13rem_5.5rem_5.5rem_4.5rem_2.25rem]',
  plain: '@3xl:grid-cols-[minmax(0,1fr)_13rem_5.5rem_5.5rem_4.5rem_2.25rem]',
};

interface VariantRowsProps {
  form: UseFormReturn<ProductInput, unknown, ProductFields>;
  /** The field array's ids, in order. */
  ids: string[];
  images: readonly ShadePhotoChoice[];
  onRemove: (index: number) => void;
}

export function VariantRows({ form, ids, images, onRemove }: VariantRowsProps) {
  const rows = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const errors = form.formState.errors.variants;
  const grid = images.length > 0 ? GRID.withImage : GRID.plain;
  return (
    <div className="@container">
      <div
        aria-hidden="true"
        className={cn(
          'hidden gap-2 border-b border-sand-200 pb-2 text-xs font-medium tracking-wide text-sand-600 uppercase @3xl:grid',
          grid,
        )}
      >
        <span>Variant</span>
        {images.length > 0 ? <span>Photos</span> : null}
        <span>SKU</span>
        <span>Selling ₹</span>
        <span>MRP ₹</span>
        <span>Stock</span>
      </div>
      <ul aria-label="Variants" className="grid gap-3 @3xl:gap-0">
        {ids.map((id, i) => {
          const row = rows[i];
          const label = variantLabel(row?.options ?? []);
          const rowErrors = errors?.[i];
          const field = (name: 'sku' | 'price' | 'originalPrice' | 'stockQuantity') =>
            `variant-${id}-${name}`;
          return (
            <li
              key={id}
              data-testid="variant-row"
              className={cn(
                'relative grid grid-cols-3 items-start gap-3 rounded-xl border border-sand-200 p-3',
                '@3xl:gap-2 @3xl:rounded-none @3xl:border-0 @3xl:border-b @3xl:border-sand-100 @3xl:px-0 @3xl:py-2.5',
                grid,
              )}
            >
              <div className="col-span-3 grid gap-1 pr-10 @3xl:col-span-1 @3xl:pr-0">
                <p className="flex min-h-9 items-center gap-2 text-sm font-medium text-ink">
                  <SwatchDot hex={row?.swatchHex} size="size-5" />
                  {label}
                </p>
                {rowErrors?.options?.message ? (
                  <Problem>{rowErrors.options.message}</Problem>
                ) : null}
              </div>
              {images.length > 0 ? (
                <ShadePhotoPicker
                  form={form}
                  index={i}
                  label={label}
                  images={images}
                  error={rowErrors?.imageId?.message ?? rowErrors?.imageIds?.message}
                />
              ) : null}
              <Cell id={field('sku')} name="SKU" of={label} error={rowErrors?.sku?.message} wide>
                <input
                  className={`${compactBox} font-mono sm:text-xs`}
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...form.register(`variants.${i}.sku`)}
                />
              </Cell>
              <Cell
                id={field('price')}
                name="Selling ₹"
                of={label}
                error={rowErrors?.price?.message}
              >
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  className={compact}
                  {...form.register(`variants.${i}.price`, { setValueAs: toNumber })}
                />
              </Cell>
              <Cell
                id={field('originalPrice')}
                name="MRP ₹"
                of={label}
                error={rowErrors?.originalPrice?.message}
              >
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  className={compact}
                  {...form.register(`variants.${i}.originalPrice`, {
                    setValueAs: toOptionalNumber,
                  })}
                />
              </Cell>
              <Cell
                id={field('stockQuantity')}
                name="Stock"
                of={label}
                error={rowErrors?.stockQuantity?.message}
              >
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className={compact}
                  {...form.register(`variants.${i}.stockQuantity`, { setValueAs: toNumber })}
                />
              </Cell>
              <Button
                type="button"
                variant="plain"
                size="icon"
                aria-label={`Remove ${label}`}
                title="Remove"
                onClick={() => onRemove(i)}
                className="absolute top-2 right-2 text-sand-700 hover:bg-sand-100 hover:text-danger active:bg-sand-200 @3xl:static"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One input of a row: its visible name on cards (the table's heading says it above), its
 * full name for screen readers ("SKU of Ruby · 5 ml") and its error. */
function Cell({
  id,
  name,
  of,
  error,
  wide = false,
  children,
}: {
  id: string;
  name: string;
  of: string;
  error: string | undefined;
  wide?: boolean;
  children: ReactElement;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-1', wide && 'col-span-3 @3xl:col-span-1')}>
      <label htmlFor={id} className="text-xs font-medium text-sand-700">
        <span className="@3xl:sr-only">{name}</span>
        <span className="sr-only"> of {of}</span>
      </label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {children}
      </Slot>
      {error ? <Problem id={errorId}>{error}</Problem> : null}
    </div>
  );
}

function Problem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs font-medium text-danger">
      {children}
    </p>
  );
}
