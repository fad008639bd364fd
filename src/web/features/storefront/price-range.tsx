// The listing's custom price range (issue #37): "Min" and "Max" in rupees under the price bands,
// checked here as the API checks them (rupees like 499 or 499.50; the lowest at most the
// highest) so a mistake is shown beside the field rather than as a failed listing. The fields have
// no names: the panel's form carries the range as it stands (hidden inputs), and an empty field
// sent by a plain form would be a malformed price.
import { useId } from 'react';
import { parseRupeesText } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useDraft } from '../../lib/use-draft';
import { withParam } from './listing-params';

const MAX_RUPEES = 10_000_000;

export interface PriceRangeErrors {
  minPrice?: string;
  maxPrice?: string;
}

/** The range's problems, per field; empty when it may be applied (either end may be blank). */
export function priceRangeErrors(min: string, max: string): PriceRangeErrors {
  const errors: PriceRangeErrors = {};
  const parse = (text: string) => (text.trim() ? parseRupeesText(text) : undefined);
  const low = parse(min);
  const high = parse(max);
  const bad = 'Use rupees written like 499 or 499.50.';
  if (low === null || (low ?? 0) > MAX_RUPEES) errors.minPrice = bad;
  if (high === null || (high ?? 0) > MAX_RUPEES) errors.maxPrice = bad;
  if (!errors.minPrice && !errors.maxPrice && low != null && high != null && low > high) {
    errors.minPrice = 'Make it at most the highest price.';
    errors.maxPrice = 'Make it at least the lowest price.';
  }
  return errors;
}

interface PriceRangeProps {
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}

/** The fields start again from the URL's range when it changes (a chip removed, filters cleared
 *  elsewhere, this range applied) without being replaced, so focus stays on "Go". */
export function PriceRange({ params, onChange }: PriceRangeProps) {
  const id = useId();
  const urlRange = `${params.get('minPrice') ?? ''}-${params.get('maxPrice') ?? ''}`;
  const [min, setMin] = useDraft(params.get('minPrice') ?? '', urlRange);
  const [max, setMax] = useDraft(params.get('maxPrice') ?? '', urlRange);
  const [errors, setErrors] = useDraft<PriceRangeErrors>({}, urlRange);

  const apply = () => {
    const found = priceRangeErrors(min, max);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    const clean = (text: string) => text.replace(/[₹,\s]/g, '') || null;
    onChange(withParam(withParam(params, 'minPrice', clean(min)), 'maxPrice', clean(max)));
  };
  const field = (which: 'minPrice' | 'maxPrice', label: string) => {
    const value = which === 'minPrice' ? min : max;
    const set = which === 'minPrice' ? setMin : setMax;
    const error = errors[which];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-${which}`} className="block text-xs text-sand-700">
          {label}
        </label>
        <Input
          id={`${id}-${which}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="₹"
          value={value}
          onChange={(e) => set(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${which}-error` : undefined}
          box="block h-10 w-full px-3 text-base sm:text-sm"
        />
        {error ? (
          <p id={`${id}-${which}-error`} className="mt-1 text-xs text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="pb-4" data-testid="price-range">
      <legend className="mb-1 text-sm text-sand-800">Custom price range</legend>
      <div className="flex items-start gap-2">
        {field('minPrice', 'Min')}
        {field('maxPrice', 'Max')}
        <Button type="button" size="field" variant="outline" className="mt-4" onClick={apply}>
          Go
        </Button>
      </div>
    </fieldset>
  );
}
