import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMITS_SCRIPT } from '../../domain/early-submits';
import { keepEarlyForms } from './early-forms';

/** A form the app submits itself (no action), like the newsletter: what it sent is recorded. */
function Newsletter({ sent }: { sent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent(email);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** The header search: a plain GET the app also handles. */
function Search() {
  return (
    <form role="search" action="/products" method="get" onSubmit={(e) => e.preventDefault()}>
      <input name="search" aria-label="Search products" />
    </form>
  );
}

/** The newsletter whose first change event is lost, as one is when it reaches an input whose
 * hydration has begun but not committed (a lazy part hydrating late). */
function LosingNewsletter({ sent }: { sent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [lost, setLost] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent(email);
      }}
    >
      <input
        aria-label="Email"
        value={email}
        onChange={(event) => (lost ? setEmail(event.target.value) : setLost(true))}
      />
      <button type="submit">Subscribe</button>
    </form>
  );
}

let losing = false;
const Page = ({ sent }: { sent: (email: string) => void }) => (
  <>
    <Search />
    {losing ? <LosingNewsletter sent={sent} /> : <Newsletter sent={sent} />}
  </>
);

// React's act() outside Testing Library: say this is a test environment, for this file only (the
// web project's files share their globals: vitest.config.ts).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let root: Root | undefined;
let stop = () => {};
afterEach(() => {
  losing = false;
  act(() => root?.unmount());
  root = undefined;
  stop();
  document.body.innerHTML = '';
});

/** The server's page in the document, the guard running, nothing hydrated yet. */
function serverPage(sent: (email: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page sent={sent} />);
  document.body.append(container);
  stop = keepEarlyForms();
  const [search, newsletter] = [...container.querySelectorAll('form')];
  const email = container.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
  const type = (field: HTMLInputElement, text: string) => {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, <Page sent={sent} />);
    });
    // The guard looks every 50 ms: it hands the text over, sees React took it, looks once more,
    // then submits in a task of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  };
  return { search: search!, newsletter: newsletter!, email, type, hydrate };
}

const submitEvent = () => new SubmitEvent('submit', { bubbles: true, cancelable: true });

/** The server's page in the document with an email typed before any guard of the entry ran. */
function typedBeforeGuard(sent: (email: string) => void, text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page sent={sent} />);
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
  email.value = text;
  email.dispatchEvent(new Event('input', { bubbles: true }));
  return container;
}

describe('keepEarlyForms', () => {
  it('keeps a blank search from navigating and lets a real one go as a plain GET', () => {
    const { search, type } = serverPage(vi.fn());
    const box = search.querySelector('input')!;
    type(box, '   ');
    const blank = submitEvent();
    search.dispatchEvent(blank);
    expect(blank.defaultPrevented).toBe(true);
    type(box, 'kajal');
    const real = submitEvent();
    search.dispatchEvent(real);
    expect(real.defaultPrevented).toBe(false);
  });

  it('holds a form the app submits and has the app submit it, with what was typed', async () => {
    const sent = vi.fn();
    const { newsletter, email, type, hydrate } = serverPage(sent);
    type(email, 'meera@example.in');
    const early = submitEvent();
    newsletter.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    await hydrate();
    expect(sent).toHaveBeenCalledExactlyOnceWith('meera@example.in');
    expect(email.value).toBe('meera@example.in');
  });

  it("hands typed text to the app's state, so the app's next render keeps it", async () => {
    const sent = vi.fn();
    const { newsletter, email, type, hydrate } = serverPage(sent);
    type(email, 'ira@example.in');
    await hydrate();
    expect(sent).not.toHaveBeenCalled();
    await act(async () => newsletter.requestSubmit());
    expect(sent).toHaveBeenCalledExactlyOnceWith('ira@example.in');
  });

  it('hands the text over again when the app did not take it, and submits it only then', async () => {
    losing = true;
    const sent = vi.fn();
    const { newsletter, email, type, hydrate } = serverPage(sent);
    type(email, 'tara@example.in');
    newsletter.dispatchEvent(submitEvent());
    await hydrate();
    expect(sent).toHaveBeenCalledExactlyOnceWith('tara@example.in');
    expect(email.value).toBe('tara@example.in');
  });

  it('holds a submit made just after hydration until the app has the typed text', async () => {
    const sent = vi.fn();
    const { newsletter, email, type } = serverPage(sent);
    type(email, 'asha@example.in');
    await act(async () => {
      root = hydrateRoot(newsletter.parentElement!, <Page sent={sent} />);
    });
    // Hydrated, the text not handed over yet (the guard's next look is 50 ms away): the app's
    // state still holds the server's empty value.
    const quick = submitEvent();
    newsletter.dispatchEvent(quick);
    expect(quick.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sent).toHaveBeenCalledExactlyOnceWith('asha@example.in');
    // Once it has the text, a submit is the app's at once.
    await act(async () => newsletter.requestSubmit());
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('keeps text typed before the guard itself ran', async () => {
    const sent = vi.fn();
    const container = typedBeforeGuard(sent, 'early@example.in');
    stop = keepEarlyForms();
    await act(async () => {
      root = hydrateRoot(container, <Page sent={sent} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await act(async () =>
      container.querySelector<HTMLFormElement>('form:not([role])')!.requestSubmit(),
    );
    expect(sent).toHaveBeenCalledExactlyOnceWith('early@example.in');
  });

  it('has the app submit a form sent before the guard ran, which the inline script held', async () => {
    // index.html's inline script, as the build writes it (the server's CSP allows its hash).
    new Function(EARLY_SUBMITS_SCRIPT)();
    const sent = vi.fn();
    const container = typedBeforeGuard(sent, 'quick@example.in');
    const early = submitEvent();
    container.querySelector('form:not([role])')!.dispatchEvent(early);
    // Not sent by the browser to the page's own address: held.
    expect(early.defaultPrevented).toBe(true);
    stop = keepEarlyForms();
    await act(async () => {
      root = hydrateRoot(container, <Page sent={sent} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sent).toHaveBeenCalledExactlyOnceWith('quick@example.in');
    // The inline script let go: a later submit is the app's alone.
    await act(async () =>
      container.querySelector<HTMLFormElement>('form:not([role])')!.requestSubmit(),
    );
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
