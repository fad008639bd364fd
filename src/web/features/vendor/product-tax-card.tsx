// A saved product's own HSN code and GST rate, for a product its category's do not fit (issue
// #21). Left empty, the product takes its subcategory's or category's, which the admin keeps and
// the fields show as their placeholder.
import { z } from 'zod';
import { CATEGORY_LABELS, subcategoryLabel } from '../../../domain/catalog';
import {
  GST_RATES,
  ProductTaxUpdateSchema,
  type HsnCodeList,
  type ProductTax,
} from '../../../domain/schemas/tax-invoices';
import type { VendorProduct } from '../../../domain/schemas/vendor-products';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input, inputClasses } from '../../components/ui/input';
import { useProductTax, useSaveProductTax, useVendorHsnCodes } from './tax-api';

/** Blank fields are the category's: null to the server. */
const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const FormSchema = z.object({
  hsnCode: z.preprocess(orNull, ProductTaxUpdateSchema.shape.hsnCode),
  rate: z.preprocess(
    (v) => (orNull(v) === null ? null : Number(v)),
    ProductTaxUpdateSchema.shape.rate,
  ),
});

const valuesOf = (t: ProductTax) => ({
  hsnCode: t.hsnCode ?? '',
  rate: t.rate === null ? '' : String(t.rate),
});

/** What a product without its own code takes: its subcategory's, else its category's. */
export function inheritedTax(
  codes: HsnCodeList['codes'],
  category: string,
  subcategory: string | null,
) {
  const of = (sub: string) => codes.find((c) => c.category === category && c.subcategory === sub);
  return (subcategory ? of(subcategory) : undefined) ?? of('');
}

export function ProductTaxCard({ product }: { product: VendorProduct }) {
  const own = useProductTax(product.id);
  const codes = useVendorHsnCodes();
  const where = product.subcategory
    ? `${CATEGORY_LABELS[product.category]} › ${subcategoryLabel(product.subcategory)}`
    : CATEGORY_LABELS[product.category];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tax</CardTitle>
        <CardDescription>
          The HSN code and GST rate on this product’s tax invoices. Leave them empty to use those of{' '}
          {where}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {own.data && codes.data ? (
          <ProductTaxForm
            productId={product.id}
            own={own.data}
            inherited={inheritedTax(codes.data.codes, product.category, product.subcategory)}
          />
        ) : own.isError || codes.isError ? (
          <ErrorBlock
            title="We could not load the product’s tax."
            error={own.error ?? codes.error}
            onRetry={() => void (own.isError ? own.refetch() : codes.refetch())}
          />
        ) : (
          <LoadingBlock label="Loading the product’s tax…" rows={2} />
        )}
      </CardContent>
    </Card>
  );
}

function ProductTaxForm({
  productId,
  own,
  inherited,
}: {
  productId: string;
  own: ProductTax;
  inherited: { hsnCode: string; rate: number } | undefined;
}) {
  const save = useSaveProductTax(productId);
  return (
    <SettingsForm
      label="Product tax"
      schema={FormSchema}
      defaultValues={valuesOf(own)}
      save={save}
      savedValues={valuesOf}
      success="The product’s HSN code and GST rate are saved."
    >
      <FieldRow>
        <FormField
          name="hsnCode"
          label="HSN code (optional)"
          hint={
            inherited
              ? `Empty: the category’s ${inherited.hsnCode}.`
              : '4, 6 or 8 digits, from your GST registration.'
          }
        >
          <Input inputMode="numeric" maxLength={8} placeholder={inherited?.hsnCode} />
        </FormField>
        <FormField name="rate" label="GST rate (optional)">
          <select className={inputClasses}>
            <option value="">
              {inherited ? `The category’s (${inherited.rate}%)` : 'The category’s'}
            </option>
            {GST_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}%
              </option>
            ))}
          </select>
        </FormField>
      </FieldRow>
      <SaveBar label="Save Tax" requireChanges />
    </SettingsForm>
  );
}
