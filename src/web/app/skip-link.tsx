/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/** Every shell's <main> carries this id so the skip link lands on it. */
export const MAIN_CONTENT_ID = 'main-content';
