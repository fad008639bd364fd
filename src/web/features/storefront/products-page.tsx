import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CATEGORIES,
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
import { FilterPanel } from './filter-panel';
import {
  PAGE_SIZE,
  activeFilterCount,
  apiQueryOf,
  pageHref,
  withParam,
  withoutFilters,
} from './listing-params';
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
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  discount: 'Biggest discount',
};

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const heading = listingHeading(params);
  useDocumentTitle(heading.title);
  const list = useProductList(apiQueryOf(params));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const page = Number(params.get('page') ?? '1') || 1;
  const filterCount = activeFilterCount(params);
  const update = (next: URLSearchParams) => setParams(next);
  const sort =
    (params.get('sort') as Sort | null) ?? (params.get('search') ? 'relevance' : 'newest');

  const panel = <FilterPanel params={params} facets={list.data?.facets} onChange={update} />;
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={heading.title} description={heading.description} />
      {list.data?.correctedSearch ? (
        // A misspelt search shows its typos' matches: say what it was taken to mean (#25).
        <p className="mt-3 text-sand-700" data-testid="corrected-search">
          Nothing matched “{params.get('search')?.trim()}”. Showing results for{' '}
          <em className="font-medium text-ink">{list.data.correctedSearch}</em>.
        </p>
      ) : null}
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Product filters" className="hidden lg:block">
          {panel}
        </aside>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
            <p role="status" className="text-sm text-sand-700">
              {list.data ? pluralize(list.data.total, 'product') : 'Loading products…'}
            </p>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
                <SheetTrigger asChild>
                  <Button variant="outline" size="sm" className="lg:hidden">
                    <SlidersHorizontal aria-hidden="true" className="size-4" />
                    Filters{filterCount ? ` (${filterCount})` : ''}
                  </Button>
                </SheetTrigger>
                <SheetContent side="left" width="w-[min(22rem,90vw)]">
                  <SheetHeader>
                    <SheetTitle>Filters</SheetTitle>
                    <SheetDescription>
                      {list.data ? `${pluralize(list.data.total, 'product')} match` : 'Loading…'}
                    </SheetDescription>
                  </SheetHeader>
                  {panel}
                  <Button onClick={() => setFiltersOpen(false)}>Show results</Button>
                </SheetContent>
              </Sheet>
              {filterCount ? (
                <Button variant="ghost" size="sm" onClick={() => update(withoutFilters(params))}>
                  Clear filters
                </Button>
              ) : null}
              <label htmlFor="listing-sort" className="sr-only">
                Sort by
              </label>
              <select
                id="listing-sort"
                value={sort}
                onChange={(e) => update(withParam(params, 'sort', e.target.value))}
                className="h-9 rounded-full border border-sand-300 bg-white px-3 text-sm text-ink"
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ListingResults
            list={list}
            onClear={() => update(withoutFilters(params))}
            hasFilters={filterCount > 0 || !!params.get('search')}
          />
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

function ListingResults({
  list,
  hasFilters,
  onClear,
}: {
  list: ReturnType<typeof useProductList>;
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
      <div className="py-16 text-center">
        <h2 className="text-2xl text-ink">No products found</h2>
        <p className="mx-auto mt-2 max-w-md text-sand-700">
          Try a different spelling, fewer filters, or browse a category.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {hasFilters ? <Button onClick={onClear}>Clear filters</Button> : null}
          {CATEGORIES.map((c) => (
            <Button key={c} asChild variant="outline" size="sm">
              <Link to={`/products?category=${c}`}>{CATEGORY_LABELS[c]}</Link>
            </Button>
          ))}
        </div>
      </div>
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
