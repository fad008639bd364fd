// Tags (or an option's values) as removable chips: Enter or a comma adds what was typed,
// Backspace in the empty box removes the last one. The list is the form's value; the shared
// schema checks it.
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { PRODUCT_LIMITS } from '../../../domain/schemas/vendor-products';
import { inputLook } from '../../components/ui/input';
import { cn } from '../../lib/cn';

interface TagInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Tags are lower case; an option's values keep what the vendor typed. */
  normalize?: (text: string) => string;
  max?: number;
  placeholder?: string;
  /** The chips' list name and each chip's remove button: "Remove tag saffron". */
  listLabel?: string;
  itemNoun?: string;
}

const has = (list: readonly string[], text: string) =>
  list.some((t) => t.toLowerCase() === text.toLowerCase());

export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  normalize = (t) => t.toLowerCase(),
  max = PRODUCT_LIMITS.tags,
  placeholder = 'e.g. saffron, vegan, night cream',
  listLabel = 'Chosen tags',
  itemNoun = 'tag',
  ...aria
}: TagInputProps) {
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const tags = text
      .split(',')
      .map((t) => normalize(t.trim()))
      .filter((t, i, all) => t && !has(value, t) && !has(all.slice(0, i), t));
    if (tags.length) onChange([...value, ...tags].slice(0, max));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        inputLook,
        'flex h-auto min-h-11 w-full flex-wrap items-center gap-1.5 px-3.5 py-1.5 text-base focus-within:border-rose-600 sm:text-sm',
      )}
    >
      <ul className="contents" aria-label={listLabel}>
        {value.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-rose-50 py-0.5 pr-1 pl-2.5 text-sm text-rose-800"
          >
            {tag}
            <button
              type="button"
              aria-label={`Remove ${itemNoun} ${tag}`}
              onClick={() => onChange(value.filter((t) => t !== tag))}
              className="rounded-full p-0.5 hover:bg-rose-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        onChange={(e) =>
          e.target.value.endsWith(',') ? add(e.target.value) : setDraft(e.target.value)
        }
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) add(draft);
          onBlur?.();
        }}
        disabled={value.length >= max}
        placeholder={value.length ? '' : placeholder}
        className="min-w-32 flex-1 border-0 bg-transparent p-0 text-base outline-none placeholder:text-sand-600 focus-visible:outline-none sm:text-sm"
        {...aria}
      />
    </div>
  );
}
