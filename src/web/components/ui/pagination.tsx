import { ChevronLeft, ChevronRight } from './icons';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageItem = number | 'ellipsis';

/** The page numbers to show: always the first and last, `siblings` either side of the current
 * page, and an ellipsis for each gap: 1 … 4 5 6 … 20. */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // first + last + current + siblings + two ellipses
  if (pageCount <= siblings * 2 + 5) return range(1, Math.max(pageCount, 0));

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showLeftGap = left > 3;
  const showRightGap = right < pageCount - 2;
  const edgeLength = siblings * 2 + 3;

  if (!showLeftGap) return [...range(1, edgeLength), 'ellipsis', pageCount];
  if (!showRightGap) return [1, 'ellipsis', ...range(pageCount - edgeLength + 1, pageCount)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', pageCount];
}

/** Number of pages for an API list answer `{ total, limit }`. */
export function pageCountOf(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Each page's own URL: the items are links (they work without JavaScript and crawlers
   * follow them); a plain click still goes through onPageChange. */
  hrefOf?: (page: number) => string;
}

const itemClasses =
  'inline-flex size-10 items-center justify-center rounded-full text-sm font-medium transition-colors';

export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
  label = 'Pagination',
  hrefOf,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  /** A page item: a link when pages have URLs (and the target is not this page's edge). */
  const item = (
    target: number,
    props: { 'aria-label': string; 'aria-current'?: 'page'; disabled?: boolean; className: string },
    children: ReactNode,
  ) => {
    if (!hrefOf || props.disabled) {
      return (
        <button type="button" {...props} onClick={() => onPageChange(target)}>
          {children}
        </button>
      );
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks open the page elsewhere, as links do.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
        return;
      event.preventDefault();
      onPageChange(target);
    };
    const { disabled: _disabled, ...rest } = props;
    return (
      <a href={hrefOf(target)} {...rest} onClick={follow}>
        {children}
      </a>
    );
  };
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex items-center gap-1">
        <li>
          {item(
            page - 1,
            {
              'aria-label': 'Previous page',
              disabled: page <= 1,
              className: cn(itemClasses, 'text-ink hover:bg-sand-100 disabled:opacity-40'),
            },
            <ChevronLeft aria-hidden="true" className="size-5" />,
          )}
        </li>
        {paginationRange(page, pageCount).map((entry, index) =>
          entry === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sand-600">
              …
            </li>
          ) : (
            <li key={entry}>
              {item(
                entry,
                {
                  'aria-label': `Page ${entry}`,
                  ...(entry === page ? { 'aria-current': 'page' as const } : {}),
                  className: cn(
                    itemClasses,
                    entry === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand-100',
                  ),
                },
                entry,
              )}
            </li>
          ),
        )}
        <li>
          {item(
            page + 1,
            {
              'aria-label': 'Next page',
              disabled: page >= pageCount,
              className: cn(itemClasses, 'text-ink hover:bg-sand-100 disabled:opacity-40'),
            },
            <ChevronRight aria-hidden="true" className="size-5" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
