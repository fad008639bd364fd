// The time a page's main thread blocks after its first contentful paint, with less noise than
// Lighthouse's TBT (decision 043): N loads (default 7) in the system Chromium at a phone's size
// with the CPU slowed (R, default 8×), a trace of each, and the excess over 50 ms of every task
// from the first contentful paint until the app is ready and 1.5 s more, told apart as tasks that
// ran script and tasks of the document alone (parse, style, layout, paint). Prints each load and
// the medians. Usage: node bench/blocking-time.mjs http://127.0.0.1:PORT/ [loads] (a running
// built app: `npm run build`, then `PORT=… node scripts/e2e-server.mjs`).
import { chromium } from 'playwright';
import { findChromium, INSTALL_COMMAND } from '../scripts/chromium.mjs';

const url = process.argv[2];
const loads = Number(process.argv[3] ?? 7);
const rate = Number(process.env.R ?? 8);
if (!url) throw new Error('Usage: node bench/blocking-time.mjs <url> [loads]');
const executablePath = findChromium();
if (!executablePath) throw new Error(`Chromium was not found: run ${INSTALL_COMMAND}`);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/** Whether a task ran script: a script's compile or evaluation, a call into it or a timer of 10 ms or more. */
const SCRIPT = /evaluateModule|EvaluateScript|FunctionCall|TimerFire|v8\.callFunction|v8\.compile/;

/** Waits for the app to say it is ready, asking through the DevTools protocol: Playwright's own
 * `waitForFunction` evaluates its injected script in the page first, a classic script of ~70 ms
 * at 8× CPU that the traces counted as the page's (the "EvaluateScript" task of 2026-12-04's
 * breakdown in docs/benchmarks.md). */
async function appReady(cdp, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'document.documentElement.dataset.app',
      returnByValue: true,
    });
    if (result.value === 'ready') return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url}: the app was not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const results = [];
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await page.goto(url);
  await appReady(cdp);
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const threadNames = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const onMain = (e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= fcp && e.dur > 50_000,
  );
  let script = 0;
  let documentOnly = 0;
  for (const task of tasks) {
    const excess = task.dur / 1000 - 50;
    const ranScript = events.some(
      (e) =>
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur &&
        e.dur > 10_000 &&
        SCRIPT.test(e.name),
    );
    if (ranScript) script += excess;
    else documentOnly += excess;
  }
  results.push({ total: script + documentOnly, script, documentOnly });
  console.log(
    `load ${i + 1}: ${Math.round(script + documentOnly)} ms after the first paint ` +
      `(script ${Math.round(script)}, document ${Math.round(documentOnly)})`,
  );
  await context.close();
}
await browser.close();

const median = (key) => {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};
console.log(
  `median of ${loads} at ${rate}× CPU: ${median('total')} ms ` +
    `(script ${median('script')}, document ${median('documentOnly')})`,
);
