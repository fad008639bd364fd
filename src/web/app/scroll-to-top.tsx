import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: every path change starts at the top of the page. Query-string changes (filters,
 * pages of a list) keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
