import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { RouteErrorPage } from './route-error-page';

describe('RouteErrorPage', () => {
  it('offers a reload when a page fails, e.g. its code could not be downloaded', async () => {
    renderWithRouter([
      {
        path: '/',
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: () => null,
        loader: () => {
          throw new Error('Failed to fetch dynamically imported module');
        },
        element: null,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
