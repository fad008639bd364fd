import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normaliseRating, StarRating } from './star-rating';

describe('StarRating', () => {
  it('announces the rating out of 5', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('draws five stars', () => {
    const { container } = render(<StarRating rating={3} />);
    // Each star is an outline with a filled copy clipped to the rating.
    expect(container.querySelectorAll('svg')).toHaveLength(10);
  });

  it('rounds to one decimal and keeps within 0–5', () => {
    expect(normaliseRating(4.46)).toBe(4.5);
    expect(normaliseRating(4)).toBe(4);
    expect(normaliseRating(7)).toBe(5);
    expect(normaliseRating(-1)).toBe(0);
    expect(normaliseRating(Number.NaN)).toBe(0);
  });

  it('shows the review count, spelled out for screen readers', () => {
    render(<StarRating rating={4.2} reviewCount={128} />);
    expect(screen.getByText('(128)')).toBeInTheDocument();
    expect(screen.getByText('128 reviews')).toHaveClass('sr-only');
  });
});
