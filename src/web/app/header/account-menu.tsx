import { ChevronDown, LogOut, UserRound } from '../../components/ui/icons';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../features/auth/auth-store';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cn } from '../../lib/cn';
import { useOutsidePress } from '../../lib/use-dismiss';
import { useEscapeKey } from '../../lib/use-escape-key';
import { HOME_LINK_FOR, MORE_LINKS_FOR, type HeaderAudience } from './nav-links';

const MENU_ID = 'account-menu';

/** The signed-in visitor's dropdown: more account links and Sign Out (on phones, where the bar
 * has no room for it, the home link first). Escape, a press outside or any navigation closes it. */
export function AccountMenu({ audience }: { audience: Exclude<HeaderAudience, 'signed-out'> }) {
  const location = useLocation();
  // Open "at" one location: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = useAuthStore((state) => state.currentUser?.name);
  const signOut = useSignOut('/');

  useEscapeKey(open, () => {
    setOpenAt(null);
    buttonRef.current?.focus();
  });
  useOutsidePress(containerRef, open, () => setOpenAt(null));

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenAt(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex h-11 items-center gap-1 rounded-full px-2 text-ink sm:px-2.5 transition-colors hover:bg-sand-100"
      >
        <UserRound aria-hidden="true" className="size-[1.35rem]" />
        <ChevronDown
          aria-hidden="true"
          className={cn('hidden size-4 transition-transform sm:block', open && 'rotate-180')}
        />
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-lift motion-safe:animate-pop-in"
      >
        {open ? (
          <>
            {name ? (
              <p className="truncate border-b border-sand-200 px-3 pt-1 pb-3 text-sm text-sand-600">
                Signed in as <span className="font-medium text-ink">{name}</span>
              </p>
            ) : null}
            <ul className="py-1">
              <li className="lg:hidden">
                <Link
                  to={HOME_LINK_FOR[audience].to}
                  className="block rounded-lg px-3 py-2.5 text-sm text-ink hover:bg-sand-100"
                >
                  {HOME_LINK_FOR[audience].label}
                </Link>
              </li>
              {MORE_LINKS_FOR[audience].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-lg px-3 py-2.5 text-sm text-ink hover:bg-sand-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={signOut}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm text-ink hover:bg-sand-100"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign Out
                </button>
              </li>
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
