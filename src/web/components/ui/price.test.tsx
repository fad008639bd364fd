import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('formats rupees the Indian way', () => {
    render(<Price price={123456} />);
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
  });

  it('strikes through a higher original price', () => {
    render(<Price price={1299} originalPrice={1599} />);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    const original = screen.getByText('₹1,599');
    expect(original.tagName).toBe('S');
    expect(screen.getByText('Original price')).toHaveClass('sr-only');
  });

  it('shows no original price when it is missing or not higher', () => {
    const { container, rerender } = render(<Price price={399} originalPrice={399} />);
    expect(screen.queryByText('Original price')).not.toBeInTheDocument();
    rerender(<Price price={399} originalPrice={null} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.getByText('₹399')).toBeInTheDocument();
  });
});
