import { ArrowDownUp, SlidersHorizontal } from '../../components/ui/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATEGORY_LABELS,
  isCategory,
  SORTS,
  type Category,
  type Sort,
} from '../../../domain/catalog';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { AppliedFilters } from './applied-filters';
import { FilterPanel } from './filter-panel';
import {
  PAGE_SIZE,
  cleanListingParams,
  defaultSortOf,
  listingApiQueryOf,
  pageHref,
  withParam,
} from './listing-params';
import { activeFilterCount, withoutFilters } from './listing-filters';
import { EmptyResults } from './empty-results';
import { ProductCard, ProductCardSkeleton } from './product-card';

const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  makeup: 'Lipsticks, eye colour and complexion from independent beauty brands.',
  skin: 'Cleansers, serums, moisturisers and sun protection for every skin type.',
  hair: 'Shampoos, conditioners, treatments and styling for every hair type.',
  'personal-care': 'Body care, deodorants and fragrance for every day.',
  appliances: 'Hair tools and skin tools, chosen for quality and safety.',
};

interface ListingHeading {
  title: string;
  description: string;
}

/** The heading follows what the list shows: a search, a category, a home-page collection. */
export function listingHeading(params: URLSearchParams): ListingHeading {
  const search = params.get('search')?.trim();
  if (search) {
    return {
      title: `Results for “${search}”`,
      description: 'Products whose name, description or tags match your search.',
    };
  }
  const category = params.get('category');
  if (category && isCategory(category)) {
    return { title: CATEGORY_LABELS[category], description: CATEGORY_DESCRIPTIONS[category] };
  }
  if (params.get('featured') === 'true') {
    return { title: 'Featured Products', description: 'Favourites picked by the Angle team.' };
  }
  if (params.get('new') === 'true') {
    return { title: 'New Arrivals', description: 'The latest products from our brands.' };
  }
  if (params.get('sale') === 'true') {
    return { title: 'On Sale', description: 'Products with a price cut right now.' };
  }
  return {
    title: 'All Products',
    description: 'Makeup, skin, hair, personal care and appliances from every brand on Angle.',
  };
}

const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Most relevant',
  popularity: 'Popularity',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  discount: 'Biggest discount',
};

export function ProductsPage() {
  const [asked, setParams] = useSearchParams();
  // What the API would refuse is left out of the address (listing-params.ts cleanListingParams).
  const params = useMemo(() => cleanListingParams(asked), [asked]);
  const cleaned = params.toString() !== asked.toString();
  useEffect(() => {
    if (cleaned) setParams(params, { replace: true });
  }, [cleaned, params, setParams]);
  const heading = listingHeading(params);
  useDocumentTitle(heading.title);
  const list = useProductList(listingApiQueryOf(params));
  const [sheet, setSheet] = useState<'side' | 'filter' | 'sort' | null>(null);
  const page = Number(params.get('page') ?? '1') || 1;
  const filterCount = activeFilterCount(params);
  const update = (next: URLSearchParams) => setParams(next);
  const sort = (params.get('sort') as Sort | null) ?? defaultSortOf(params);
  const openSheet = (which: typeof sheet) => (open: boolean) => setSheet(open ? which : null);
  const count = list.data ? pluralize(list.data.total, 'product') : null;
  const filtersLabel = `Filter${filterCount ? ` (${filterCount})` : ''}`;

  const panel = <FilterPanel params={params} facets={list.data?.facets} onChange={update} />;
  const panes = (
    <FilterPanel params={params} facets={list.data?.facets} onChange={update} layout="panes" />
  );
  const sheetHeader = (
    <SheetHeader>
      <SheetTitle>Filters</SheetTitle>
      <SheetDescription>{count ? `${count} match` : 'Loading…'}</SheetDescription>
    </SheetHeader>
  );
  const showResults = (
    <Button onClick={() => setSheet(null)}>{count ? `Show ${count}` : 'Show results'}</Button>
  );
  return (
    <div className="container-page py-6 sm:py-12">
      <PageHeader title={heading.title} description={heading.description} />
      {list.data?.correctedSearch ? (
        // A misspelt search shows its typos' matches: say what it was taken to mean (#25).
        <p className="mt-3 text-sand-700" data-testid="corrected-search">
          Nothing matched “{params.get('search')?.trim()}”. Showing results for{' '}
          <em className="font-medium text-ink">{list.data.correctedSearch}</em>.
        </p>
      ) : null}
      <div className="mt-4 sm:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Product filters" className="hidden lg:block">
          {panel}
        </aside>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3 sm:border-b sm:border-sand-200 sm:pb-4">
            <p role="status" className="text-sm text-sand-700">
              {count ?? 'Loading products…'}
            </p>
            {/* Phones have the sticky Sort | Filter bar under the grid instead (issue #25). */}
            <div className="hidden flex-wrap items-center justify-end gap-2 sm:flex">
              <Sheet open={sheet === 'side'} onOpenChange={openSheet('side')}>
                <SheetTrigger asChild>
                  <Button variant="outline" size="sm" className="lg:hidden">
                    <SlidersHorizontal aria-hidden="true" className="size-4" />
                    Filters{filterCount ? ` (${filterCount})` : ''}
                  </Button>
                </SheetTrigger>
                <SheetContent side="left" width="w-[min(22rem,90vw)]">
                  {sheetHeader}
                  {panel}
                  {showResults}
                </SheetContent>
              </Sheet>
              <SortForm params={params} sort={sort} onChange={update} />
            </div>
          </div>
          <AppliedFilters params={params} facets={list.data?.facets} />
          <ListingResults
            list={list}
            search={params.get('search')?.trim() ?? ''}
            onClear={() => update(withoutFilters(params))}
            hasFilters={filterCount > 0}
          />
          <div
            data-testid="listing-bar"
            className="sticky bottom-0 z-30 -mx-4 mt-6 grid grid-cols-2 border-t border-sand-200 bg-cream/95 backdrop-blur sm:hidden"
          >
            <Sheet open={sheet === 'sort'} onOpenChange={openSheet('sort')}>
              <SheetTrigger asChild>
                <button type="button" className={BAR_BUTTON}>
                  <ArrowDownUp aria-hidden="true" className="size-4" />
                  Sort
                </button>
              </SheetTrigger>
              <SheetContent side="bottom">
                <SheetHeader>
                  <SheetTitle>Sort by</SheetTitle>
                  <SheetDescription>{SORT_LABELS[sort]}</SheetDescription>
                </SheetHeader>
                <SortOptions
                  sort={sort}
                  onChange={(s) => {
                    update(withParam(params, 'sort', s));
                    setSheet(null);
                  }}
                />
              </SheetContent>
            </Sheet>
            <Sheet open={sheet === 'filter'} onOpenChange={openSheet('filter')}>
              <SheetTrigger asChild>
                <button type="button" className={cn(BAR_BUTTON, 'border-l border-sand-200')}>
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  {filtersLabel}
                </button>
              </SheetTrigger>
              <SheetContent side="bottom">
                {sheetHeader}
                {panes}
                <div className="sticky -bottom-6 -mx-6 -mb-6 grid grid-cols-2 gap-2 border-t border-sand-200 bg-cream p-4">
                  <Button
                    variant="outline"
                    disabled={filterCount === 0}
                    onClick={() => update(withoutFilters(params))}
                  >
                    Clear all
                  </Button>
                  {showResults}
                </div>
              </SheetContent>
            </Sheet>
          </div>
          {list.data ? (
            <Pagination
              className="mt-10"
              page={page}
              pageCount={pageCountOf(list.data.total, PAGE_SIZE)}
              hrefOf={(p) => pageHref('/products', params, p)}
              onPageChange={(p) => {
                update(withParam(params, 'page', p > 1 ? String(p) : null));
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

const BAR_BUTTON =
  'flex h-12 items-center justify-center gap-2 text-sm font-medium text-ink hover:bg-sand-100';

/** The sort as a select; without JavaScript, a GET form with its own button. */
function SortForm({
  params,
  sort,
  onChange,
}: {
  params: URLSearchParams;
  sort: Sort;
  onChange: (next: URLSearchParams) => void;
}) {
  const carried = [...params.entries()].filter(([key]) => key !== 'sort' && key !== 'page');
  return (
    <form method="get" action="/products" onSubmit={(e) => e.preventDefault()}>
      {carried.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="listing-sort" className="sr-only">
        Sort by
      </label>
      <select
        id="listing-sort"
        name="sort"
        value={sort}
        onChange={(e) => onChange(withParam(params, 'sort', e.target.value))}
        className="h-9 rounded-full border border-sand-300 bg-white px-3 text-sm text-ink"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="ml-2 text-sm font-medium text-rose-800 underline">
          Sort
        </button>
      </noscript>
    </form>
  );
}

function SortOptions({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">Sort by</legend>
      <ul className="grid gap-1">
        {SORTS.map((s) => (
          <li key={s}>
            <label
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2.5 text-base hover:bg-sand-100',
                s === sort ? 'font-medium text-ink' : 'text-sand-800',
              )}
            >
              <input
                type="radio"
                name="sort-sheet"
                value={s}
                checked={s === sort}
                onChange={() => onChange(s)}
                className="size-4 accent-rose-700"
              />
              {SORT_LABELS[s]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ListingResults({
  list,
  search,
  hasFilters,
  onClear,
}: {
  list: ReturnType<typeof useProductList>;
  search: string;
  hasFilters: boolean;
  onClear: () => void;
}) {
  if (list.isError) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-ink">We could not load the products.</p>
        <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (list.data && list.data.items.length === 0) {
    return (
      <EmptyResults
        help={list.data.emptyHelp}
        search={search}
        hasFilters={hasFilters}
        onClear={onClear}
      />
    );
  }
  return (
    <ul
      aria-busy={list.isFetching}
      className={cn(
        'mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:gap-x-6',
        list.isPlaceholderData && 'opacity-60',
      )}
    >
      {list.data
        ? list.data.items.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} eager={i < 4} priority={i < 2} headingLevel={2} />
            </li>
          ))
        : Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
