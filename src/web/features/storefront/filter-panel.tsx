// The listing's filters with facet counts; a side column on wide screens, a drawer on phones.
import type { Facets } from '../../../domain/schemas/catalog';
import { AttributeFacets } from './attribute-facets';
import { BrandFacet } from './brand-facet';
import { FacetGroup } from './facet-group';
import { priceBandOf, withParam, withPriceBand } from './listing-params';

interface FilterPanelProps {
  params: URLSearchParams;
  facets: Facets | undefined;
  onChange: (next: URLSearchParams) => void;
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
      <BrandFacet
        params={params}
        values={facets?.vendor ?? []}
        total={facets?.vendorTotal ?? 0}
        selected={params.get('vendor')}
        onSelect={set('vendor')}
      />
      <AttributeFacets params={params} facets={facets?.attributes ?? []} onChange={onChange} />
    </div>
  );
}
