// Renders components the way the app does: inside a data router (memory history) and a fresh
// query client, with a user-event instance ready to drive them.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';

interface RenderOptions {
  /** Where the memory history starts; defaults to '/'. */
  initialEntries?: string[];
}

/** Renders a route tree, or a single element on every path. `router.state.location` shows
 * where navigation led. */
export function renderWithRouter(
  routesOrElement: RouteObject[] | ReactElement,
  { initialEntries = ['/'] }: RenderOptions = {},
) {
  const routes = Array.isArray(routesOrElement)
    ? routesOrElement
    : [{ path: '*', element: routesOrElement }];
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}

/** Current path plus query string of a rendered router. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
