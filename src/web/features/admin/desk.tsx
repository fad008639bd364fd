// The dashboard's first block (issue #38): what needs doing now, each a count that opens its
// list already filtered to the rows counted. The items come from the server as data
// (/api/admin/desk), so a new one needs no change here.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useDesk } from './reported-api';

export function Desk() {
  const desk = useDesk();
  return (
    <section
      aria-labelledby="desk-heading"
      className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
      data-testid="desk"
    >
      <h2 id="desk-heading" className="font-display text-lg text-ink">
        Needs attention
      </h2>
      {desk.isPending ? (
        <div role="status" aria-label="Loading what needs attention" className="mt-3 grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : desk.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-danger">
          <p>We could not load what needs attention.</p>
          <Button variant="outline" size="sm" onClick={() => desk.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {desk.data.items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                data-testid={`desk-${item.key}`}
                className={cn(
                  'flex min-h-12 items-center justify-between gap-3 rounded-xl border px-3 py-2 text-sm transition-colors hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-700',
                  item.count > 0 ? 'border-amber-300 bg-amber-50' : 'border-sand-200',
                )}
              >
                <span className={item.count > 0 ? 'font-medium text-ink' : 'text-sand-700'}>
                  {item.label}
                </span>
                <span className="flex items-center gap-1">
                  <span
                    className={cn(
                      'min-w-8 rounded-full px-2 py-0.5 text-center font-semibold tabular-nums',
                      item.count > 0 ? 'bg-amber-200 text-ink' : 'bg-sand-100 text-sand-600',
                    )}
                  >
                    {item.count.toLocaleString('en-IN')}
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-sand-500" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
