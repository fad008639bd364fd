// A back-office list's search field, in the three ways lists search: as the user types, on
// Enter (or leaving the field), or with a Search button.
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  /** When the search runs: as the user types (after a short pause) and at once on Enter; on
   * Enter or on leaving the field; or on Enter and a Search button beside the field. */
  searchOn?: 'typing' | 'enter' | 'button';
  /** The form's layout classes in its toolbar (default: the admin toolbar's). */
  className?: string;
}

/** The list's search field. Give it `key={value}` unless it searches as the user types, so a
 * search changed elsewhere (Clear Filters, Back) shows in the field. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  searchOn = 'typing',
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => {
    if (searchOn !== 'typing' || text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [searchOn, text, value, onSearch]);
  const button = searchOn === 'button';
  return (
    <form
      role="search"
      className={cn(
        button ? 'flex gap-2' : 'relative',
        className ?? 'w-full min-w-0 sm:w-auto sm:max-w-xs sm:flex-1',
      )}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {button ? null : (
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-600"
        />
      )}
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={
          searchOn === 'enter'
            ? () => {
                if (text.trim() !== value) onSearch(text.trim());
              }
            : undefined
        }
        placeholder={placeholder}
        maxLength={button ? 100 : undefined}
        box="block h-10 w-full px-3.5 text-base sm:text-sm"
        className={button ? undefined : 'pl-9'}
      />
      {button ? (
        <Button type="submit" variant="outline" size="field">
          <Search aria-hidden="true" />
          Search
        </Button>
      ) : null}
    </form>
  );
}
