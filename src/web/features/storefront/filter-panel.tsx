// The listing's filters with facet counts; a side column on wide screens, a bottom sheet on
// phones. Brand, type and price take several values (issue #25). The panel is a GET form whose
// inputs carry the URL's parameters: with JavaScript each change navigates at once; without it,
// "Apply filters" submits the same URL (repeated parameters, which the API reads too).
import type { Facets } from '../../../domain/schemas/catalog';
import { AttributeFacets } from './attribute-facets';
import { BrandFacet } from './brand-facet';
import { FacetGroup } from './facet-group';
import { valuesOf, withParam, type MultiKey } from './listing-params';
import { TOGGLES, withValue } from './listing-filters';

interface FilterPanelProps {
  params: URLSearchParams;
  facets: Facets | undefined;
  onChange: (next: URLSearchParams) => void;
}

/** What the panel has no input for, carried along by the form without JavaScript. */
const CARRIED = ['search', 'sort', 'minPrice', 'maxPrice'] as const;

export function FilterPanel({ params, facets, onChange }: FilterPanelProps) {
  const one = (key: string) => ({
    selected: params.get(key) ? [params.get(key)!] : [],
    onToggle: (value: string, on: boolean) => onChange(withParam(params, key, on ? value : null)),
  });
  const many = (key: MultiKey) => ({
    selected: valuesOf(params, key),
    onToggle: (value: string, on: boolean) => onChange(withValue(params, key, value, on)),
    multiple: true,
  });
  return (
    <form aria-label="Filters" method="get" action="/products" onSubmit={(e) => e.preventDefault()}>
      {CARRIED.map((key) =>
        params.get(key) ? (
          <input key={key} type="hidden" name={key} value={params.get(key)!} />
        ) : null,
      )}
      <fieldset className="py-2">
        <legend className="sr-only">Show</legend>
        {TOGGLES.map(({ key, label }) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-sand-800 hover:bg-sand-100"
          >
            <input
              type="checkbox"
              name={key}
              value="true"
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
        {...one('category')}
      />
      <FacetGroup
        legend="Type"
        name="subcategory"
        values={facets?.subcategory ?? []}
        {...many('subcategory')}
      />
      <FacetGroup legend="Price" name="price" values={facets?.price ?? []} {...many('price')} />
      <FacetGroup
        legend="Rating"
        name="minRating"
        values={facets?.rating ?? []}
        {...one('minRating')}
      />
      <BrandFacet
        params={params}
        values={facets?.vendor ?? []}
        total={facets?.vendorTotal ?? 0}
        {...many('vendor')}
      />
      <AttributeFacets params={params} facets={facets?.attributes ?? []} onChange={onChange} />
      <noscript>
        <button
          type="submit"
          className="mt-4 h-10 w-full rounded-full bg-rose-700 text-sm font-medium text-white"
        >
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
