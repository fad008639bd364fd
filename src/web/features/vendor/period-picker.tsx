// The period the dashboard and reports cover: presets or two dates, kept in the URL (`from`,
// `to`) so a view can be bookmarked and shared. Days are India's.
import { format, parseISO, startOfMonth, subMonths, endOfMonth } from 'date-fns';
import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  daysInRange,
  indianDate,
  isCalendarDate,
  lastDays,
} from '../../../domain/report-periods';
import { Button } from '../../components/ui/button';
import { Input, inputLook } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { useDraft } from '../../lib/use-draft';

export interface Period {
  from: string;
  to: string;
}

function presetsFor(today: string): Array<{ id: string; label: string; range: Period }> {
  const d = parseISO(today);
  const ymd = (x: Date) => format(x, 'yyyy-MM-dd');
  return [
    { id: '7', label: 'Last 7 days', range: lastDays(today, 7) },
    { id: '30', label: 'Last 30 days', range: lastDays(today, 30) },
    { id: '90', label: 'Last 90 days', range: lastDays(today, 90) },
    { id: 'month', label: 'This month', range: { from: ymd(startOfMonth(d)), to: today } },
    {
      id: 'last-month',
      label: 'Last month',
      range: { from: ymd(startOfMonth(subMonths(d, 1))), to: ymd(endOfMonth(subMonths(d, 1))) },
    },
  ];
}

/** The period in the URL, or the last 30 days; `setPeriod` keeps the other parameters. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const period: Period = valid
    ? { from, to }
    : lastDays(indianDate(new Date()), DEFAULT_RANGE_DAYS);
  const setPeriod = (next: Period) => {
    const updated = new URLSearchParams(params);
    updated.set('from', next.from);
    updated.set('to', next.to);
    updated.delete('page');
    setParams(updated);
  };
  return { period, params, setParams, setPeriod };
}

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const today = indianDate(new Date());
  const presets = presetsFor(today);
  const current = presets.find((p) => p.range.from === period.from && p.range.to === period.to);
  // The drafts start again when the period changes, without replacing the picker (focus stays).
  const periodKey = `${period.from}:${period.to}`;
  const [custom, setCustom] = useDraft(!current, periodKey);
  const [draft, setDraft] = useDraft(period, periodKey);
  const [error, setError] = useDraft<string | null>(null, periodKey);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDate(draft.from) || !isCalendarDate(draft.to)) {
      setError('Choose both dates.');
    } else if (draft.from > draft.to) {
      setError('The end date is before the start date.');
    } else if (daysInRange(draft.from, draft.to) > MAX_RANGE_DAYS) {
      setError('Choose a range of at most two years.');
    } else {
      setError(null);
      onChange(draft);
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="period-preset">Period</Label>
        <select
          id="period-preset"
          className={cn(inputLook, 'block h-10 w-full px-3.5 pr-8 text-base sm:w-44 sm:text-sm')}
          value={custom ? 'custom' : (current?.id ?? 'custom')}
          onChange={(event) => {
            const preset = presets.find((p) => p.id === event.target.value);
            if (preset) {
              setCustom(false);
              setDraft(preset.range);
              onChange(preset.range);
            } else {
              setCustom(true);
            }
          }}
        >
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="period-from">From</Label>
            <Input
              id="period-from"
              type="date"
              box="block h-10 w-40 px-3.5 text-base sm:text-sm"
              max={today}
              value={draft.from}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'period-error' : undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="period-to">To</Label>
            <Input
              id="period-to"
              type="date"
              box="block h-10 w-40 px-3.5 text-base sm:text-sm"
              value={draft.to}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'period-error' : undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <Button type="submit" variant="outline" size="field">
            Apply
          </Button>
          {error ? (
            <p id="period-error" role="alert" className="w-full text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
