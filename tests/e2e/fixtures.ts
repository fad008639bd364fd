// Shared end-to-end fixtures: console errors fail a test, and every visited page gets an axe scan.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

interface Fixtures {
  /** Pages (path + search) already scanned in this test. */
  scanned: Set<string>;
  consoleErrors: string[];
}

/** Once the app has the page: a server-rendered page's buttons do nothing before it hydrates,
 * and the app loads after the page's first paint (docs/decisions/029). Pages that are not the
 * app's (a PDF, an API answer) have no root to wait for. */
async function appReady(page: Page) {
  if (scriptless.has(page.context())) return;
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    undefined,
    { timeout: 30_000 },
  );
}

const watched = new WeakSet<Page>();
/** Contexts with JavaScript turned off (server-render.spec.ts): their pages have no app. */
const scriptless = new WeakSet<BrowserContext>();

/** Makes `goto` and `reload` return once the app has the page, as the tests' taps expect. */
function waitForAppOnLoads(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `waitUntil: 'commit'` asks for the page as it arrives, before the app (server-render.spec).
    if (args[1]?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

/** Every page of a context with JavaScript, the pages it opens later included. */
function watchContext(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) scriptless.add(context);
  context.pages().forEach(waitForAppOnLoads);
  context.on('page', waitForAppOnLoads);
}

export const test = base.extend<Fixtures>({
  context: async ({ context, javaScriptEnabled }, use) => {
    watchContext(context, javaScriptEnabled);
    await use(context);
  },
  // Contexts a test opens itself (a vendor beside the shopper) wait for the app too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context, options?.javaScriptEnabled);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from this destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  scanned: async ({}, use) => {
    await use(new Set());
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      // A test may declare an error it causes on purpose (a 404 it asks for).
      const expected = test
        .info()
        .annotations.filter((a) => a.type === 'expected-console-error')
        .map((a) => a.description ?? '');
      const unexpected = errors.filter((e) => !expected.some((text) => e.includes(text)));
      expect(unexpected, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, scanned, javaScriptEnabled }, use) => {
    await use(page);
    // The page the test ended on is scanned too, unless a visit() already did. axe runs as a
    // script in the page: a test without JavaScript (server-render.spec.ts) cannot scan.
    if (!javaScriptEnabled) return;
    if (!page.isClosed() && !scanned.has(keyOf(page))) await expectAccessible(page, scanned);
  },
});

export { expect };

/** Holds the files a pattern names back (as on a slow link) until the returned function is
 * called: the app's code (`start-…js`) or the page entry (`index-…js`, issue #36's journeys). */
export async function holdFiles(page: Page, files: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const APP_FILE = /\/assets\/start-[\w-]+\.js$/;
export const ENTRY_FILE = /\/assets\/index-[\w-]+\.js$/;

/** `SCREENSHOTS=1 npm run test:e2e` saves the specs' pictures (and rendered PDFs) into
 * docs/screenshots to be looked at and kept; any other run writes them beside the test's other
 * output (test-results/), so running the tests leaves docs untouched. */
export const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === '1';
export const screenshotPath = (name: string) =>
  SAVE_SCREENSHOTS ? `docs/screenshots/${name}.png` : test.info().outputPath(`${name}.png`);

function keyOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}@${page.viewportSize()?.width ?? 0}`;
}

/** Fails on serious or critical axe-core violations of the page as it is now. */
export async function expectAccessible(page: Page, scanned?: Set<string>) {
  if (page.url() === 'about:blank') return;
  // The page as it settles: a list still fetching is dimmed over its old results (aria-busy),
  // whose faded text axe would rightly call low-contrast (a filter change, storefront.spec).
  // A fetch can also start during the scan (a cart's totals refreshing just after load): a scan
  // that saw the page busy at any moment is taken again once it has settled.
  let results = await settledScan(page);
  for (let tries = 1; results === 'busy' && tries < 5; tries++) results = await settledScan(page);
  if (results === 'busy') throw new Error(`${page.url()} never stayed settled for an axe scan`);
  scanned?.add(keyOf(page));
  if (results === 'passed before') return;
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
  if (results.fingerprint) fs.writeFileSync(path.join(PASSED_SCANS, results.fingerprint), '');
}

// Scans that passed in this run, by the fingerprint of what axe reads (below), shared by the
// workers through the e2e server's data folder (one per run). A page whose fingerprint passed
// before is the same input to axe, so its answer is known: the home page a visitor sees, for
// one, is scanned once a run instead of in every test that ends on it. Issue #40: axe scans
// were more than half of the suite's time (51 scans, 409 of 700 s in storefront and checkout).
const PASSED_SCANS = path.resolve('.tmp', `e2e-${process.env.E2E_PORT}`, 'axe-passed');
fs.mkdirSync(PASSED_SCANS, { recursive: true });

/**
 * What axe's result depends on, hashed: the markup with every attribute, the form controls'
 * current values and checked states (properties the markup does not show), the window's size and
 * scroll position (axe reads what lies under each text for contrast), the focused and hovered
 * elements (their styles change), the style sheets. A page with a frame is never fingerprinted
 * (axe scans the frame's document too).
 */
async function fingerprintOf(page: Page): Promise<string | null> {
  const parts = await page.evaluate(() => {
    if (document.querySelector('iframe, frame, object, embed')) return null;
    const path = (e: Element | null) => {
      const steps: string[] = [];
      for (let n = e; n && n !== document.documentElement; n = n.parentElement)
        steps.push(
          `${n.tagName}:${n.parentElement ? [...n.parentElement.children].indexOf(n) : 0}`,
        );
      return steps.join('<');
    };
    const controls = [...document.querySelectorAll('input, select, textarea')].map((c) => {
      const control = c as HTMLInputElement;
      return `${control.value}\u0001${control.checked}`;
    });
    return [
      document.documentElement.outerHTML,
      controls.join('\u0002'),
      `${innerWidth}x${innerHeight}@${scrollX},${scrollY}`,
      path(document.activeElement),
      [...document.querySelectorAll(':hover')].map(path).join('|'),
      [...document.styleSheets].map((sheet) => sheet.href ?? sheet.cssRules.length).join('|'),
    ].join('\u0000');
  });
  return parts === null ? null : crypto.createHash('sha256').update(parts).digest('hex');
}

/** True while a finite animation runs (a toast fading in or out, a sheet sliding): its text is
 * part-transparent, and axe would call it low-contrast. Spinners loop forever and do not count. */
function animating(): boolean {
  return document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    );
}

async function settledScan(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(animating)).toBe(false);
  // Watched during the scan: a list turning busy, and a toast arriving (it can fade in and be
  // still again within one scan, which axe then saw half-transparent: a color-contrast failure
  // of a toast's title in the returns journey, ci-like 2026-12-03).
  await page.evaluate(() => {
    const w = window as unknown as {
      busyWatch?: MutationObserver;
      busySeen?: boolean;
    };
    w.busyWatch?.disconnect();
    w.busySeen = false;
    w.busyWatch = new MutationObserver((mutations) => {
      if (document.querySelector('[aria-busy="true"]')) w.busySeen = true;
      const toast = (node: Node) =>
        node instanceof Element && node.closest('[data-sonner-toaster]') !== null;
      if (mutations.some((m) => [...m.addedNodes].some(toast))) w.busySeen = true;
    });
    w.busyWatch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
  const fingerprint = await fingerprintOf(page);
  const passedBefore = fingerprint !== null && fs.existsSync(path.join(PASSED_SCANS, fingerprint));
  // Legacy mode runs axe.run in the page itself. The default (runPartial and finishRun) opens a
  // blank page and injects axe a second time for every scan, which is only needed to scan
  // cross-origin frames; the store's pages have none. Same rules, same answer; 35–40 % less time
  // per scan measured on the listing (issue #40).
  const results = passedBefore ? null : await new AxeBuilder({ page }).setLegacyMode().analyze();
  const busy = await page.evaluate(() => {
    const w = window as unknown as { busyWatch?: MutationObserver; busySeen?: boolean };
    w.busyWatch?.disconnect();
    return w.busySeen === true || !!document.querySelector('[aria-busy="true"]');
  });
  // A toast or sheet that began moving during the scan: scanned again once it has stopped.
  if (busy || (await page.evaluate(animating))) return 'busy' as const;
  return results ? { ...results, fingerprint } : ('passed before' as const);
}

/** Navigates, waits for the lazy page to render, and scans it. */
export async function visit(page: Page, scanned: Set<string>, path: string) {
  await page.goto(path);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectAccessible(page, scanned);
}
