// "Shades and sizes": a plain product has one price and stock (the Price and Inventory cards);
// with options the vendor generates a row per combination, each with its SKU, price and stock.
import { Plus, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  PRODUCT_LIMITS,
  type ProductFields,
  type ProductInput,
  type VariantInput,
} from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { pluralize } from '../../lib/format';
import { BulkStock, RemoveVariantDialog } from './product-form-variant-actions';
import { OptionsEditor } from './product-form-options';
import { VariantRows } from './product-form-variant-rows';
import {
  combinations,
  generateVariants,
  valuesOfRows,
  variantKey,
  variantLabel,
} from './variant-combinations';
import type { ShadePhotoChoice } from './shade-photo-picker';

type Form = UseFormReturn<ProductInput, unknown, ProductFields>;
const DEFAULT_OPTIONS = [
  { name: 'Shade', kind: 'shade' },
  { name: 'Size', kind: 'other' },
] as const;

/** The stock the new rows share: the rows' they replace, or the plain product's. */
function stockBefore(rows: readonly VariantInput[], plainStock: number | undefined): number {
  const whole = (n: number | undefined) => (Number.isInteger(n) && n! > 0 ? n! : 0);
  return rows.length > 0
    ? rows.reduce((sum, r) => sum + whole(r.stockQuantity), 0)
    : whole(plainStock);
}

/** "The product’s 30 in stock were split across the 3 shades: change any of them." */
function carriedNotice(
  total: number,
  count: number,
  options: readonly { name: string; kind: string }[],
) {
  const only = options.length === 1 ? options[0] : undefined;
  const noun =
    only?.kind === 'shade'
      ? 'shade'
      : only?.name.trim().toLowerCase() === 'size'
        ? 'size'
        : 'variant';
  const stock = `The product’s ${total} in stock`;
  if (count === 1) return `${stock} moved to this ${noun}: change it if you need to.`;
  const verb = total === 1 ? 'was' : 'were';
  return `${stock} ${verb} split across the ${count} ${noun}s: change any of them.`;
}

function initialState(form: Form) {
  const { options = [], variants = [] } = form.getValues();
  const shade = options.findIndex((o) => o.kind === 'shade');
  const colours: Record<string, string> = {};
  if (shade >= 0) {
    for (const v of variants) {
      const value = v.options[shade];
      if (value && v.swatchHex && !colours[value]) colours[value] = v.swatchHex;
    }
  }
  return { values: valuesOfRows(variants, options.length), colours };
}

export function VariantsSection({
  form,
  images,
  footer,
}: {
  form: Form;
  images: readonly ShadePhotoChoice[];
  /** Shown under the rows (the form's save button on large screens). */
  footer?: ReactNode;
}) {
  const optionArray = useFieldArray({ control: form.control, name: 'options' });
  const rowArray = useFieldArray({ control: form.control, name: 'variants' });
  const [initial] = useState(() => initialState(form));
  const [values, setValues] = useState<string[][]>(initial.values);
  const [colours, setColours] = useState<Record<string, string>>(initial.colours);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const rowsError = form.formState.errors.variants;
  const optionCount = optionArray.fields.length;

  const shadeIndex = () => (form.getValues('options') ?? []).findIndex((o) => o.kind === 'shade');
  const rows = () => form.getValues('variants') ?? [];

  function addOption() {
    const next = DEFAULT_OPTIONS[optionCount] ?? DEFAULT_OPTIONS[1];
    optionArray.append({ ...next });
    setValues((v) => [...v, []]);
  }

  function removeOption(index: number) {
    optionArray.remove(index);
    setValues((v) => v.filter((_, i) => i !== index));
    const seen = new Set<string>();
    const kept: VariantInput[] = [];
    for (const row of rows()) {
      const options = row.options.filter((_, i) => i !== index);
      if (seen.has(variantKey(options))) continue;
      seen.add(variantKey(options));
      kept.push({ ...row, options });
    }
    if (optionCount > 1) {
      rowArray.replace(kept);
      return;
    }
    // The last option: back to one price and stock, from the first row if there was one.
    const first = kept[0];
    if (first) {
      form.setValue('price', first.price);
      form.setValue('originalPrice', first.originalPrice ?? null);
      form.setValue('stockQuantity', first.stockQuantity);
    }
    rowArray.replace(first?.id ? [first] : []);
    setNotice(null);
  }

  function generate() {
    const names = (form.getValues('options') ?? []).map((o) => o.name.trim());
    if (names.some((n) => !n) || values.some((v) => v.length === 0)) {
      setNotice('Name each option and give it at least one value, then generate the variants.');
      return;
    }
    const count = combinations(values).length;
    if (count > PRODUCT_LIMITS.variants) {
      setNotice(
        `That makes ${count} variants; a product can have at most ${PRODUCT_LIMITS.variants}.`,
      );
      return;
    }
    const current = rows().filter((r) => r.options.length === values.length);
    const template = current[0] ?? form.getValues();
    const shade = shadeIndex();
    const carried = current.length > 0 ? 0 : stockBefore(rows(), form.getValues('stockQuantity'));
    const next = generateVariants({
      current,
      valueLists: values,
      productName: form.getValues('name'),
      price: template.price,
      originalPrice: template.originalPrice,
      stockToSplit: carried,
      swatchOf: (combo) => (shade >= 0 ? (colours[combo[shade] ?? ''] ?? null) : null),
    });
    const keys = new Set(next.map((r) => variantKey(r.options)));
    const before = new Set(current.map((r) => variantKey(r.options)));
    const added = next.filter((r) => !before.has(variantKey(r.options))).length;
    const dropped = rows().filter((r) => !keys.has(variantKey(r.options))).length;
    rowArray.replace(next);
    form.clearErrors('variants');
    const summary = `${pluralize(next.length, 'variant')}: ${added} added, ${dropped} removed.`;
    setNotice(
      carried > 0
        ? `${summary} ${carriedNotice(carried, next.length, form.getValues('options') ?? [])}`
        : `${summary} Set each one’s price and stock.`,
    );
  }

  function setColour(value: string, hex: string) {
    setColours((c) => ({ ...c, [value]: hex }));
    const shade = shadeIndex();
    rows().forEach((row, i) => {
      if (shade >= 0 && row.options[shade] === value) {
        form.setValue(`variants.${i}.swatchHex`, hex, { shouldDirty: true });
      }
    });
  }

  function changeKind(index: number, kind: 'shade' | 'other') {
    rows().forEach((row, i) => {
      const hex = kind === 'shade' ? (colours[row.options[index] ?? ''] ?? null) : null;
      form.setValue(`variants.${i}.swatchHex`, hex, { shouldDirty: true });
    });
  }

  function askRemove(index: number) {
    if ((rows()[index]?.stockQuantity ?? 0) > 0) setRemoving(index);
    else rowArray.remove(index);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Shades and sizes</CardTitle>
        <CardDescription>
          {optionCount === 0
            ? 'Sold as one item with the price and stock above. Add options such as Shade and Size to give each combination its own SKU, price and stock.'
            : 'Name the options and their values, then generate a row for each combination.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {optionCount > 0 ? (
          <OptionsEditor
            form={form}
            count={optionCount}
            values={values}
            onValuesChange={(i, next) =>
              setValues((v) => v.map((old, n) => (n === i ? next : old)))
            }
            onKindChange={changeKind}
            onRemove={removeOption}
            colours={colours}
            onColourChange={setColour}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          {optionCount < PRODUCT_LIMITS.options ? (
            <Button type="button" variant="outline" size="sm" onClick={addOption}>
              <Plus aria-hidden="true" />
              {optionCount === 0 ? 'Add Options' : 'Add Another Option'}
            </Button>
          ) : null}
          {optionCount > 0 ? (
            <Button type="button" size="sm" onClick={generate}>
              <Sparkles aria-hidden="true" />
              Generate Variants
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-sand-700 empty:hidden">
          {notice}
        </p>
        {rowsError?.root?.message || rowsError?.message ? (
          <p className="text-sm font-medium text-danger">
            {rowsError.root?.message ?? rowsError.message}
          </p>
        ) : null}
        {optionCount > 0 && rowArray.fields.length > 0 ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-ink">
                {pluralize(rowArray.fields.length, 'variant')}
              </h3>
              <BulkStock
                onApply={(stock) =>
                  rows().forEach((_, i) =>
                    form.setValue(`variants.${i}.stockQuantity`, stock, { shouldDirty: true }),
                  )
                }
              />
            </div>
            <VariantRows
              form={form}
              ids={rowArray.fields.map((f) => f.id)}
              images={images}
              onRemove={askRemove}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-sand-600">
                {images.length === 0
                  ? 'Once the product has images, you can choose the one each variant shows.'
                  : null}
              </p>
              {footer}
            </div>
          </>
        ) : null}
      </CardContent>
      <RemoveVariantDialog
        variant={
          removing === null
            ? null
            : {
                label: variantLabel(rows()[removing]?.options ?? []),
                stock: rows()[removing]?.stockQuantity ?? 0,
              }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) rowArray.remove(removing);
          setRemoving(null);
        }}
      />
    </Card>
  );
}
