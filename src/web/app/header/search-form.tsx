import { useQuery } from '@tanstack/react-query';
import { Search } from '../../components/ui/icons';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatINR } from '../../../domain/money';
import {
  productListQuery,
  synonymSuggestionsQuery,
  vendorFacetQuery,
} from '../../features/storefront/api';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import type * as ExtrasModule from './search-extras';
import type { Option } from './search-extras';

/** The header search's extras (issue #25): recent and popular searches, category, type and
 * brand suggestions. Loaded on the box's first focus, so the header in the entry chunk stays
 * small. */
type Extras = typeof ExtrasModule;
let extrasLoad: Promise<Extras> | null = null;
const loadExtras = () => (extrasLoad ??= import('./search-extras'));

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
  const hydrated = useHydrated();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [extras, setExtras] = useState<Extras | null>(null);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const typed = term.length >= 2;
  const suggestions = useQuery({
    ...productListQuery(`search=${encodeURIComponent(term)}&sort=relevance&limit=${SUGGESTIONS}`),
    enabled: open && typed,
  });
  const brands = useQuery({
    ...vendorFacetQuery(`q=${encodeURIComponent(term)}`),
    enabled: !!extras && open && typed,
  });
  const synonyms = useQuery({
    ...synonymSuggestionsQuery(term),
    enabled: !!extras && open && typed,
  });
  const items: Option[] = typed
    ? [
        ...(extras?.categoryOptions(term) ?? []),
        ...(extras?.brandOptions(brands.data) ?? []),
        // After the store's own types and brands: "sun" is Sun Protection first, then sunscreen's
        // other names.
        ...(extras?.synonymOptions(synonyms.data) ?? []),
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
    extras?.addRecentSearch(query);
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
    // Until then the browser's own form check keeps the SPEC's rule (a blank or spaces-only
    // search does not navigate): the page's entry that guards the forms is loaded `async` and
    // may run after a quick shopper's Enter, or never without JavaScript. The app checks itself.
    <form
      role="search"
      action="/products"
      method="get"
      noValidate={hydrated}
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
          setOpen(true);
          if (!extras) void loadExtras().then(setExtras);
        }}
        placeholder="Search products..."
        required={!hydrated}
        pattern={hydrated ? undefined : '.*\\S.*'}
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
      {extras && panelShown ? (
        <extras.SearchPanel
          onChoose={(chosen) => {
            extras.addRecentSearch(chosen);
            setOpen(false);
          }}
        />
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
