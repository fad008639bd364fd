// A bar fixed to the bottom of a phone's screen (the product page's, the cart's and the
// checkout's, issues #25 and #37) must not cover the page's end, the footer included: while one
// shows, the body keeps its height free below 640 px. Toasts read `useBottomBarShown` to rise
// above the bar rather than over its button.
import { useEffect, useSyncExternalStore } from 'react';

const SPACE = 'max-sm:pb-20';
/** The bar's height and a gap, in pixels: where phone toasts start from. */
export const BOTTOM_BAR_OFFSET = 88;

let bars = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function useBottomBarSpace() {
  useEffect(() => {
    bars += 1;
    document.body.classList.add(SPACE);
    notify();
    return () => {
      bars -= 1;
      if (bars === 0) document.body.classList.remove(SPACE);
      notify();
    };
  }, []);
}

export function useBottomBarShown(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => bars > 0,
    () => false,
  );
}
