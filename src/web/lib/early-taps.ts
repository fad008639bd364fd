// A server-rendered page is on screen before the app has loaded (decision 029), and its buttons do
// nothing until the app has taken the page over. A tap on one meanwhile (Add to Cart, a shade, the
// menu) is kept and done again once the app has the page (`<html data-app="ready">`, set by
// AppTree), on the same element: hydration keeps the server's elements. Links and the forms that
// submit as plain HTML (search, the listing's filters) work without the app and are left alone.
// Part of the page's small entry (main.tsx): it imports nothing.

const isReady = () => document.documentElement.dataset.app === 'ready';
/** Whether React's hydration has claimed the element: a part of the page inside a Suspense
 * boundary (the page below the layout) may hydrate after the app's root is ready (decision 036). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Taps the held buttons React has hydrated, and looks again for the others. */
function replay(held: HTMLButtonElement[]) {
  const waiting = held.filter((button) => button.isConnected && !isHydrated(button));
  for (const button of held)
    if (button.isConnected && !button.disabled && isHydrated(button)) button.click();
  if (waiting.length > 0) setTimeout(() => replay(waiting), 50);
}

/** Starts holding taps on buttons until the app is ready; returns a function that stops. */
export function holdEarlyTaps(): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    if (isReady()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    // A submit button of a form sends the form as HTML does, with or without the app.
    if (button.type === 'submit' && button.form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // One tap per button: an impatient second tap is not a second Add to Cart.
    if (!held.includes(button)) held.push(button);
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('click', hold, true);
  };
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    stop();
    // In a task of its own, after React's commit that marked the app ready.
    setTimeout(() => replay(held));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  document.addEventListener('click', hold, true);
  return stop;
}
