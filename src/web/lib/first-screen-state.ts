// The first screen's data, written by the server into the page and read back by the browser
// before hydrating (entry-server.tsx, start.tsx): the key and data of each query the server
// loaded. Product names and descriptions are shoppers' and vendors' text, so the JSON is escaped
// to never close its script element or open a comment.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export { FIRST_SCREEN_STATE_ID } from './first-screen-id';

type FirstScreenState = [key: QueryKey, data: unknown][];

const UNSAFE = /[<>&\u2028\u2029]/g;

/** The loaded queries of `client` as the text of a JSON script element. */
export function serializeFirstScreen(client: QueryClient): string {
  const state: FirstScreenState = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
  return JSON.stringify(state).replace(
    UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Puts the server's data into the browser's cache as if just fetched, so no query refetches it
 * on mount (cached HTML may be older than the client's freshness window). */
export function hydrateFirstScreen(client: QueryClient, text: string): void {
  for (const [key, data] of JSON.parse(text) as FirstScreenState) client.setQueryData(key, data);
}
