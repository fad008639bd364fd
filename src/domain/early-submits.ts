// Issue #36: the page's small entry (main.tsx, early-forms.ts) holds a form the app submits
// itself until the app has it; but the entry loads `async` (decision 029) and, on a slow link,
// runs after the page's forms are on screen. A form without an action sent in that moment went
// to the page's own address (`/?`) and the shopper's input was gone. This script, inline at the
// end of index.html's head, holds such submits from the first byte of the page; early-forms.ts
// takes what it held when the entry runs and sends it once the app has the form.
// It is a string because the build writes it into index.html and the server allows exactly this
// text in its Content-Security-Policy (its sha256, plugins/security.ts).

/** What the inline script leaves on `window` for the entry. */
export const EARLY_SUBMITS_GLOBAL = 'angleEarlySubmits';

export const EARLY_SUBMITS_SCRIPT =
  '(function(){var held=[];function hold(e){var f=e.target;' +
  "if(f instanceof HTMLFormElement&&!f.hasAttribute('action')){e.preventDefault();e.stopPropagation();held.push([f,e.submitter||null])}}" +
  "document.addEventListener('submit',hold,true);" +
  `window.${EARLY_SUBMITS_GLOBAL}={held:held,stop:function(){document.removeEventListener('submit',hold,true)}}})()`;
