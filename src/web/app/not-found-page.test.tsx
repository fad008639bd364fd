import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page is missing and offers a way back', () => {
    renderWithRouter(<NotFoundPage />, { initialEntries: ['/no-such-page'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist or has been moved. Let's get you back on track.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(document.title).toBe('Page Not Found — Angle');
  });
});
