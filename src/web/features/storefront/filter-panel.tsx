// The listing's filters with facet counts; a side column on wide screens, a drawer on phones.
import type { Facets, FacetValue } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';
import { priceBandOf, withParam, withPriceBand } from './listing-params';

interface FilterPanelProps {
  params: URLSearchParams;
  facets: Facets | undefined;
  onChange: (next: URLSearchParams) => void;
}

interface FacetGroupProps {
  legend: string;
  name: string;
  values: FacetValue[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}

/** One facet: choosing a value again clears it. Radio semantics, since the API takes one. */
function FacetGroup({ legend, name, values, selected, onSelect }: FacetGroupProps) {
  if (values.length === 0 && !selected) return null;
  return (
    <fieldset className="border-t border-sand-200 py-4">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase">
        {legend}
      </legend>
      <ul className="clear-left grid gap-1">
        {values.map((v) => {
          const checked = selected === v.value;
          return (
            <li key={v.value}>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-sand-100',
                  checked ? 'font-medium text-ink' : 'text-sand-800',
                )}
              >
                {/* Wrapped, not linked by id: the panel renders twice (column and drawer). */}
                <input
                  type="radio"
                  name={name}
                  checked={checked}
                  onChange={() => onSelect(v.value)}
                  onClick={() => checked && onSelect(null)}
                  className="size-4 accent-rose-700"
                />
                <span className="flex-1">{v.label}</span>
                <span className="text-xs text-sand-600 tabular-nums">{v.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const TOGGLES = [
  { key: 'inStock', label: 'In stock only' },
  { key: 'sale', label: 'On sale' },
  { key: 'new', label: 'New arrivals' },
  { key: 'featured', label: 'Featured' },
] as const;

export function FilterPanel({ params, facets, onChange }: FilterPanelProps) {
  const set = (key: string) => (value: string | null) => onChange(withParam(params, key, value));
  return (
    <div aria-label="Filters" role="group">
      <fieldset className="py-2">
        <legend className="sr-only">Show</legend>
        {TOGGLES.map(({ key, label }) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-sand-800 hover:bg-sand-100"
          >
            <input
              type="checkbox"
              checked={params.get(key) === 'true'}
              onChange={(e) => onChange(withParam(params, key, e.target.checked ? 'true' : null))}
              className="size-4 accent-rose-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <FacetGroup
        legend="Category"
        name="category"
        values={facets?.category ?? []}
        selected={params.get('category')}
        onSelect={set('category')}
      />
      <FacetGroup
        legend="Type"
        name="subcategory"
        values={facets?.subcategory ?? []}
        selected={params.get('subcategory')}
        onSelect={set('subcategory')}
      />
      <FacetGroup
        legend="Price"
        name="price"
        values={facets?.price ?? []}
        selected={priceBandOf(params)}
        onSelect={(band) => onChange(withPriceBand(params, band))}
      />
      <FacetGroup
        legend="Rating"
        name="rating"
        values={facets?.rating ?? []}
        selected={params.get('minRating')}
        onSelect={set('minRating')}
      />
      <FacetGroup
        legend="Brand"
        name="vendor"
        values={facets?.vendor ?? []}
        selected={params.get('vendor')}
        onSelect={set('vendor')}
      />
    </div>
  );
}
