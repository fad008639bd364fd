// The app's toasts. sonner (about 10 KB gzipped) downloads with the first toast instead of with
// every first page: `toast` queues the message, the outlet mounts, then sonner shows it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

const SonnerOutlet = lazy(() => import('./sonner-outlet'));

let wanted = false;
const listeners = new Set<() => void>();
let outletReady!: () => void;
const ready = new Promise<void>((resolve) => (outletReady = resolve));

type Kind = 'message' | 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  void Promise.all([import('sonner'), ready]).then(([sonner]) =>
    sonner.toast[kind](message, options),
  );
}

/** `toast(message)` for a plain notice (e.g. with an Undo action), or one of its kinds. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: string, options?: ExternalToast) => show('success', message, options),
    error: (message: string, options?: ExternalToast) => show('error', message, options),
    info: (message: string, options?: ExternalToast) => show('info', message, options),
  },
);

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The app's one toast outlet. Mounted once in app-tree.tsx; renders nothing until a toast. */
export function Toaster() {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerOutlet onReady={outletReady} />
    </Suspense>
  );
}
