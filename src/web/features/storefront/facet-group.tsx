// One facet of the listing's filter panel: a radio group (one value) or a checkbox group
// (several values, any of them: issue #25) with their counts.
import type { ComponentProps, ReactNode } from 'react';
import type { FacetValue } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';

export interface FacetGroupProps {
  legend: string;
  name: string;
  values: FacetValue[];
  /** The chosen values: at most one without `multiple`. */
  selected: readonly string[];
  /** Ticks (`on`) or unticks a value; a radio's value chosen again is unticked. */
  onToggle: (value: string, on: boolean) => void;
  /** Checkboxes, several values at once. */
  multiple?: boolean;
  /** Shown under the legend, before the values (the brand search). */
  children?: ReactNode;
}

/** One facet. Inputs carry their parameter's name and value, so the panel is also a plain GET
 * form without JavaScript. */
export function FacetGroup({
  legend,
  name,
  values,
  selected,
  onToggle,
  multiple = false,
  children,
}: FacetGroupProps) {
  if (values.length === 0 && selected.length === 0 && !children) return null;
  return (
    <fieldset className="border-t border-sand-200 py-4">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase">
        {legend}
      </legend>
      {children ? <div className="clear-left">{children}</div> : null}
      <ul className="clear-left grid gap-1">
        {values.map((v) => {
          const checked = selected.includes(v.value);
          return multiple ? (
            <FacetOption
              key={v.value}
              facet={v}
              type="checkbox"
              name={name}
              checked={checked}
              onChange={(e) => onToggle(v.value, e.target.checked)}
            />
          ) : (
            <FacetOption
              key={v.value}
              facet={v}
              type="radio"
              name={name}
              checked={checked}
              onChange={() => onToggle(v.value, true)}
              onClick={() => checked && onToggle(v.value, false)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One value of a facet with its count: a radio (one value) or a checkbox (several). */
export function FacetOption({
  facet,
  ...input
}: { facet: FacetValue; checked: boolean } & Omit<ComponentProps<'input'>, 'value' | 'className'>) {
  return (
    <li>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-sand-100',
          input.checked ? 'font-medium text-ink' : 'text-sand-800',
        )}
      >
        {/* Wrapped, not linked by id: the panel renders twice (column and drawer). */}
        <input {...input} value={facet.value} className="size-4 accent-rose-700" />
        <span className="flex-1">{facet.label}</span>
        <span className="text-xs text-sand-600 tabular-nums">{facet.count}</span>
      </label>
    </li>
  );
}
