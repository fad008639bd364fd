// An empty listing (issue #37): what it searched, searches that would find something (a spelling
// the catalogue knows, a synonym's word), the nearest categories and the store's best-sellers.
// "Clear filters" leads only when filters are set; a bare search leads with its suggestions.
import { Link } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS } from '../../../domain/catalog';
import type { EmptyHelp } from '../../../domain/schemas/catalog';
import { Button } from '../../components/ui/button';
import { ProductCard } from './product-card';

interface EmptyResultsProps {
  help: EmptyHelp | null;
  search: string;
  hasFilters: boolean;
  onClear: () => void;
}

const searchHref = (text: string) => `/products?search=${encodeURIComponent(text)}`;

function categoryHref(c: EmptyHelp['categories'][number]) {
  const query = new URLSearchParams({ category: c.category });
  if (c.subcategory) query.set('subcategory', c.subcategory);
  return `/products?${query.toString()}`;
}

export function EmptyResults({ help, search, hasFilters, onClear }: EmptyResultsProps) {
  const suggestions = help?.suggestions ?? [];
  const nearest = help?.categories ?? [];
  const others = CATEGORIES.filter((c) => !nearest.some((n) => n.category === c));
  return (
    <div className="py-10 sm:py-14" data-testid="empty-results">
      <div className="mx-auto max-w-xl text-center">
        <h2 className="text-2xl text-ink">
          {search ? `Nothing found for “${search}”` : 'No products match these filters'}
        </h2>
        <p className="mt-2 text-sand-700">
          {hasFilters
            ? 'Some filters may be narrowing it too far.'
            : suggestions.length
              ? 'Did you mean one of these?'
              : 'Try another word, or browse a category.'}
        </p>
        {hasFilters ? (
          <Button className="mt-5" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        {suggestions.length ? (
          <ul aria-label="Searches to try" className="mt-5 flex flex-wrap justify-center gap-2">
            {suggestions.map((s, i) => (
              <li key={s.search}>
                <Button asChild size="sm" variant={i === 0 && !hasFilters ? 'primary' : 'outline'}>
                  <Link to={searchHref(s.search)}>
                    {s.search}
                    <span className="sr-only">
                      {s.kind === 'synonym' ? ' (also called)' : ' (spelling)'}
                    </span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <nav aria-label="Categories" className="mt-6">
          <h3 className="text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase">
            {nearest.length ? 'Nearest categories' : 'Browse a category'}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {nearest.map((c) => (
              <li key={`${c.category}-${c.subcategory ?? ''}`}>
                <Button asChild size="sm" variant="secondary">
                  <Link to={categoryHref(c)}>{c.label}</Link>
                </Button>
              </li>
            ))}
            {others.map((c) => (
              <li key={c}>
                <Button asChild size="sm" variant="outline">
                  <Link to={`/products?category=${c}`}>{CATEGORY_LABELS[c]}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {help?.bestSellers.length ? (
        <section aria-labelledby="best-sellers" className="mt-12">
          <h2 id="best-sellers" className="text-xl text-ink">
            Best-sellers
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4 lg:gap-x-6">
            {help.bestSellers.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
