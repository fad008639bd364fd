// Whether the screen is a phone's (under 640 px, Tailwind's `sm`): for parts that exist only
// there, such as the product page's and the checkout's bars fixed to the bottom (issue #25).
// Rendering them only on phones, rather than hiding them with CSS elsewhere, keeps one "Add to
// Cart" and one "Place Order" in the page for screen readers and tests alike. False on the
// server and while the page hydrates, so hydration matches.
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 639px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
