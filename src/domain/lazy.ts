// A value made on first use and kept: for the Intl formatters, whose first construction loads
// ICU's locale and time-zone data. Built at import, they ran in the app chunk's evaluation on
// every page, before hydration, whether the page shows a date or not (issue #36's traces).
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
