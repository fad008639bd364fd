// A server-rendered page is on screen before the app has loaded (decision 029), and its buttons do
// nothing until the app has taken the page over. A tap on one meanwhile (Add to Cart, a shade, the
// menu) is kept and done again once the app has the page (`<html data-app="ready">`, set by
// AppTree) and has hydrated that control, on the same element: hydration keeps the server's
// elements. The same after ready for a part of the page that hydrates later (a Suspense part): a
// shade's radio tapped there was put back by React. Links and the forms that submit as plain HTML
// (search, the listing's filters) work without the app and are left alone.
// Taps made before this entry ran were held by index.html's inline script (domain/early-submits.ts):
// this takes them over. Part of the page's small entry (main.tsx).
import { earlySubmits } from './early-forms';

const isReady = () => document.documentElement.dataset.app === 'ready';
/** Whether React's hydration has claimed the element: a part of the page inside a Suspense
 * boundary (the page below the layout) may hydrate after the app's root is ready (decision 036). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The control a tap is on: a button, or a shade's or option's radio or checkbox. */
type Control = HTMLButtonElement | HTMLInputElement;
const controlOf = (target: EventTarget | null): Control | null =>
  target instanceof Element
    ? target.closest<Control>('button, input[type="radio"], input[type="checkbox"]')
    : null;

/** Whether a replayed tap took: a radio is chosen, a box is toggled (React puts a controlled one
 * back when its hydration had begun but not committed, so it is tapped again). */
const took = (control: Control, before: boolean) =>
  !(control instanceof HTMLInputElement) ||
  (control.type === 'radio' ? control.checked : control.checked !== before);

/** Taps the held controls React has hydrated, and looks again for the others (a few times for a
 * tap that did not take). */
function replay(held: Map<Control, number>) {
  for (const [control, tries] of held) {
    if (!control.isConnected || control.disabled || tries > 20) held.delete(control);
    else if (isHydrated(control) && isReady()) {
      const before = control instanceof HTMLInputElement && control.checked;
      control.click();
      if (took(control, before)) held.delete(control);
      else held.set(control, tries + 1);
    }
  }
  if (held.size > 0) setTimeout(() => replay(held), 50);
}

/**
 * Starts holding taps on controls the app does not have yet — before the app is ready, and on a
 * part of the page that hydrates after it — and does each once the app has it. Returns a
 * function that stops.
 */
export function holdEarlyTaps(): () => void {
  const held = new Map<Control, number>();
  let replaying = false;
  const replayLater = () => {
    if (replaying || !isReady()) return;
    replaying = true;
    // In a task of its own, after React's commit that marked the app ready.
    setTimeout(() => {
      replaying = false;
      replay(held);
    });
  };
  const hold = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (!control || control.disabled) return;
    // Once the app is ready, only the app's own elements it has not hydrated yet: anything else
    // on the page (a payment window's) is not the app's to hold.
    if (isReady() && (isHydrated(control) || !document.getElementById('root')?.contains(control)))
      return;
    // A submit button of a form sends the form as HTML does, with or without the app.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    // Not the browser's default either: a radio chosen now would be put back by the app.
    event.preventDefault();
    event.stopImmediatePropagation();
    // One tap per control: an impatient second tap is not a second Add to Cart.
    if (!held.has(control)) held.set(control, 0);
    replayLater();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('click', hold, true);
  };
  const observer = new MutationObserver(replayLater);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  document.addEventListener('click', hold, true);
  const early = earlySubmits();
  if (early) {
    early.stop();
    for (const control of early.taps.splice(0)) if (!held.has(control)) held.set(control, 0);
    replayLater();
  }
  return stop;
}
