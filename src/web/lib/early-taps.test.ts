import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMITS_SCRIPT } from '../../domain/early-submits';
import { holdEarlyTaps } from './early-taps';

/** A server-rendered page in miniature: a button, a link and a plain GET form. */
function page() {
  document.body.innerHTML = `
    <button type="button" id="add">Add to Cart</button>
    <a href="#shades" id="link">Shades</a>
    <form id="search" action="/products" method="get"><input name="q" /><button id="go">Search</button></form>`;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { add: byId<HTMLButtonElement>('add'), link: byId('link'), go: byId('go') };
}

/** What the app does once it has the page: handlers on the server's elements, then the mark. */
async function appTakesOver(add: HTMLButtonElement) {
  const added = vi.fn();
  add.addEventListener('click', added);
  // React's mark on an element its hydration has claimed (what early-taps.ts waits for).
  Object.assign(add, { __reactFiber$test: {} });
  document.documentElement.dataset.app = 'ready';
  await new Promise((resolve) => setTimeout(resolve, 10)); // the observer's callback, the replay
  return added;
}

let stop = () => {};
afterEach(() => {
  stop();
  delete document.documentElement.dataset.app;
  document.body.innerHTML = '';
});

describe('holdEarlyTaps', () => {
  it('keeps a tap on a button before the app is ready and does it once the app is', async () => {
    const { add } = page();
    stop = holdEarlyTaps();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(early);
    add.click(); // an impatient second tap
    expect(early.defaultPrevented).toBe(true);
    const added = await appTakesOver(add);
    expect(added).toHaveBeenCalledTimes(1);
    // After that the button is the app's alone.
    add.click();
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('does a tap the inline script held before this guard ran, once the app is ready', async () => {
    // index.html's inline script, as the build writes it (the server's CSP allows its hash).
    new Function(EARLY_SUBMITS_SCRIPT)();
    const { add } = page();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(early);
    add.click();
    expect(early.defaultPrevented).toBe(true);
    stop = holdEarlyTaps();
    const added = await appTakesOver(add);
    expect(added).toHaveBeenCalledTimes(1);
    add.click();
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the submit button of a plain form to the browser', () => {
    const { link, go } = page();
    stop = holdEarlyTaps();
    for (const element of [link, go]) {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      // jsdom does not navigate or submit: stop it here, after the hold would have acted.
      element.addEventListener('click', (event) => event.preventDefault(), { once: true });
      const seen = vi.fn();
      document.body.addEventListener('click', seen, { once: true });
      element.dispatchEvent(tap);
      expect(seen).toHaveBeenCalled();
    }
  });

  it('drops a kept tap whose button is gone by the time the app is ready', async () => {
    const { add } = page();
    stop = holdEarlyTaps();
    add.click();
    add.remove();
    const added = await appTakesOver(add);
    expect(added).not.toHaveBeenCalled();
  });

  it('waits for the button to be hydrated when its part of the page hydrates after the app', async () => {
    const { add } = page();
    stop = holdEarlyTaps();
    add.click();
    const added = vi.fn();
    add.addEventListener('click', added);
    document.documentElement.dataset.app = 'ready';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added).not.toHaveBeenCalled();
    Object.assign(add, { __reactFiber$test: {} });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a shade whose part of the page is not hydrated yet, after the app is ready, until it takes', async () => {
    document.body.innerHTML = `<div id="root"><fieldset><label><input type="radio" name="shade" value="rani" checked />Rani</label>
      <label><input type="radio" name="shade" value="berry" id="berry" />Berry</label></fieldset></div>`;
    const berry = document.getElementById('berry') as HTMLInputElement;
    stop = holdEarlyTaps();
    document.documentElement.dataset.app = 'ready';
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    berry.dispatchEvent(tap);
    // Not chosen now: React would put a radio chosen before it has it back.
    expect(tap.defaultPrevented).toBe(true);
    expect(berry.checked).toBe(false);
    // Its part hydrates; the first tap done again is put back (hydration not committed yet).
    Object.assign(berry, { __reactFiber$test: {} });
    let putBack = true;
    const taps = vi.fn();
    berry.addEventListener('click', () => {
      taps();
      // As React does within the event when it did not see the change.
      if (putBack) berry.checked = false;
      putBack = false;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(berry.checked).toBe(true);
    expect(taps).toHaveBeenCalledTimes(2);
  });
});
