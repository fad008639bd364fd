// The header search's extras (issue #25, point 8), loaded on the box's first focus so the header
// in the entry chunk stays small: what it shows before any typing (the shopper's recent searches,
// removable, and the store's popular ones) and the categories, types and brands it suggests.
import { useQuery } from '@tanstack/react-query';
import { Clock, TrendingUp, X } from '../../components/ui/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { popularSearchesQuery } from '../../features/storefront/api';
import { CATEGORIES, CATEGORY_LABELS, SUBCATEGORIES } from '../../../domain/catalog';
import type { ProductSummary, VendorFacetList } from '../../../domain/schemas/catalog';
import type { SearchSynonymList } from '../../../domain/schemas/search-synonyms';
import { readRecentSearches, removeRecentSearch } from './recent-searches';

export { addRecentSearch } from './recent-searches';

/** A type-ahead option: a category or type, a brand, or a product. */
export interface Option {
  key: string;
  href: string;
  label: string;
  /** What kind of suggestion it is, shown beside categories and brands. */
  kind?: string;
  product?: ProductSummary;
}

const CATEGORY_SUGGESTIONS = 3;
const BRAND_SUGGESTIONS = 3;

const titleCase = (text: string) => text.replace(/\b\w/g, (ch) => ch.toUpperCase());

/** Categories and types with a word starting with the term. */
export function categoryOptions(term: string): Option[] {
  const matches = (label: string) =>
    label
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => word.startsWith(term.toLowerCase()));
  const categories = CATEGORIES.filter((c) => matches(CATEGORY_LABELS[c])).map((c) => ({
    key: `category:${c}`,
    href: `/products?category=${c}`,
    label: CATEGORY_LABELS[c],
    kind: 'Category',
  }));
  const types = SUBCATEGORIES.filter((s) => matches(s)).map((s) => ({
    key: `type:${s}`,
    href: `/products?subcategory=${encodeURIComponent(s)}`,
    label: titleCase(s),
    kind: 'Type',
  }));
  return [...categories, ...types].slice(0, CATEGORY_SUGGESTIONS);
}

/** The brands found for the term (the listing's brand search), as options. */
export const brandOptions = (found: VendorFacetList | undefined): Option[] =>
  (found?.items ?? []).slice(0, BRAND_SUGGESTIONS).map((b) => ({
    key: `brand:${b.value}`,
    href: `/products?vendor=${encodeURIComponent(b.value)}`,
    label: b.label,
    kind: 'Brand',
  }));

const searchHref = (text: string) => `/products?search=${encodeURIComponent(text)}`;

/** Synonyms whose word starts with the term (issue #37): "sindoor · vermilion, kumkum", a
 * search for the shopper's word, which finds the catalogue's words too. */
export const synonymOptions = (found: SearchSynonymList | undefined): Option[] =>
  (found?.items ?? []).slice(0, 2).map((s) => ({
    key: `synonym:${s.id}`,
    href: searchHref(s.term),
    label: `${s.term} · ${s.synonyms.slice(0, 3).join(', ')}`,
    kind: 'Also called',
  }));

interface SearchPanelProps {
  /** Called when a search is chosen: the box records it and closes the panel. */
  onChoose: (text: string) => void;
}

/** Before a recent search's row goes, focus moves to the next row's remove button (else the
 * previous one's, else the search box): a keyboard user stays in the list, and focus never
 * falls to the page with the row, which would close the panel as if they had left it. */
function keepFocusNear(button: HTMLButtonElement) {
  const row = button.closest('li');
  const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector(
    'button',
  );
  (neighbour ?? button.closest('form')?.querySelector('input'))?.focus();
}

export function SearchPanel({ onChoose }: SearchPanelProps) {
  const [recent, setRecent] = useState(readRecentSearches);
  const popular = useQuery(popularSearchesQuery());
  const id = useId();
  return (
    <div
      data-testid="search-panel"
      className="absolute inset-x-0 top-full z-50 mt-2 grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-lift"
    >
      {recent.length ? (
        <section aria-labelledby={`${id}-recent`}>
          <h2
            id={`${id}-recent`}
            className="mb-1 text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase"
          >
            Recent searches
          </h2>
          <ul className="grid">
            {recent.map((text) => (
              <li key={text} className="flex items-center gap-1">
                <Link
                  to={searchHref(text)}
                  onClick={() => onChoose(text)}
                  className="flex min-h-10 flex-1 items-center gap-2.5 rounded-lg px-2 text-sm text-ink hover:bg-sand-50"
                >
                  <Clock aria-hidden="true" className="size-4 text-sand-500" />
                  {text}
                </Link>
                <button
                  type="button"
                  aria-label={`Remove ${text} from recent searches`}
                  onClick={(event) => {
                    keepFocusNear(event.currentTarget);
                    setRecent(removeRecentSearch(text));
                  }}
                  className="inline-flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.data?.items.length ? (
        <section aria-labelledby={`${id}-popular`}>
          <h2
            id={`${id}-popular`}
            className="mb-2 text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase"
          >
            Popular searches
          </h2>
          <ul className="flex flex-wrap gap-2">
            {popular.data.items.map((text) => (
              <li key={text}>
                <Link
                  to={searchHref(text)}
                  onClick={() => onChoose(text)}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full border border-sand-200 px-3 text-sm text-ink hover:border-rose-300 hover:bg-rose-50"
                >
                  <TrendingUp aria-hidden="true" className="size-3.5 text-rose-700" />
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
