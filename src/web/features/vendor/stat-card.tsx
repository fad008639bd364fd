import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  tone?: 'default' | 'attention';
}

/** One headline figure: a label, the value and a line of context. */
export function StatCard({ label, value, icon: Icon, hint, tone = 'default' }: StatCardProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-xs font-medium tracking-wide text-sand-600 uppercase">
          {label}
        </p>
        <Icon
          aria-hidden="true"
          className={cn('size-4', tone === 'attention' ? 'text-warning' : 'text-rose-700')}
        />
      </div>
      <p className="mt-2 text-2xl font-semibold text-ink tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-sand-600">{hint}</p> : null}
    </div>
  );
}
