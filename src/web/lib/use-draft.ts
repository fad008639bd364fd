// A draft the user edits that starts again from its source whenever the source changes (the URL's
// price range, the report's period). The component keeps its elements, so focus stays on the
// control that applied it and nothing on the page is replaced under a click; a `key` on the
// component would remount it instead. React's "adjust state while rendering" pattern.
import { useCallback, useState } from 'react';

export function useDraft<T>(source: T, sourceKey: string): [T, (next: T) => void] {
  const [state, setState] = useState({ key: sourceKey, value: source });
  const set = useCallback((value: T) => setState({ key: sourceKey, value }), [sourceKey]);
  if (state.key !== sourceKey) {
    setState({ key: sourceKey, value: source });
    return [source, set];
  }
  return [state.value, set];
}
