import { afterEach, describe, expect, it, vi } from 'vitest';
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
  document.documentElement.dataset.app = 'ready';
  await new Promise((resolve) => setTimeout(resolve, 0)); // the observer's callback
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
});
