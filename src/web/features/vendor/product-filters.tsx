// The list's toolbar: status tabs with counts, a search box, category, stock and sort.
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CATEGORIES, CATEGORY_LABELS, PRODUCT_STATUSES } from '../../../domain/catalog';
import {
  PRODUCT_STATUS_LABELS,
  VENDOR_PRODUCT_SORTS,
  VENDOR_PRODUCT_SORT_LABELS,
  type VendorProductList,
} from '../../../domain/schemas/vendor-products';
import { inputClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';

const STOCK_LABELS = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
} as const;

interface ProductFiltersProps {
  params: URLSearchParams;
  counts: VendorProductList['statusCounts'] | undefined;
  onChange: (key: string, value: string) => void;
}

const selectClasses = cn(inputClasses, 'h-10 w-full pr-8 sm:w-auto');

export function ProductFilters({ params, counts, onChange }: ProductFiltersProps) {
  const [search, setSearch] = useState(params.get('search') ?? '');
  const status = params.get('status') ?? '';
  const active = counts ? counts.draft + counts.published + counts.unpublished : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('search', search.trim());
  };

  const tabs: { value: string; label: string; count: number | undefined }[] = [
    { value: '', label: 'All', count: active },
    ...PRODUCT_STATUSES.map((s) => ({
      value: s,
      label: PRODUCT_STATUS_LABELS[s],
      count: counts?.[s],
    })),
  ];

  return (
    <div className="grid gap-4">
      <div
        role="group"
        aria-label="Status"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
      >
        {tabs.map((tab) => {
          const selected = status === tab.value;
          return (
            <button
              key={tab.value || 'all'}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange('status', tab.value)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                selected
                  ? 'border-ink bg-ink text-white'
                  : 'border-sand-300 bg-white text-sand-800 hover:border-ink',
              )}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <>
                  <span
                    aria-hidden="true"
                    className={cn('tabular-nums', selected ? 'text-white/80' : 'text-sand-600')}
                  >
                    {tab.count}
                  </span>
                  <span className="sr-only">({tab.count})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <form role="search" onSubmit={submit} className="relative flex-1">
          <label htmlFor="product-search" className="sr-only">
            Search your products
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-600"
          />
          <input
            id="product-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onBlur={() => {
              if (search.trim() !== (params.get('search') ?? '')) onChange('search', search.trim());
            }}
            placeholder="Search by name, tag or id"
            className={cn(inputClasses, 'h-10 pl-9')}
          />
        </form>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <label className="sr-only" htmlFor="filter-category">
            Category
          </label>
          <select
            id="filter-category"
            value={params.get('category') ?? ''}
            onChange={(e) => onChange('category', e.target.value)}
            className={selectClasses}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="filter-stock">
            Stock
          </label>
          <select
            id="filter-stock"
            value={params.get('stock') ?? ''}
            onChange={(e) => onChange('stock', e.target.value)}
            className={selectClasses}
          >
            <option value="">Any stock</option>
            {Object.entries(STOCK_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="filter-sort">
            Sort by
          </label>
          <select
            id="filter-sort"
            value={params.get('sort') ?? 'updated'}
            onChange={(e) => onChange('sort', e.target.value === 'updated' ? '' : e.target.value)}
            className={cn(selectClasses, 'col-span-2 sm:col-span-1')}
          >
            {VENDOR_PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {VENDOR_PRODUCT_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

export { STOCK_LABELS };
