// The options of a product with shades or sizes: each option's name, its kind (a shade shows a
// colour per value) and its values as chips. The rows follow when the vendor generates them.
import { X } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  PRODUCT_LIMITS,
  type ProductFields,
  type ProductInput,
} from '../../../domain/schemas/vendor-products';
import { SwatchDot } from '../../components/back-office/variant-label';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, inputClasses } from '../../components/ui/input';
import { TagInput } from './tag-input';

export interface OptionsEditorProps {
  form: UseFormReturn<ProductInput, unknown, ProductFields>;
  count: number;
  values: string[][];
  onValuesChange: (index: number, values: string[]) => void;
  onKindChange: (index: number, kind: 'shade' | 'other') => void;
  onRemove: (index: number) => void;
  colours: Record<string, string>;
  onColourChange: (value: string, hex: string) => void;
}

const keepCase = (t: string) => t.replace(/\s+/g, ' ').slice(0, PRODUCT_LIMITS.optionValueMax);

export function OptionsEditor({
  form,
  count,
  values,
  onValuesChange,
  onKindChange,
  onRemove,
  colours,
  onColourChange,
}: OptionsEditorProps) {
  const options = useWatch({ control: form.control, name: 'options' }) ?? [];
  const errors = form.formState.errors.options;
  return (
    <ol className="grid gap-4">
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const kind = options[i]?.kind ?? 'other';
        return (
          <li key={i} className="grid gap-4 rounded-xl border border-sand-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-ink">Option {n}</h3>
              <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(i)}>
                <X aria-hidden="true" />
                Remove Option {n}
              </Button>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field label={`Option ${n} name`} error={errors?.[i]?.name?.message}>
                <Input
                  placeholder={i === 0 ? 'Shade' : 'Size'}
                  {...form.register(`options.${i}.name`)}
                />
              </Field>
              <Field label={`Option ${n} kind`}>
                <select
                  className={inputClasses}
                  {...form.register(`options.${i}.kind`, {
                    onChange: (e: { target: { value: 'shade' | 'other' } }) =>
                      onKindChange(i, e.target.value),
                  })}
                >
                  <option value="shade">Shade (colour swatches)</option>
                  <option value="other">Size or other (names)</option>
                </select>
              </Field>
            </div>
            <Field
              label={`Option ${n} values`}
              description="Press Enter or type a comma after each value."
            >
              <TagInput
                value={values[i] ?? []}
                onChange={(next) => onValuesChange(i, next)}
                normalize={keepCase}
                max={PRODUCT_LIMITS.variants}
                placeholder={i === 0 ? 'e.g. Ruby, Nude Rose, Berry Wine' : 'e.g. 5 ml, 10 ml'}
                listLabel={`Values of option ${n}`}
                itemNoun="value"
              />
            </Field>
            {kind === 'shade' && (values[i] ?? []).length > 0 ? (
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-ink">Swatch colours</legend>
                <ul className="flex flex-wrap gap-2">
                  {(values[i] ?? []).map((value) => (
                    <li key={value}>
                      <ColourPick
                        value={value}
                        hex={colours[value] ?? null}
                        onChange={(hex) => onColourChange(value, hex)}
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A shade's colour: the native picker under a swatch that shows the colour, or none yet. */
function ColourPick({
  value,
  hex,
  onChange,
}: {
  value: string;
  hex: string | null;
  onChange: (hex: string) => void;
}) {
  return (
    <label className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-sand-200 py-1 pr-3 pl-1 text-sm text-ink focus-within:outline-2 focus-within:outline-rose-600 hover:border-sand-400">
      <SwatchDot hex={hex} size="size-7" />
      {value}
      <span className="sr-only">: swatch colour</span>
      <input
        type="color"
        value={hex ?? '#c98b8b'}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      />
    </label>
  );
}
