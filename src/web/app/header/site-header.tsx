import { Heart, Menu, UserRound, X } from '../../components/ui/icons';
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useAuthStore } from '../../features/auth/auth-store';
import { cn } from '../../lib/cn';
import { useEscapeKey } from '../../lib/use-escape-key';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { PlainLink } from '../../components/ui/plain-link';
import { MobileMenu } from './mobile-menu';
import {
  CATEGORY_LINKS,
  HOME_LINK_FOR,
  SIGNED_OUT_LINKS,
  headerAudience,
  type HeaderAudience,
} from './nav-links';
import { SearchForm } from './search-form';
import { iconButtonClasses } from './styles';

const MOBILE_MENU_ID = 'mobile-menu';
/** SPEC §9: the header gets its background after more than 10 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 10;

/** The storefront header (SPEC §2): logo, categories, search, wishlist, cart and account. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const location = useLocation();
  // Open "at" one location: any navigation closes the menu without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const audience = useAuthStore(headerAudience);

  useEscapeKey(menuOpen, () => {
    setMenuOpenAt(null);
    toggleRef.current?.focus();
  });

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled || menuOpen
          ? 'border-sand-200 bg-cream/95 shadow-soft backdrop-blur-md'
          : 'border-transparent bg-transparent backdrop-blur-[2px]',
      )}
    >
      <div className="container-page grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2.5 py-2.5 md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-8 lg:py-3.5">
        <div className="col-start-1 row-start-1 flex items-center gap-1">
          <button
            ref={toggleRef}
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
            className={cn(iconButtonClasses, '-ml-2.5 lg:hidden')}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <PlainLink
            to="/"
            className="rounded-sm font-display text-[1.85rem] leading-none font-medium tracking-tight text-ink"
          >
            Angle
          </PlainLink>
        </div>

        <SearchForm className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1 md:mx-auto md:w-full md:max-w-lg" />

        {/* As wide on large screens as the signed-out links, so the server's signed-out page
            does not move the search box when the account menu takes their place. */}
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-0.5 md:col-start-3 lg:min-w-[23rem]">
          <AccountArea audience={audience} />
          <PlainLink to="/wishlist" aria-label="Wishlist" className={iconButtonClasses}>
            <Heart aria-hidden="true" />
          </PlainLink>
          <CartLink />
        </div>
      </div>

      <CategoryNav />
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} audience={audience} />
    </header>
  );
}

/** Account links: on wide screens Sign In, Register and Sell on Angle, or the visitor's home
 * link and the account menu; on phones one account icon (issue #25): Sign In when signed out,
 * the account menu (with the home link in it) when signed in. */
function AccountArea({ audience }: { audience: HeaderAudience }) {
  if (audience === 'signed-out') {
    return (
      <>
        <PlainLink
          to={SIGNED_OUT_LINKS.signIn.to}
          aria-label="Sign in to your account"
          className={cn(iconButtonClasses, 'lg:hidden')}
        >
          <UserRound aria-hidden="true" />
        </PlainLink>
        <div className="mr-2 hidden items-center gap-1 lg:flex">
          <PlainLink
            to={SIGNED_OUT_LINKS.sell.to}
            className="mr-2 rounded-sm text-sm font-medium text-sand-700 transition-colors hover:text-rose-700"
          >
            {SIGNED_OUT_LINKS.sell.label}
          </PlainLink>
          <PlainLink
            to={SIGNED_OUT_LINKS.signIn.to}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {SIGNED_OUT_LINKS.signIn.label}
          </PlainLink>
          <PlainLink to={SIGNED_OUT_LINKS.register.to} className={buttonClasses({ size: 'sm' })}>
            {SIGNED_OUT_LINKS.register.label}
          </PlainLink>
        </div>
      </>
    );
  }
  const home = HOME_LINK_FOR[audience];
  return (
    <div className="flex items-center gap-1 lg:mr-1">
      <PlainLink
        to={home.to}
        className="mr-1 hidden rounded-sm text-sm font-medium text-sand-700 transition-colors hover:text-rose-700 lg:inline"
      >
        {home.label}
      </PlainLink>
      <AccountMenu audience={audience} />
    </div>
  );
}

function CategoryNav() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Search results are not a category's page, whatever filter they carry (issue #25).
  const activeCategory =
    pathname === '/products' && !params.get('search') ? params.get('category') : null;
  return (
    <nav aria-label="Categories" className="hidden border-t border-sand-200/70 lg:block">
      <ul className="container-page flex h-12 items-center justify-center gap-10">
        {CATEGORY_LINKS.map((link) => {
          const active = link.to.endsWith(`=${activeCategory}`);
          return (
            <li key={link.to}>
              <PlainLink
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative rounded-sm py-1 text-[0.8125rem] font-medium tracking-[0.08em] uppercase transition-colors hover:text-rose-700',
                  active
                    ? 'text-rose-700 after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:bg-rose-700'
                    : 'text-sand-700',
                )}
              >
                {link.label}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
