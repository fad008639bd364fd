// A server-rendered page is on screen before the app has loaded (decision 029), and a lazy part of
// it (the home page's newsletter) hydrates later still, once its own code has arrived. Meanwhile
// its forms are plain HTML: a form the app submits itself has no action, so the browser would
// send it to the page's own address and the shopper's input would be gone (issue #36). Until the
// app has a form's elements (React's hydration has claimed them):
// - the header search (`role="search"`) keeps the SPEC's rule: a blank or spaces-only search does
//   not navigate; any other search is the plain GET to the listing the server renders;
// - a form without an action is held, not sent, and submitted again once the app has it, so the
//   app's own handler (with the SPEC's messages) does it;
// - what the shopper typed is handed to the app's state once it has the field: React keeps the
//   typed text on screen while hydrating but its state still holds the server's value, so the
//   next render or the submit would lose it.
// Forms with an action (the search, the listing's filters) are otherwise left to the browser.
// Part of the page's small entry (main.tsx): it imports nothing.

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Whether React's hydration has claimed the element (it marks each element it hydrates). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'submit', 'button', 'hidden', 'file'].includes(target.type));

/** Puts the typed text into the app's state: React's change tracker is told the server's value,
 * the typed text goes back behind its back, and an input event makes React see the change. */
function handOver(field: Field) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts keeping the forms' rules and input until the app has them; returns a function that
 * stops. */
export function keepEarlyForms(): () => void {
  const typed = new Set<Field>();
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    timer = undefined;
    for (const field of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (isHydrated(field)) {
        typed.delete(field);
        handOver(field);
      }
    }
    for (const [form, submitter] of held) {
      if (!form.isConnected) held.delete(form);
      else if (isHydrated(form) && ![...typed].some((field) => form.contains(field))) {
        held.delete(form);
        // After React has taken the handed-over text into its state (it renders it in a
        // microtask), so the app's handler reads it.
        setTimeout(() =>
          submitter?.isConnected && form.contains(submitter)
            ? form.requestSubmit(submitter)
            : form.requestSubmit(),
        );
      }
    }
    if (typed.size > 0 || held.size > 0) timer = setTimeout(settle, 50);
  };
  const later = () => (timer ??= setTimeout(settle, 50));

  const onInput = (event: Event) => {
    if (isTextField(event.target) && !isHydrated(event.target)) {
      typed.add(event.target);
      later();
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isHydrated(form)) return;
    if (form.getAttribute('role') === 'search') {
      const box = form.elements.namedItem('search');
      if (box instanceof HTMLInputElement && !box.value.trim()) event.preventDefault();
      return;
    }
    if (form.hasAttribute('action')) return;
    // Held: neither the browser nor React (whose listener on the root would see it) sends it now.
    event.preventDefault();
    event.stopPropagation();
    held.set(form, event.submitter);
    later();
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}
