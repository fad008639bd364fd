// One facet of the listing's filter panel: a radio group of values with their counts.
import type { ComponentProps, ReactNode } from 'react';
import type { FacetValue } from '../../../domain/schemas/catalog';
import { cn } from '../../lib/cn';

export interface FacetGroupProps {
  legend: string;
  name: string;
  values: FacetValue[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  /** Shown under the legend, before the values (the brand search). */
  children?: ReactNode;
}

/** One facet: choosing a value again clears it. Radio semantics, since the API takes one. */
export function FacetGroup({
  legend,
  name,
  values,
  selected,
  onSelect,
  children,
}: FacetGroupProps) {
  if (values.length === 0 && !selected && !children) return null;
  return (
    <fieldset className="border-t border-sand-200 py-4">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase">
        {legend}
      </legend>
      {children ? <div className="clear-left">{children}</div> : null}
      <ul className="clear-left grid gap-1">
        {values.map((v) => {
          const checked = selected === v.value;
          return (
            <FacetOption
              key={v.value}
              value={v}
              type="radio"
              name={name}
              checked={checked}
              onChange={() => onSelect(v.value)}
              onClick={() => checked && onSelect(null)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One value of a facet with its count: a radio (one value) or a checkbox (several). */
export function FacetOption({
  value,
  ...input
}: { value: FacetValue; checked: boolean } & Omit<ComponentProps<'input'>, 'value' | 'className'>) {
  return (
    <li>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-sand-100',
          input.checked ? 'font-medium text-ink' : 'text-sand-800',
        )}
      >
        {/* Wrapped, not linked by id: the panel renders twice (column and drawer). */}
        <input {...input} className="size-4 accent-rose-700" />
        <span className="flex-1">{value.label}</span>
        <span className="text-xs text-sand-600 tabular-nums">{value.count}</span>
      </label>
    </li>
  );
}
