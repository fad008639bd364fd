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
//   next render or the submit would lose it; a submit of a form the app already has, made before
//   that hand-over, is held until it is done.
// Forms with an action (the search, the listing's filters) are otherwise left to the browser.
// A submit made before this entry ran was held by index.html's inline script
// (domain/early-submits.ts): this takes it over. Part of the page's small entry (main.tsx): it
// imports nothing else.
import { EARLY_SUBMITS_GLOBAL } from '../../domain/early-submits';

/** What index.html's inline script held before the entry ran (its listeners stop when asked). */
export interface EarlySubmits {
  held: Array<[HTMLFormElement, HTMLElement | null]>;
  taps: Array<HTMLButtonElement | HTMLInputElement>;
  stop(): void;
}

export const earlySubmits = () =>
  (window as unknown as Record<string, EarlySubmits | undefined>)[EARLY_SUBMITS_GLOBAL];

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
function handOver(field: Field, text: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The props React last gave the element (it keeps them on the element, beside its fiber). */
function reactPropsOf(element: Element): { value?: unknown } | undefined {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, { value?: unknown }>)[key] : undefined;
}

/** Whether the app's state holds `text`: the field shows it and, for a controlled field, the
 * value React renders is it. A field whose hydration has begun but not committed ignores the
 * handed-over input event, and its commit then renders the server's value: looked at again. */
const reactHas = (field: Field, text: string) => {
  const value = reactPropsOf(field)?.value;
  return field.value === text && (value === undefined || String(value) === text);
};

/** Starts keeping the forms' rules and input until the app has them; returns a function that
 * stops. */
export function keepEarlyForms(): () => void {
  /** Each field typed in before the app had it: its text, whether it was handed to the app, and
   * whether the app was seen to hold it (let go after a second look finds it still there). */
  const typed = new Map<Field, { text: string; handed: boolean; taken: boolean }>();
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the form holds a field whose typed text the app has not been seen to hold yet. */
  const handingOver = (form: HTMLFormElement) =>
    [...typed.keys()].some((field) => form.contains(field));

  const settle = () => {
    timer = undefined;
    for (const [field, entry] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (isHydrated(field)) {
        if (!entry.handed || !reactHas(field, entry.text)) {
          entry.handed = true;
          entry.taken = false;
          handOver(field, entry.text);
        } else if (entry.taken) typed.delete(field);
        // A second look a moment later, after any render the hand-over caused.
        else entry.taken = true;
      }
    }
    for (const [form, submitter] of held) {
      if (!form.isConnected) held.delete(form);
      else if (isHydrated(form) && !handingOver(form)) {
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
    if (!isTextField(event.target)) return;
    // Typed before the app had the field, or typed on while its text is being handed over.
    if (!isHydrated(event.target) || typed.has(event.target)) {
      const entry = typed.get(event.target);
      if (entry) Object.assign(entry, { text: event.target.value, taken: false });
      else typed.set(event.target, { text: event.target.value, handed: false, taken: false });
      later();
    }
  };
  /** Held: neither the browser nor React (whose listener on the root would see it) sends it now. */
  const hold = (event: SubmitEvent, form: HTMLFormElement) => {
    event.preventDefault();
    event.stopPropagation();
    held.set(form, event.submitter);
    later();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (isHydrated(form)) {
      // The app has the form but not yet the text typed before it had it (the hand-over is at
      // most a few looks away): its handler would read the server's empty value, so a search
      // pressed just after hydration did nothing (ci-like, 2026-12-05). Held until it has it.
      if (handingOver(form)) hold(event, form);
      return;
    }
    if (form.getAttribute('role') === 'search') {
      const box = form.elements.namedItem('search');
      if (box instanceof HTMLInputElement && !box.value.trim()) event.preventDefault();
      return;
    }
    if (form.hasAttribute('action')) return;
    hold(event, form);
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  // What the inline script held before this ran: its listener stops, its forms are held here.
  const early = earlySubmits();
  if (early) {
    early.stop();
    for (const [form, submitter] of early.held.splice(0)) held.set(form, submitter);
    later();
  }
  // Text typed before this guard ran (a quick shopper on a page still streaming in).
  for (const field of document.querySelectorAll('input, textarea')) {
    if (isTextField(field) && !isHydrated(field) && field.value !== field.defaultValue) {
      typed.set(field, { text: field.value, handed: false, taken: false });
      later();
    }
  }
  return () => {
    clearTimeout(timer);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}
