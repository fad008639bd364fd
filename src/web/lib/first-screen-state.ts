// The first screen's data, written by the server into the page and read back by the browser
// before hydrating (entry-server.tsx, main.tsx). Product names and descriptions are shoppers'
// and vendors' text, so the JSON is escaped to never close its script element or open a comment.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeFirstScreen(state: DehydratedState): string {
  return JSON.stringify(state).replace(
    UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Puts the server's data into the browser's cache as if just fetched, so no query refetches it
 * on mount (cached HTML may be older than the client's freshness window). */
export function hydrateFirstScreen(client: QueryClient, text: string): void {
  const state = JSON.parse(text) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(client, state);
}
