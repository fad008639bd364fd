// The browser's entry (index.html), kept small: the stylesheets, which the build links from the
// page, and then the app (start.tsx). On a page the server rendered the app is asked for once the
// page has painted: the server's HTML is the page, and its largest image and fonts get a phone's
// network before the app's code does (decision 029). A page the browser renders itself asks at
// once.
import './fonts/inter.css';
import './fonts/playfair.css';
import './styles.css';
import { keepEarlyForms } from './lib/early-forms';
import { holdEarlyTaps } from './lib/early-taps';
import { FIRST_SCREEN_STATE_ID } from './lib/first-screen-id';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app, its parts evaluated one task apiece: React's runtime, the libraries it is built on
 * (their own chunks, vite.config.ts), then the app itself. A module's imports are evaluated in
 * the task that evaluates it, so all of it at once was one long task (340 ms at 8× CPU) that a
 * tap made after the first paint waited for. The three files are fetched at once (the build
 * names them in index.html; a page the dev server serves has no such tag) and imported one after
 * another: imported at once, a graph that finished loading first could take the next one's
 * shared chunk into its own task (decision 043). */
async function startApp() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="angle-app"]')?.content;
  for (const href of files?.split(' ') ?? []) {
    const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    preload.crossOrigin = '';
    document.head.append(preload);
  }
  await import('./lib/runtime-react');
  await nextTask();
  await import('./lib/runtime-libraries');
  await nextTask();
  await import('./start');
}

/** Resolves once the page's first contentful paint is recorded (Paint Timing); where the browser
 * has no paint entries, in the task after its first frame; on a page the browser does not paint (a tab
 * opened in the background, where no frame comes) after 300 ms. A visible page always waits for
 * its paint: on a busy phone that comes later than 300 ms, and the app must not take the network
 * from the page's image and fonts before it. The task after a frame's callbacks can still run
 * before that frame is painted on a busy machine (the app was asked for 20 ms before the paint,
 * ci-like 2026-12-03), so the paint entry is what is waited for; a second later anyway. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => setTimeout(resolve, 0);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // The first *contentful* paint: a first paint of the page's background alone can come
      // before it, and the app asked for then still took the network from the page's content
      // (ci-like, 2026-12-05: the app 30 ms before the contentful paint).
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        go();
      });
      observer.observe({ type: 'paint', buffered: true });
      requestAnimationFrame(() => setTimeout(resolve, 1000));
    } else requestAnimationFrame(go);
    if (document.visibilityState === 'hidden') setTimeout(resolve, 300);
  });
}

// The guards of a server-rendered page's taps and forms start as soon as this module runs, before
// the page has finished arriving: a shopper may use the page while it still streams in (on a
// page the browser renders itself they find nothing of the server's to guard).
holdEarlyTaps();
keepEarlyForms();

// index.html loads this module `async` (vite.config.ts), so it may run before the parser has
// reached the root and the server's data beside it.
function boot() {
  if (document.getElementById(FIRST_SCREEN_STATE_ID)) void afterFirstPaint().then(startApp);
  else void startApp();
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
