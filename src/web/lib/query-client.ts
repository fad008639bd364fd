import { QueryClient } from '@tanstack/react-query';

/** One client per app (and per test). Catalogue data changes rarely, so a minute of freshness
 * saves refetches when shoppers go back and forth between list and product. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
