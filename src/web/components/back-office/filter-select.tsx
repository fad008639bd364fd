// A labelled filter of the admin lists ("Status: All"), on Radix's select: the trigger shows
// the filter's name and its value in one control.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import type { FilterOption } from './list-filters';

const ALL = 'all';

/** "All" (or `allLabel`) clears the filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  options: readonly FilterOption[];
  allLabel?: string;
}) {
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? null : v)}>
      <SelectTrigger
        aria-label={label}
        box="flex h-10 w-auto px-3.5 text-base sm:text-sm"
        className="min-w-36 flex-1 sm:flex-none"
      >
        <span className="text-sand-600">{label}:</span>
        <SelectValue />
      </SelectTrigger>
      <SelectContent maxHeight="max-h-80">
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
