import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';

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
  const [text, setText] = useState(initialText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/products?search=${encodeURIComponent(query)}`);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <input
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}
