// A server-rendered page is on screen before the app has loaded (decision 029), and its buttons do
// nothing until the app has taken the page over. A tap on one meanwhile (Add to Cart, a shade, the
// menu) is kept and done again once the app has the page (`<html data-app="ready">`, set by
// AppTree), on the same element: hydration keeps the server's elements. Links and the forms that
// submit as plain HTML (search, the listing's filters) work without the app and are left alone.
// Part of the page's small entry (main.tsx): it imports nothing.

const isReady = () => document.documentElement.dataset.app === 'ready';

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
    for (const button of held) if (button.isConnected && !button.disabled) button.click();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  document.addEventListener('click', hold, true);
  return stop;
}
