// What a server-rendered page costs a phone, with less noise than Lighthouse's TBT (docs/benchmarks.md,
// issue #36): the page's HTML bytes, elements and inline SVGs, a forced full relayout (median of
// 21) and the main thread's script, layout and style time over a load at 4x CPU (median of 7).
// Usage: node bench/page-cost.mjs http://127.0.0.1:PORT/products (a running built app).
/* global document */
import { chromium } from 'playwright';
import { findChromium, INSTALL_COMMAND } from '../scripts/chromium.mjs';
const url = process.argv[2];
// The same system Chromium the e2e suite drives (CHROME_PATH, the usual places, PATH).
const executablePath = findChromium();
if (!executablePath) throw new Error(`Chromium was not found: run ${INSTALL_COMMAND}`);
const b = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const html = await (await fetch(url)).text();
const ctxOpts = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};
const ctx = await b.newContext(ctxOpts);
const p = await ctx.newPage();
await p.goto(url);
await p.waitForFunction(() => document.documentElement.dataset.app === 'ready');
await p.waitForTimeout(500);
const layout = await p.evaluate(() => {
  const out = [];
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    document.body.style.width = (i % 2 ? 400 : 390) + 'px';
    void document.body.offsetHeight;
    out.push(performance.now() - t);
  }
  out.sort((a, b) => a - b);
  return out[10];
});
const counts = await p.evaluate(() => ({
  elements: document.querySelectorAll('*').length,
  svgs: document.querySelectorAll('svg').length,
}));
await ctx.close();
const loads = [];
for (let i = 0; i < 7; i++) {
  const c = await b.newContext(ctxOpts);
  const pg = await c.newPage();
  const cdp = await c.newCDPSession(pg);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await pg.goto(url);
  await pg.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
    timeout: 30000,
  });
  await pg.waitForTimeout(1500);
  const m = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]),
  );
  loads.push({
    script: m.ScriptDuration * 1000,
    layout: m.LayoutDuration * 1000,
    style: m.RecalcStyleDuration * 1000,
    task: m.TaskDuration * 1000,
  });
  await c.close();
}
const med = (k) => {
  const v = loads.map((l) => l[k]).sort((a, b) => a - b);
  return Math.round(v[3]);
};
console.log(
  JSON.stringify({
    htmlBytes: html.length,
    ...counts,
    relayoutMs: Math.round(layout * 10) / 10,
    at4x: { script: med('script'), layout: med('layout'), style: med('style'), task: med('task') },
  }),
);
await b.close();
