// PGlite's clock counts whole milliseconds (`now()` read 19:58:51.103 twice in a row): two rows
// written a moment apart can share a timestamp, and a list ordered newest first then falls back
// to its tie-break. A test that means "later" waits for the next millisecond first.

/** Resolves once the database's clock has moved past the current millisecond. */
export function nextMillisecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2));
}
