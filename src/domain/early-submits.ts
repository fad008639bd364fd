// Issue #36: the page's small entry (main.tsx: early-forms.ts, early-taps.ts) holds a form the
// app submits itself, and a tap on a button, until the app has them; but the entry loads `async`
// (decision 029) and, on a slow link, runs after the page is on screen. A form without an action
// sent in that moment went to the page's own address (`/?`) and the shopper's input was gone; a
// tap on Add to Cart did nothing. This script, inline at the end of index.html's head, holds
// both from the first byte of the page (the same rules as the entry's guards); early-forms.ts
// and early-taps.ts take what it held when the entry runs, and the app does it once it has them.
// It is a string because the build writes it into index.html and the server allows exactly this
// text in its Content-Security-Policy (its sha256, plugins/security.ts).

/** What the inline script leaves on `window` for the entry. */
export const EARLY_SUBMITS_GLOBAL = 'angleEarlySubmits';

export const EARLY_SUBMITS_SCRIPT =
  '(function(){var held=[],taps=[];function hold(e){var f=e.target;' +
  "if(f instanceof HTMLFormElement&&!f.hasAttribute('action')){e.preventDefault();e.stopPropagation();held.push([f,e.submitter||null])}}" +
  'function tap(e){var c=e.target instanceof Element&&e.target.closest(\'button, input[type="radio"], input[type="checkbox"]\');' +
  "if(!c||c.disabled||(c.type==='submit'&&c.form))return;e.preventDefault();e.stopImmediatePropagation();if(taps.indexOf(c)<0)taps.push(c)}" +
  "document.addEventListener('submit',hold,true);document.addEventListener('click',tap,true);" +
  `window.${EARLY_SUBMITS_GLOBAL}={held:held,taps:taps,stop:function(){document.removeEventListener('submit',hold,true);document.removeEventListener('click',tap,true)}}})()`;
