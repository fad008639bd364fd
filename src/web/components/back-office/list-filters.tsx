// The controls above a back-office list besides its search: status tabs with counts, native
// selects, a date range and the CSV export. Each shows and sets one key of useListParams.
import { Download } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { Input, inputLook } from '../ui/input';
import { Label } from '../ui/label';

export interface FilterOption {
  value: string;
  label: string;
}

/** `{ 'in-stock': 'In stock', … }` → options in the record's order. */
export const optionsOf = (labels: Record<string, string>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface StatusTab {
  value: string;
  label: string;
  /** Shown once known. */
  count?: number;
}

/** Pill buttons, one per status, with how many each holds; '' is "All". */
export function StatusTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly StatusTab[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Status"
      className="relative -mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
    >
      {tabs.map((tab) => {
        const selected = value === tab.value;
        return (
          <button
            key={tab.value || 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(tab.value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              selected
                ? 'border-ink bg-ink text-white'
                : 'border-sand-300 bg-white text-sand-800 hover:border-ink',
            )}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <>
                <span
                  aria-hidden="true"
                  className={cn('tabular-nums', selected ? 'text-white/80' : 'text-sand-600')}
                >
                  {tab.count}
                </span>
                <span className="sr-only">({tab.count})</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

interface NativeSelectProps {
  label: string;
  /** The value in the URL; '' when not set. */
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The first option, meaning "no filter" (''), e.g. "All categories". */
  allLabel?: string;
  /** The option that stands for '' when the list has no "all", e.g. the default sort. */
  defaultValue?: string;
  /** A label above the select; otherwise it is read to screen readers only. */
  showLabel?: boolean;
  className?: string;
}

/** A browser select for a filter or the sort: light, and a phone's own picker. */
export function NativeSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  defaultValue,
  showLabel = false,
  className,
}: NativeSelectProps) {
  const id = useId();
  const select = (
    <select
      id={id}
      value={value || (defaultValue ?? '')}
      onChange={(e) => onChange(e.target.value === defaultValue ? '' : e.target.value)}
      className={cn(inputLook, 'block h-10 w-full px-3.5 pr-8 text-base sm:text-sm', className)}
    >
      {allLabel ? <option value="">{allLabel}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (showLabel) {
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {select}
      </div>
    );
  }
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      {select}
    </>
  );
}

/** Two days in India's calendar (the browser's date picker, written YYYY-MM-DD). */
export function DateRange({
  legend,
  labels,
  from,
  to,
  onChange,
}: {
  /** The pair's name for screen readers, e.g. "Placed between (India time)". */
  legend: string;
  labels: readonly [from: string, to: string];
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string | null) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <DateField label={labels[0]} value={from} onChange={(v) => onChange('from', v)} />
      <DateField label={labels[1]} value={to} onChange={(v) => onChange('to', v)} />
    </fieldset>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-sand-600">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value || null)}
        box="block h-10 w-auto px-3.5 text-base sm:text-sm"
      />
    </div>
  );
}

/** Downloads what the filters select as CSV (the server streams it). */
export function ExportCsvLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      download
      className={buttonClasses({ variant: 'outline', size: 'sm', className })}
    >
      <Download aria-hidden="true" />
      Export CSV
    </a>
  );
}
