// A link for the links a page repeats (a product card's four, the footer's): React Router's
// <Link> runs a dozen hooks per link (href resolution, the location, a click handler, prefetch
// behaviour), a seventh of a server-rendered listing's React time (issue #35). This one reads the
// router's two contexts and draws the same markup (`data-discover` included), so server and
// browser render alike. A plain click navigates in the app as <Link>'s does; a click with a
// modifier key, another button or another target is left to the browser (a new tab, a window).
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address in the app, from its root: `/products/…` (no relative paths, no basename). */
  to: string;
  /** Replace the current history entry instead of adding one (a link to the page itself does). */
  replace?: boolean;
}

const isModified = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export function PlainLink({ to, replace, onClick, target, children, ...props }: PlainLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { location } = useContext(UNSAFE_LocationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (isModified(event)) return;
    event.preventDefault();
    // As <Link>: a link to the address already shown replaces its entry.
    if (replace ?? createPath(location) === to) navigator.replace(to);
    else navigator.push(to);
  };
  return (
    <a {...props} href={to} onClick={follow} target={target} data-discover="true">
      {children}
    </a>
  );
}
