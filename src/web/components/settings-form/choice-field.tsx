// One choice of a few, each a card with its words (who pays for a returned parcel, how a seller
// ships), bound to the form field `name`, with its error under the group.
import { useId, type ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A line under the label (why it cannot be chosen yet). */
  note?: ReactNode;
  disabled?: boolean;
}

export function ChoiceField({
  name,
  legend,
  choices,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
}) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error?.message ? errorId : undefined}
      aria-invalid={error?.message ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 text-sm has-checked:border-rose-400 has-checked:bg-rose-50 has-disabled:cursor-not-allowed has-disabled:bg-sand-100"
        >
          <input
            type="radio"
            value={choice.value}
            disabled={choice.disabled}
            // Named by its label alone; the note describes it.
            aria-labelledby={`${id}-${choice.value}-label`}
            aria-describedby={choice.note ? `${id}-${choice.value}-note` : undefined}
            className="mt-0.5 accent-rose-700"
            {...register(name)}
          />
          <span className="grid gap-0.5">
            <span id={`${id}-${choice.value}-label`} className="text-ink">
              {choice.label}
            </span>
            {choice.note ? (
              <span id={`${id}-${choice.value}-note`} className="text-sand-600">
                {choice.note}
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {error?.message ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
