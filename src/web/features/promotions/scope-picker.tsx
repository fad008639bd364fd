// What an offer covers, picked in the promotion form: categories, brands or products as a list of
// checkboxes (products searched by name). The admin may pick any; a vendor only its own products,
// which is all its product search returns (the server checks it again).
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useController, useFormContext, get } from 'react-hook-form';
import { CATEGORIES, CATEGORY_LABELS } from '../../../domain/catalog';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { PromotionValues } from './promotion-values';

export interface PickOption {
  id: string;
  name: string;
}

/** Where the form finds the products (and, for the admin, the brands) it may offer on. */
export interface ScopeSources {
  /** Up to 100 products matching `search`, of the funding vendor when one is given. */
  products: (search: string, vendorId: string, signal: AbortSignal) => Promise<PickOption[]>;
  /** The admin's brands; a vendor has none to choose. */
  vendors?: PickOption[];
  /** A cache key for the product search (the area). */
  area: 'admin' | 'vendor';
}

export function ScopePicker({ sources }: { sources: ScopeSources }) {
  const { watch, formState } = useFormContext<PromotionValues>();
  const { field } = useController<PromotionValues, 'scopeIds'>({ name: 'scopeIds' });
  const scope = watch('scope');
  const fundedBy = watch('fundedBy');
  const error = (get(formState.errors, 'scopeIds') as { message?: string } | undefined)?.message;
  const errorId = useId();
  if (scope === 'cart') return null;

  const selected = new Set(field.value);
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((v) => v !== id));

  const legend =
    scope === 'categories'
      ? 'Categories it covers'
      : scope === 'vendors'
        ? 'Brands it covers'
        : 'Products it covers';
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {scope === 'categories' ? (
        <Choices
          options={CATEGORIES.map((c) => ({ id: c, name: CATEGORY_LABELS[c] }))}
          selected={selected}
          onToggle={toggle}
        />
      ) : scope === 'vendors' ? (
        <Choices options={sources.vendors ?? []} selected={selected} onToggle={toggle} />
      ) : (
        <ProductChoices
          sources={sources}
          vendorId={fundedBy}
          selected={selected}
          onToggle={toggle}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choices({
  options,
  selected,
  onToggle,
}: {
  options: readonly PickOption[];
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const prefix = useId();
  return (
    <ul className="grid max-h-56 gap-2 overflow-y-auto rounded-lg border border-sand-200 p-3 sm:grid-cols-2">
      {options.map((o) => (
        <li key={o.id} className="flex items-center gap-2">
          <Checkbox
            id={`${prefix}-${o.id}`}
            checked={selected.has(o.id)}
            onCheckedChange={(c) => onToggle(o.id, c === true)}
          />
          <Label htmlFor={`${prefix}-${o.id}`} weight="normal">
            {o.name}
          </Label>
        </li>
      ))}
    </ul>
  );
}

function ProductChoices({
  sources,
  vendorId,
  selected,
  onToggle,
}: {
  sources: ScopeSources;
  vendorId: string;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const searchId = useId();
  const found = useQuery({
    queryKey: [sources.area, 'promotion-products', vendorId, deferred],
    queryFn: ({ signal }) => sources.products(deferred, vendorId, signal),
    staleTime: 60_000,
  });
  const options = found.data ?? [];
  const shown = new Set(options.map((o) => o.id));
  // Chosen products a search hides stay listed (and can be unticked) above the results.
  const hidden = [...selected].filter((id) => !shown.has(id));
  return (
    <div className="grid gap-2">
      <Label htmlFor={searchId}>Search products</Label>
      <Input
        id={searchId}
        type="search"
        value={search}
        placeholder="Product name"
        onChange={(e) => setSearch(e.target.value)}
      />
      <p className="text-sm text-sand-600" aria-live="polite">
        {selected.size} chosen
        {found.isPending ? ' · Loading products…' : ''}
        {found.isError ? ' · The products could not be loaded.' : ''}
      </p>
      <Choices
        options={[...hidden.map((id) => ({ id, name: id })), ...options]}
        selected={selected}
        onToggle={onToggle}
      />
    </div>
  );
}
