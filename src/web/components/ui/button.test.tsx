import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child instead with asChild, e.g. a router link', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Button asChild variant="outline">
            <Link to="/products">Browse Products</Link>
          </Button>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Browse Products' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link.className).toContain('rounded-full');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
