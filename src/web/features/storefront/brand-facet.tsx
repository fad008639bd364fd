// The brand facet: the top 12 brands by count, and a search for the rest when there are more,
// so the panel stays short with hundreds of brands (issue #18).
import { useQuery } from '@tanstack/react-query';
import { Search } from '../../components/ui/icons';
import { useEffect, useState } from 'react';
import type { FacetValue } from '../../../domain/schemas/catalog';
import { vendorFacetQuery } from './api';
import { FacetGroup } from './facet-group';
import { brandSearchQueryOf } from './listing-params';

/** How many brands the listing's facet lists; past that, the search finds them. */
export const TOP_BRANDS = 12;

/** Waits for typing to pause before asking the server. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface BrandFacetProps {
  /** The listing's URL state: the search counts brands under its other filters. */
  params: URLSearchParams;
  values: FacetValue[];
  /** How many brands match in all (`vendorTotal`). */
  total: number;
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}

export function BrandFacet({ params, values, total, selected, onToggle }: BrandFacetProps) {
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const searchable = total > TOP_BRANDS;
  const found = useQuery({
    ...vendorFacetQuery(brandSearchQueryOf(params, q)),
    enabled: searchable && q.length > 0,
  });
  const shown = searchable && q ? (found.data?.items ?? []) : values;
  // The chosen brands stay on screen (to untick them) when they are not among those listed.
  const chosen = selected
    .filter((value) => !shown.some((v) => v.value === value))
    .map((value) => values.find((v) => v.value === value) ?? { value, label: value, count: 0 });

  return (
    <FacetGroup
      legend="Brand"
      name="vendor"
      values={[...chosen, ...shown]}
      selected={selected}
      onToggle={onToggle}
      multiple
    >
      {searchable ? (
        <div className="mb-2">
          <label className="relative block">
            <span className="sr-only">Search {total} brands</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-sand-500"
            />
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={`Search ${total} brands`}
              className="h-9 w-full rounded-full border border-sand-300 bg-white pr-3 pl-8 text-sm text-ink placeholder:text-sand-500"
            />
          </label>
          {q && found.data && found.data.items.length === 0 ? (
            <p className="mt-2 px-2 text-sm text-sand-600">No brand matches “{q}”.</p>
          ) : null}
          {q && found.isError ? (
            <p className="mt-2 px-2 text-sm text-danger">We could not search the brands.</p>
          ) : null}
        </div>
      ) : null}
    </FacetGroup>
  );
}
