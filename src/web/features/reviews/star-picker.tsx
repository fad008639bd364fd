// Choosing 1 to 5 stars in a form: five radio buttons drawn as stars, bound to the form's
// `rating` field, with the schema's message under them.
import { Star } from '../../components/ui/icons';
import { get, useController, useFormContext } from 'react-hook-form';
import { cn } from '../../lib/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function StarPicker({ name = 'rating' }: { name?: string }) {
  const { field } = useController({ name });
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const value = Number(field.value) || 0;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-ink">Your rating</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-rose-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => field.onChange(n)}
              onBlur={field.onBlur}
              className="sr-only"
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${WORDS[n]}`}
            />
            <Star
              aria-hidden="true"
              className={cn('size-8', n <= value ? 'fill-rose-600 text-rose-600' : 'text-sand-300')}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-sand-700">{WORDS[value]}</span>
      </div>
      {error?.message ? (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
