import type { LucideIcon } from 'lucide-react';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { RequireArea } from '../../features/auth/guards';
import { cn } from '../../lib/cn';
import { useEscapeKey } from '../../lib/use-escape-key';
import { MAIN_CONTENT_ID } from '../skip-link';

export interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (a dashboard link must not light up for every page). */
  end?: boolean;
  /** Other exact paths showing the same page (e.g. '/admin' shows the dashboard). */
  alsoActiveOn?: string;
}

interface DashboardShellProps {
  /** Prefix of the test ids: `{area}-sidebar`, `{area}-overlay`. */
  area: 'admin' | 'vendor';
  title: string;
  /** Where the title links to. */
  homePath: string;
  navLabel: string;
  links: SidebarLink[];
  onLogout: () => void;
  /** Who is signed in, shown in the top bar when known. */
  account?: ReactNode;
  /** Check the session before showing the page (the routes do; tests of the frame need not). */
  guarded?: boolean;
}

/** The work-tool frame for vendors and the admin: a top bar, a sidebar and the page. Below
 * 768 px the sidebar is a drawer opened from the top bar, over a dimmed overlay; it closes on
 * navigation, on the overlay and on Escape. From 768 px it is always visible.
 * The frame shows at once; only the page waits for the session check (SPEC §2's guard: the
 * loader, then the sign-in page unless the area's actor is signed in), with a skeleton of a
 * page saying 'Loading...' instead of a full-page spinner (issue #25). The frame holds no data,
 * and every API call is refused to the wrong actor anyway. */
export function DashboardShell({
  area,
  title,
  homePath,
  navLabel,
  links,
  onLogout,
  account,
  guarded = false,
}: DashboardShellProps) {
  const location = useLocation();
  // Open "at" one location: any navigation closes the drawer without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarId = `${area}-sidebar`;

  useEscapeKey(open, () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  });
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );

  return (
    <div className="min-h-dvh bg-sand-50 print:bg-white">
      <header className="sticky top-0 z-40 flex h-14 print:hidden items-center gap-2 border-b border-sand-200 bg-white/95 px-3 backdrop-blur sm:px-5">
        <button
          ref={toggleRef}
          type="button"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpenAt(open ? null : location.key)}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand-100 md:hidden"
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
        <Link
          to={homePath}
          className="rounded-sm font-display text-xl leading-none font-medium text-ink"
        >
          {title}
        </Link>
        <div className="ml-auto flex items-center gap-3 text-sm text-sand-700">
          {account ? <span className="hidden max-w-56 truncate sm:inline">{account}</span> : null}
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-sand-100 hover:text-ink"
          >
            View store
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
      </header>

      <div className="md:grid md:grid-cols-[15.5rem_minmax(0,1fr)] print:block">
        {open ? (
          <div
            data-testid={`${area}-overlay`}
            aria-hidden="true"
            onClick={() => setOpenAt(null)}
            className="fixed inset-x-0 top-14 bottom-0 z-30 bg-ink/40 motion-safe:animate-fade-in md:hidden"
          />
        ) : null}

        <div
          id={sidebarId}
          data-testid={sidebarId}
          data-state={open ? 'open' : 'closed'}
          className={cn(
            'fixed top-14 bottom-0 left-0 z-30 flex w-[15.5rem] flex-col print:hidden border-r border-sand-200 bg-white transition-[transform,visibility] duration-300 ease-(--ease-soft)',
            'md:visible md:sticky md:h-[calc(100dvh-3.5rem)] md:translate-x-0',
            open ? 'visible translate-x-0' : 'invisible -translate-x-full',
          )}
        >
          <nav aria-label={navLabel} className="flex-1 overflow-y-auto p-3">
            <ul className="grid gap-0.5">
              {links.map(({ to, label, icon: Icon, end, alsoActiveOn }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={() => setOpenAt(null)}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                        isActive || location.pathname === alsoActiveOn
                          ? 'bg-rose-50 text-rose-800'
                          : 'text-sand-700 hover:bg-sand-100 hover:text-ink',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-[1.125rem]" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-sand-200 p-3">
            <button
              type="button"
              onClick={onLogout}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-sand-700 transition-colors hover:bg-sand-100 hover:text-ink"
            >
              <LogOut aria-hidden="true" className="size-[1.125rem]" />
              Logout
            </button>
          </div>
        </div>

        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8 print:p-0"
        >
          {guarded ? (
            <RequireArea area={area} loader={<PageSkeleton />}>
              {page}
            </RequireArea>
          ) : (
            page
          )}
        </main>
      </div>
    </div>
  );
}

/** A page's outline while it loads: a title, a toolbar and rows (SPEC: it says 'Loading...'). */
export function PageSkeleton() {
  const bar = 'rounded-lg bg-sand-200/70 motion-safe:animate-pulse';
  return (
    <div role="status" data-testid="page-skeleton" className="grid gap-6">
      <p className="sr-only">Loading...</p>
      <div aria-hidden="true" className="grid gap-2">
        <div className={cn(bar, 'h-8 w-56')} />
        <div className={cn(bar, 'h-4 w-80 max-w-full')} />
      </div>
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={cn(bar, 'h-24')} />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-2">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className={cn(bar, 'h-12')} />
        ))}
      </div>
    </div>
  );
}
