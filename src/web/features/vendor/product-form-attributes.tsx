// The product's beauty attributes: the groups its category allows (domain/attributes), each a
// labelled set of checkboxes. Shoppers filter the listing by them.
import {
  ATTRIBUTE_GROUP_LABELS,
  ATTRIBUTE_VALUES,
  attributeToken,
  CATEGORY_ATTRIBUTE_GROUPS,
  MAX_PRODUCT_ATTRIBUTES,
  parseAttributeToken,
} from '../../../domain/attributes';
import type { Category } from '../../../domain/catalog';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductFields, ProductInput } from '../../../domain/schemas/vendor-products';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';

/** The tokens the category allows, and the labels of those it does not ("Hair type: Curly"). */
export function splitAttributes(tokens: readonly string[], category: Category) {
  const allowed = CATEGORY_ATTRIBUTE_GROUPS[category];
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const token of tokens) {
    const parsed = parseAttributeToken(token);
    if (parsed && allowed.includes(parsed.group)) kept.push(token);
    else dropped.push(parsed ? `${ATTRIBUTE_GROUP_LABELS[parsed.group]}: ${parsed.label}` : token);
  }
  return { kept, dropped };
}

/** What the vendor is told when a new category drops attributes. */
export const droppedNotice = (dropped: readonly string[], category: Category) =>
  `${dropped.join(', ')} ${dropped.length === 1 ? 'was' : 'were'} removed: ${
    dropped.length === 1 ? 'it does' : 'they do'
  } not apply to ${CATEGORY_LABELS[category]}.`;

interface AttributePickerProps {
  category: Category;
  value: readonly string[];
  onChange: (tokens: string[]) => void;
  error?: string;
}

export function AttributePicker({ category, value, onChange, error }: AttributePickerProps) {
  const full = value.length >= MAX_PRODUCT_ATTRIBUTES;
  const toggle = (token: string, on: boolean) =>
    onChange(on ? [...value, token] : value.filter((t) => t !== token));
  return (
    <div role="group" aria-label="Attributes" className="grid gap-5">
      {CATEGORY_ATTRIBUTE_GROUPS[category].map((group) => (
        <fieldset key={group} className="grid gap-2.5">
          <legend className="mb-2 text-sm font-medium text-ink">
            {ATTRIBUTE_GROUP_LABELS[group]}
          </legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
            {Object.entries(ATTRIBUTE_VALUES[group]).map(([v, label]) => {
              const token = attributeToken(group, v);
              const id = `attribute-${group}-${v}`;
              const checked = value.includes(token);
              return (
                <div key={token} className="flex items-center gap-2.5">
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={full && !checked}
                    onCheckedChange={(c) => toggle(token, c === true)}
                  />
                  <Label htmlFor={id} weight="normal">
                    {label}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      {full ? (
        <p className="text-sm text-sand-600">
          That is {MAX_PRODUCT_ATTRIBUTES}, the most a product can have.
        </p>
      ) : null}
    </div>
  );
}

/** The form's attributes card; `notice` says what a change of category removed. */
export function AttributesCard({
  form,
  notice,
}: {
  form: UseFormReturn<ProductInput, unknown, ProductFields>;
  notice: string | null;
}) {
  const category = useWatch({ control: form.control, name: 'category' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Attributes</CardTitle>
        <CardDescription>
          What shoppers filter by. The lists depend on the category.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice ? (
          <p role="status" className="rounded-xl bg-warning-soft px-4 py-3 text-sm text-warning">
            {notice}
          </p>
        ) : null}
        <Controller
          control={form.control}
          name="attributes"
          render={({ field, fieldState }) => (
            <AttributePicker
              category={category}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
