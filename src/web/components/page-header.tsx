import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A small label above the title, e.g. the area or a category. */
  eyebrow?: ReactNode;
  /** Buttons or links shown beside the title on wide screens. */
  actions?: ReactNode;
  /** Storefront pages get the large display heading; work tools a compact one. */
  size?: 'display' | 'compact';
  className?: string;
}

/** The page's one h1 and a line saying what the page is for. */
export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  size = 'display',
  className,
}: PageHeaderProps) {
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="grid max-w-2xl gap-2">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.18em] text-rose-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            'text-ink',
            size === 'display' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-[1.75rem]',
          )}
        >
          {title}
        </h1>
        {description ? (
          <p className={cn('text-sand-600', size === 'display' ? 'text-base' : 'text-sm')}>
            {description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
