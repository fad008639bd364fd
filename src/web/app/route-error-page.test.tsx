import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('offers a reload when a page fails, e.g. its code could not be downloaded', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(
      <RouteErrorBoundary resetKey="/">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });

  it('shows the page again once the visitor goes to another path', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Page() {
      if (fail) throw new Error('boom');
      return <h1>Fine now</h1>;
    }
    const at = (path: string) => (
      <MemoryRouter>
        <RouteErrorBoundary resetKey={path}>
          <Page />
        </RouteErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(at('/a'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    rerender(at('/a'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    rerender(at('/b'));
    expect(screen.getByRole('heading', { name: 'Fine now' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
