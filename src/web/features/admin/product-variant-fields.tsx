// The edit dialog's rows for a product with shades or sizes: each variant's price, original
// price and stock, saved one variant at a time (`PATCH …/variants/{variantId}`).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  AdminProductFieldsSchema,
  AdminVariantPatchSchema,
  ORIGINAL_PRICE_RULE,
  type AdminVariant,
} from '../../../domain/schemas/admin';
import { SwatchDot } from '../../components/back-office/variant-label';
import { inputLook } from '../../components/ui/input';
import { cn } from '../../lib/cn';

const VariantRowSchema = AdminVariantPatchSchema.required()
  .extend({ id: z.string() })
  .refine((v) => v.originalPrice === null || v.originalPrice > v.price, {
    message: ORIGINAL_PRICE_RULE,
    path: ['originalPrice'],
  });

/** The dialog for a product with several variants: its own fields but the figures, per row. */
export const AdminVariantsFormSchema = AdminProductFieldsSchema.omit({
  price: true,
  originalPrice: true,
  stockQuantity: true,
}).extend({ variants: z.array(VariantRowSchema) });

export type VariantRow = z.output<typeof VariantRowSchema>;

export const variantRowsOf = (variants: readonly AdminVariant[]): VariantRow[] =>
  variants.map((v) => ({
    id: v.id,
    price: v.price,
    originalPrice: v.originalPrice,
    stockQuantity: v.stockQuantity,
  }));

/** The rows whose figures the admin changed, with only what changed. */
export function changedRows(before: readonly AdminVariant[], after: readonly VariantRow[]) {
  return after.flatMap((row, index) => {
    const was = before.find((v) => v.id === row.id);
    if (!was) return [];
    const patch = Object.fromEntries(
      (['price', 'originalPrice', 'stockQuantity'] as const)
        .filter((key) => row[key] !== was[key])
        .map((key) => [key, row[key]]),
    );
    return Object.keys(patch).length > 0 ? [{ index, id: row.id, patch }] : [];
  });
}

const toNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
const compact = cn(inputLook, 'block h-9 w-full px-2.5 text-base tabular-nums sm:text-sm');
const FIGURES = [
  { key: 'price', label: 'Selling ₹', step: '0.01', mode: 'decimal' },
  { key: 'originalPrice', label: 'MRP ₹', step: '0.01', mode: 'decimal' },
  { key: 'stockQuantity', label: 'Stock', step: '1', mode: 'numeric' },
] as const;

interface VariantFieldsProps {
  variants: readonly AdminVariant[];
  // The dialog's form holds more fields; the rows only need their own.
  register: UseFormRegister<{ variants: VariantRow[] }>;
  errors: FieldErrors<{ variants: VariantRow[] }>['variants'];
}

export function VariantFields({ variants, register, errors }: VariantFieldsProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Variants</legend>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1fr)_5.5rem_5.5rem_4.5rem] gap-2 text-xs font-medium tracking-wide text-sand-600 uppercase sm:grid"
      >
        <span>Variant</span>
        {FIGURES.map((f) => (
          <span key={f.key}>{f.label}</span>
        ))}
      </div>
      <ul className="grid max-h-80 gap-3 overflow-y-auto sm:gap-2">
        {variants.map((v, i) => (
          <li
            key={v.id}
            data-testid="admin-variant-row"
            className="grid grid-cols-3 items-start gap-2 sm:grid-cols-[minmax(0,1fr)_5.5rem_5.5rem_4.5rem]"
          >
            <div className="col-span-3 min-w-0 sm:col-span-1">
              <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
                {v.swatchHex ? <SwatchDot hex={v.swatchHex} /> : null}
                {v.label}
              </p>
              <p className="truncate font-mono text-xs text-sand-600">{v.sku}</p>
            </div>
            {FIGURES.map((f) => {
              const id = `variant-${v.id}-${f.key}`;
              const error = errors?.[i]?.[f.key]?.message;
              return (
                <div key={f.key} className="grid gap-1">
                  <label htmlFor={id} className="text-xs text-sand-700">
                    <span className="sm:sr-only">{f.label}</span>
                    <span className="sr-only"> of {v.label}</span>
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode={f.mode}
                    step={f.step}
                    min={f.key === 'stockQuantity' ? 0 : 1}
                    className={compact}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...register(`variants.${i}.${f.key}`, { setValueAs: toNumber })}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-xs font-medium text-danger">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
