import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normaliseRating, StarRating } from './star-rating';

describe('StarRating', () => {
  it('announces the rating out of 5', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('fills the five stars to the rating, partial stars too, with one element', () => {
    const { container } = render(<StarRating rating={3.5} />);
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    // The outline stars and the filled part are the element's masked ::before and ::after
    // (styles.css, `star-rating`): no icon per star.
    expect(stars).toHaveClass('star-rating');
    expect(stars.style.getPropertyValue('--star-fill')).toBe('70%');
    expect(container.querySelectorAll('svg')).toHaveLength(0);
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
