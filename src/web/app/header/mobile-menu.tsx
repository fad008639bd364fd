import { LogOut } from '../../components/ui/icons';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/use-sign-out';
import {
  CATEGORY_LINKS,
  HOME_LINK_FOR,
  MORE_LINKS_FOR,
  SIGNED_OUT_LINKS,
  type HeaderAudience,
  type NavLinkItem,
} from './nav-links';

const linkClasses =
  'flex min-h-12 items-center border-b border-sand-200/80 text-base text-ink transition-colors hover:text-rose-700';

function accountLinksFor(audience: HeaderAudience): NavLinkItem[] {
  if (audience === 'signed-out') {
    return [SIGNED_OUT_LINKS.signIn, SIGNED_OUT_LINKS.register, SIGNED_OUT_LINKS.sell];
  }
  return [HOME_LINK_FOR[audience], ...MORE_LINKS_FOR[audience]];
}

interface MobileMenuProps {
  id: string;
  open: boolean;
  audience: HeaderAudience;
}

/** The phone menu panel under the header bar: categories, then the visitor's account links.
 * Its contents exist only while open, so closed it adds nothing to the page. */
export function MobileMenu({ id, open, audience }: MobileMenuProps) {
  const signOut = useSignOut('/');
  return (
    <div id={id} hidden={!open} className="border-t border-sand-200 bg-cream lg:hidden">
      {open ? (
        <nav
          aria-label="Menu"
          className="container-page max-h-[calc(100dvh-8rem)] overflow-y-auto pt-2 pb-8 motion-safe:animate-fade-in"
        >
          <p className="pt-4 pb-1 text-xs font-semibold tracking-[0.18em] text-sand-600 uppercase">
            Shop
          </p>
          <ul>
            <li>
              <Link to="/products" className={linkClasses}>
                All Products
              </Link>
            </li>
            {CATEGORY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="pt-6 pb-1 text-xs font-semibold tracking-[0.18em] text-sand-600 uppercase">
            Account
          </p>
          <ul>
            {accountLinksFor(audience).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
            {audience === 'signed-out' ? null : (
              <li>
                <button type="button" onClick={signOut} className={`${linkClasses} w-full gap-2`}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign Out
                </button>
              </li>
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
