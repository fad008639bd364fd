import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, SUBCATEGORIES } from '../../../domain/catalog';
import { formatINR } from '../../../domain/money';
import { productListQuery, vendorFacetQuery } from '../../features/storefront/api';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';
import { addRecentSearch } from './recent-searches';

/** Recent and popular searches, loaded on the box's first focus (issue #25). */
const SearchPanel = lazy(() => import('./search-panel'));

/** A type-ahead option: a category or type, a brand, or a product. */
interface Option {
  key: string;
  href: string;
  label: string;
  /** What kind of suggestion it is, shown beside categories and brands. */
  kind?: string;
  product?: ProductSummary;
}

const BRAND_SUGGESTIONS = 3;
const CATEGORY_SUGGESTIONS = 3;

const titleCase = (text: string) => text.replace(/\b\w/g, (ch) => ch.toUpperCase());

/** Categories and types whose name starts a word with the term. */
function categoryOptions(term: string): Option[] {
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

const SUGGESTIONS = 5;
const DEBOUNCE_MS = 200;

/** The text after the user has stopped typing for a moment. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The search text a results page was opened with, so the box shows what was searched. */
function useCurrentSearch(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === '/products' ? (params.get('search') ?? '') : '';
}

/** SPEC §2: goes to /products?search={text}, only when the trimmed text is not empty. */
export function SearchForm({ className }: { className?: string }) {
  const current = useCurrentSearch();
  // Keyed on the current search so a new results page (or leaving it) resets the box.
  return <SearchBox key={current} initialText={current} className={className} />;
}

function SearchBox({ initialText, className }: { initialText: string; className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const typed = term.length >= 2;
  const suggestions = useQuery({
    ...productListQuery(`search=${encodeURIComponent(term)}&sort=relevance&limit=${SUGGESTIONS}`),
    enabled: open && typed,
  });
  const brands = useQuery({
    ...vendorFacetQuery(`q=${encodeURIComponent(term)}`),
    enabled: open && typed,
  });
  const items: Option[] = typed
    ? [
        ...categoryOptions(term),
        ...(brands.data?.items ?? []).slice(0, BRAND_SUGGESTIONS).map((b) => ({
          key: `brand:${b.value}`,
          href: `/products?vendor=${encodeURIComponent(b.value)}`,
          label: b.label,
          kind: 'Brand',
        })),
        ...(suggestions.data?.items ?? []).map((p) => ({
          key: p.id,
          href: `/products/${p.id}`,
          label: p.name,
          product: p,
        })),
      ]
    : [];
  const expanded = open && items.length > 0;
  const panelShown = open && !text.trim();

  const choose = (href: string) => {
    setOpen(false);
    navigate(href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? items[active] : undefined;
    if (chosen) return choose(chosen.href);
    const query = text.trim();
    if (!query) return;
    addRecentSearch(query);
    choose(`/products?search=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && (expanded || panelShown)) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through "no option" (-1) and each option, in both directions.
      const slots = items.length + 1;
      setActive((i) => ((((i + 1 + step) % slots) + slots) % slots) - 1);
    }
  };

  return (
    // A plain GET to the listing when JavaScript has not run (yet); the app navigates itself.
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={submit}
      // Open while focus stays in the box or its panel (the panel's links and remove buttons).
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className={cn('relative', className)}
    >
      <input
        type="search"
        name="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        placeholder="Search products..."
        aria-label="Search products"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-sand-300 bg-white/90 pr-12 pl-5 text-base text-ink transition-colors placeholder:text-sand-600 hover:border-sand-400 focus-visible:border-rose-600 focus-visible:outline-offset-0 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-sand-700 transition-colors hover:bg-rose-50 hover:text-rose-700"
      >
        <Search aria-hidden="true" className="size-[1.15rem]" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white py-1 shadow-lift"
      >
        {items.map((option, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see onMouseDown
          <li
            key={option.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep focus in the box: the click would otherwise blur it and close the list first.
            // Keyboard users choose with the arrow keys and Enter in the box (aria-activedescendant).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option.href)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
              i === active ? 'bg-rose-50' : 'hover:bg-sand-50',
            )}
          >
            {option.product ? (
              <ProductOption product={option.product} />
            ) : (
              <>
                <Search aria-hidden="true" className="size-4 text-sand-500" />
                <span className="min-w-0 flex-1 truncate text-ink">{option.label}</span>
                <span className="text-xs text-sand-600">{option.kind}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {focused ? (
        <Suspense fallback={null}>
          {panelShown ? (
            <SearchPanel
              onChoose={(chosen) => {
                addRecentSearch(chosen);
                setOpen(false);
              }}
            />
          ) : null}
        </Suspense>
      ) : null}
    </form>
  );
}

function ProductOption({ product: p }: { product: ProductSummary }) {
  return (
    <>
      {p.image ? (
        <img
          src={p.image.url.replace('-640.webp', '-320.webp')}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg object-cover"
        />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-ink">{p.name}</span>
        <span className="block truncate text-xs text-sand-600">{p.vendorName}</span>
      </span>
      <span className="text-xs font-medium text-ink tabular-nums">{formatINR(p.price)}</span>
    </>
  );
}
