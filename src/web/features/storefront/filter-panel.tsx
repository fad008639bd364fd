// The listing's filters with facet counts; a side column on wide screens, and on phones a bottom
// sheet of two panes (issue #37, as Nykaa and Amazon do): facet names on the left, the chosen
// facet's values on the right. Brand, type and price take several values (issue #25). The panel
// is a GET form whose inputs carry the URL's parameters: with JavaScript each change navigates
// at once; without it, "Apply filters" submits the same URL (repeated parameters, which the API
// reads too).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Facets } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';
import { AttributeFacets, attributeSections } from './attribute-facets';
import { BrandFacet } from './brand-facet';
import { FacetGroup } from './facet-group';
import { valuesOf, withParam, type MultiKey } from './listing-params';
import { TOGGLES, withValue } from './listing-filters';
import { PriceRange } from './price-range';

interface FilterPanelProps {
  params: URLSearchParams;
  facets: Facets | undefined;
  onChange: (next: URLSearchParams) => void;
  /** `panes`: the phone sheet's facet names beside one facet's values. Default: one column. */
  layout?: 'column' | 'panes';
}

/** What the panel has no input for, carried along by the form without JavaScript. */
const CARRIED = ['search', 'sort', 'minPrice', 'maxPrice'] as const;

interface Section {
  id: string;
  label: string;
  /** How many of its values are chosen, shown beside its name in the left pane. */
  chosen: number;
  content: ReactNode;
}

export function FilterPanel({ params, facets, onChange, layout = 'column' }: FilterPanelProps) {
  const one = (key: string) => ({
    selected: params.get(key) ? [params.get(key)!] : [],
    onToggle: (value: string, on: boolean) => onChange(withParam(params, key, on ? value : null)),
  });
  const many = (key: MultiKey) => ({
    selected: valuesOf(params, key),
    onToggle: (value: string, on: boolean) => onChange(withValue(params, key, value, on)),
    multiple: true,
  });
  const toggles = (
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
  );
  const category = (
    <FacetGroup
      legend="Category"
      name="category"
      values={facets?.category ?? []}
      {...one('category')}
    />
  );
  const type = (
    <FacetGroup
      legend="Type"
      name="subcategory"
      values={facets?.subcategory ?? []}
      {...many('subcategory')}
    />
  );
  const price = (
    <>
      <FacetGroup legend="Price" name="price" values={facets?.price ?? []} {...many('price')} />
      <PriceRange params={params} onChange={onChange} />
    </>
  );
  const rating = (
    <FacetGroup
      legend="Rating"
      name="minRating"
      values={facets?.rating ?? []}
      {...one('minRating')}
    />
  );
  const brand = (
    <BrandFacet
      params={params}
      values={facets?.vendor ?? []}
      total={facets?.vendorTotal ?? 0}
      {...many('vendor')}
    />
  );
  const carried = CARRIED.map((key) =>
    params.get(key) ? <input key={key} type="hidden" name={key} value={params.get(key)!} /> : null,
  );
  const apply = (
    <noscript>
      <button
        type="submit"
        className="mt-4 h-10 w-full rounded-full bg-rose-700 text-sm font-medium text-white"
      >
        Apply filters
      </button>
    </noscript>
  );

  if (layout === 'panes') {
    const count = (key: string) => (params.get(key) ? 1 : 0);
    const has = (values: unknown[] | undefined) => (values?.length ?? 0) > 0;
    const sections: (Section & { shown?: boolean })[] = [
      {
        id: 'show',
        label: 'Show',
        chosen: TOGGLES.filter((t) => params.get(t.key) === 'true').length,
        content: toggles,
      },
      {
        id: 'category',
        label: 'Category',
        chosen: count('category'),
        content: category,
        shown: has(facets?.category),
      },
      {
        id: 'type',
        label: 'Type',
        chosen: valuesOf(params, 'subcategory').length,
        content: type,
        shown: has(facets?.subcategory),
      },
      {
        id: 'price',
        label: 'Price',
        chosen: valuesOf(params, 'price').length + (count('minPrice') || count('maxPrice') ? 1 : 0),
        content: price,
      },
      {
        id: 'rating',
        label: 'Rating',
        chosen: count('minRating'),
        content: rating,
        shown: has(facets?.rating),
      },
      {
        id: 'brand',
        label: 'Brand',
        chosen: valuesOf(params, 'vendor').length,
        content: brand,
        shown: has(facets?.vendor),
      },
      ...attributeSections({ params, facets: facets?.attributes ?? [], onChange }),
    ];
    return (
      <form
        aria-label="Filters"
        method="get"
        action="/products"
        onSubmit={(e) => e.preventDefault()}
      >
        {carried}
        <FilterPanes sections={sections.filter((s) => s.shown !== false || s.chosen > 0)} />
        {apply}
      </form>
    );
  }

  return (
    <form aria-label="Filters" method="get" action="/products" onSubmit={(e) => e.preventDefault()}>
      {carried}
      {toggles}
      {category}
      {type}
      {price}
      {rating}
      {brand}
      <AttributeFacets params={params} facets={facets?.attributes ?? []} onChange={onChange} />
      {apply}
    </form>
  );
}

/**
 * Facet names as a vertical tab list, the chosen facet's values beside them. Every panel stays
 * in the form (hidden ones too), so its inputs still belong to the filter. Arrow keys, Home and
 * End move between the names, as in any tab list.
 */
function FilterPanes({ sections }: { sections: Section[] }) {
  const id = useId();
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = sections.some((s) => s.id === active) ? active : (sections[0]?.id ?? '');
  const move = (e: KeyboardEvent, index: number) => {
    const last = sections.length - 1;
    const next =
      e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(sections[next]!.id);
    tabs.current[next]?.focus();
  };
  return (
    <div className="-mx-6 grid h-[min(60dvh,32rem)] grid-cols-[7.5rem_minmax(0,1fr)] border-y border-sand-200">
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label="Filter by"
        className="overflow-y-auto bg-sand-100"
        data-testid="filter-facet-names"
      >
        {sections.map((s, i) => {
          const selected = s.id === current;
          return (
            <button
              key={s.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${s.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${s.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(s.id)}
              onKeyDown={(e) => move(e, i)}
              className={cn(
                'flex w-full items-center justify-between gap-1 border-l-4 px-3 py-3.5 text-left text-sm',
                selected
                  ? 'border-rose-700 bg-cream font-semibold text-ink'
                  : 'border-transparent text-sand-800 hover:bg-sand-200',
              )}
            >
              <span className="min-w-0 break-words">{s.label}</span>
              {s.chosen > 0 ? (
                <span className="shrink-0 text-xs font-medium text-rose-800 tabular-nums">
                  {s.chosen}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {sections.map((s) => (
        <div
          key={s.id}
          role="tabpanel"
          id={`${id}-panel-${s.id}`}
          aria-labelledby={`${id}-tab-${s.id}`}
          hidden={s.id !== current}
          className="overflow-y-auto px-4 [&>fieldset]:border-t-0 [&>fieldset]:pt-2"
          data-testid="filter-facet-values"
        >
          {s.content}
        </div>
      ))}
    </div>
  );
}
