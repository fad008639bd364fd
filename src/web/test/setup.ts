// Shared set-up for the web project's tests: jest-dom matchers, a clean DOM, clean stores and
// storage between tests, the few browser APIs jsdom lacks, and no silent console noise: any
// console.error or console.warn fails the test that caused it (STYLE.md, Tests), and so does a
// cn() class list with conflicting Tailwind utilities (test/class-conflicts.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store';
import { resetSessionCallsForTests } from '../features/auth/session';
import { useCartNotices } from '../features/cart/cart-adopt';
import { useCartStore } from '../features/cart/cart-store';
import { stopCartSync } from '../features/cart/cart-sync';
import { usePromoCode } from '../features/cart/promo-code';
import { useWishlistStore } from '../features/wishlist/wishlist-store';
import { resetWishlistSyncForTests } from '../features/wishlist/wishlist-sync';
import { EARLY_SUBMITS_GLOBAL } from '../../domain/early-submits';
import { earlySubmits } from '../lib/early-forms';
import { takeClassConflicts } from './class-conflicts';

// Toasts load sonner on demand (components/ui/toast.tsx); loaded here once, a test's first toast
// appears as quickly as the rest of the page.
await import('sonner');
await import('../components/ui/sonner-outlet');

// findBy… and waitFor wait up to 5 s instead of 1: with two test workers on a 2-core machine a
// lazy chunk or a toast can take over a second to appear. A missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom reports window.scrollTo as "not implemented" through console.error.
window.scrollTo = (() => {}) as typeof window.scrollTo;
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// Radix Select measures and scrolls its options.
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// Sonner's swipe-to-dismiss captures the pointer when a toast button is pressed.
Element.prototype.setPointerCapture ??= () => {};

const consoleMessages: string[] = [];

beforeEach(() => {
  consoleMessages.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleMessages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  stopCartSync();
  localStorage.clear();
  sessionStorage.clear();
  useCartStore.getState().clearCart();
  useCartNotices.setState({ notices: {} });
  useWishlistStore.setState({ ids: [], account: false });
  resetWishlistSyncForTests();
  resetSessionCallsForTests();
  usePromoCode.setState({ code: null });
  useAuthStore.getState().signOut();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  document.title = '';
  // A test that ran index.html's inline script (early-forms, early-taps): its listeners go too.
  earlySubmits()?.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_SUBMITS_GLOBAL];
  const conflicts = takeClassConflicts();
  if (conflicts.length > 0) {
    throw new Error(
      `Conflicting Tailwind classes (cn does not merge them):\n${conflicts.join('\n')}`,
    );
  }
  if (consoleMessages.length > 0) {
    throw new Error(`The test wrote to the console:\n${consoleMessages.join('\n')}`);
  }
});

// sonner removes a closed toast 200 ms later with a timer that its unmount does not clear; a
// toast closed at the end of a file's last test would fire it after jsdom is gone ("window is
// not defined", an unhandled error that fails the run). Let it fire while the window exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));
