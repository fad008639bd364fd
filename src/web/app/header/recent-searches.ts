// The header search's recent searches (issue #25): the last five, newest first, kept in this
// browser only (localStorage), each removable.
const KEY = 'angle:recent-searches';
export const RECENT_SEARCHES = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

function write(searches: string[]): string[] {
  try {
    localStorage.setItem(KEY, JSON.stringify(searches));
  } catch {
    // Private mode or a full storage: the search still runs, it is just not remembered.
  }
  return searches;
}

/** Puts `search` first (once, whatever its case), keeping the last five. */
export function addRecentSearch(search: string): string[] {
  const text = search.trim();
  if (!text) return readRecentSearches();
  const rest = readRecentSearches().filter((s) => s.toLowerCase() !== text.toLowerCase());
  return write([text, ...rest].slice(0, RECENT_SEARCHES));
}

export function removeRecentSearch(search: string): string[] {
  return write(readRecentSearches().filter((s) => s !== search));
}
