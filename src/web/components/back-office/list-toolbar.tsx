// The back office's standard bar above a list: a search that runs as the user types, then one
// labelled select per filter or sort, then any other controls (dates, the CSV export). It wraps
// on narrow screens. Lists that need other controls (status tabs with counts, a phone's native
// selects) compose the pieces of list-filters.tsx instead.
import type { ReactNode } from 'react';
import { FilterSelect } from './filter-select';
import { type FilterOption } from './list-filters';
import { SearchBox } from './search-box';
import type { ListParams } from './use-list-params';

export interface SelectFilterSpec<K extends string> {
  key: K;
  label: string;
  options: readonly FilterOption[];
  /** The first item, which clears the filter (default "All"; the default sort's name). */
  allLabel?: string;
  /** The value that item stands for, when the URL may also spell it out (a default sort). */
  defaultValue?: string;
}

export function ListToolbar<K extends string>({
  params,
  search,
  filters = [],
  children,
}: {
  params: ListParams<K | 'search'>;
  /** Left out for lists whose API has no search (the returns, by status only). */
  search?: { label: string; placeholder: string; className?: string };
  filters?: readonly SelectFilterSpec<K>[];
  /** Controls after the filters. */
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 mb-4 flex flex-wrap items-center gap-2">
      {search ? (
        <SearchBox
          value={params.values.search}
          onSearch={(v) => params.set('search', v)}
          {...search}
        />
      ) : null}
      {filters.map(({ key, defaultValue, ...filter }) => (
        <FilterSelect
          key={key}
          value={params.values[key] === defaultValue ? '' : params.values[key]}
          onChange={(v) => params.set(key, v)}
          {...filter}
        />
      ))}
      {children}
    </div>
  );
}
