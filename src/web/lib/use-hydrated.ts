import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, true after: parts that only the browser
 * can show (toasts, data loaded after the first screen) wait for it, so hydration matches. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
