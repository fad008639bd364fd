import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store';
import { useCartStore, type CartProduct } from '../../features/cart/cart-store';
import { Toaster } from '../../components/ui/toast';
import { json, problem, stubFetch } from '../../test/fetch-stub';
import { currentUrl, renderWithRouter } from '../../test/render';
import { SiteHeader } from './site-header';

const product = (n: number): CartProduct => ({
  id: `prod-${String(n).padStart(3, '0')}`,
  name: `Product ${n}`,
  price: 499,
  image: `/media/p${n}-640.webp`,
  vendorName: 'Rosé Atelier',
});

function renderHeader(path = '/') {
  return renderWithRouter(<SiteHeader />, { initialEntries: [path] });
}

function renderWithToasts(path: string) {
  return renderWithRouter(
    <>
      <SiteHeader />
      <Toaster />
    </>,
    { initialEntries: [path] },
  );
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search products' });

describe('SiteHeader', () => {
  it('links the logo home and each category to its product list', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Angle' })).toHaveAttribute('href', '/');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    const expected = {
      Makeup: 'makeup',
      Skin: 'skin',
      Hair: 'hair',
      'Personal Care': 'personal-care',
      Appliances: 'appliances',
    };
    for (const [label, slug] of Object.entries(expected)) {
      expect(within(categories).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `/products?category=${slug}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('marks the category being browsed as the current page', () => {
    renderHeader('/products?category=skin');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Skin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Hair' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('marks no category on search results, even filtered by one (issue #25)', () => {
    renderHeader('/products?search=serum&category=skin');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    for (const link of within(categories).getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
  });

  describe('search', () => {
    it('does not navigate when the text is only spaces', async () => {
      const { user, router } = renderHeader();
      expect(searchBox()).toHaveAttribute('placeholder', 'Search products...');
      await user.type(searchBox(), '   {Enter}');
      expect(currentUrl(router)).toBe('/');
    });

    it('goes to /products?search= with the trimmed text', async () => {
      const { user, router } = renderHeader();
      await user.type(searchBox(), '  lip {Enter}');
      expect(currentUrl(router)).toBe('/products?search=lip');
    });

    it('encodes the text and also submits from the Search button', async () => {
      const { user, router } = renderHeader();
      await user.type(searchBox(), 'kajal & liner');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(currentUrl(router)).toBe('/products?search=kajal%20%26%20liner');
    });

    it('shows the current search on a results page', () => {
      renderHeader('/products?search=serum');
      expect(searchBox()).toHaveValue('serum');
    });
  });

  describe('cart badge', () => {
    it('is hidden while the cart is empty', () => {
      renderHeader();
      expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    });

    it('shows the number of items', () => {
      act(() => useCartStore.getState().addItem(product(1), 3));
      renderHeader();
      expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3$/);
      expect(screen.getByRole('link', { name: /^Cart\s?3$/ })).toHaveAccessibleDescription(
        '3 items in your cart',
      );
    });

    it('shows 9+ with 10 items', () => {
      act(() => {
        for (let n = 1; n <= 10; n += 1) useCartStore.getState().addItem(product(n));
      });
      renderHeader();
      expect(screen.getByTestId('cart-count')).toHaveTextContent(/^9\+$/);
    });

    it('shows exactly 9 with 9 items, and updates as the cart changes', () => {
      act(() => useCartStore.getState().addItem(product(1), 9));
      renderHeader();
      expect(screen.getByTestId('cart-count')).toHaveTextContent(/^9$/);
      act(() => useCartStore.getState().addItem(product(2)));
      expect(screen.getByTestId('cart-count')).toHaveTextContent(/^9\+$/);
      act(() => useCartStore.getState().clearCart());
      expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    });
  });

  describe('account links', () => {
    it('offers sign in, registration and the vendor portal to signed-out visitors', () => {
      renderHeader();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/register',
      );
      expect(screen.getByRole('link', { name: 'Sell on Angle' })).toHaveAttribute(
        'href',
        '/vendor/auth/login',
      );
      expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    });

    it('shows My Orders to a signed-in customer', () => {
      useAuthStore.setState({ isAuthenticated: true });
      renderHeader();
      expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('shows the vendor dashboard to a signed-in vendor', () => {
      useAuthStore.setState({ isVendorAuthenticated: true });
      renderHeader();
      expect(screen.getByRole('link', { name: 'Vendor Dashboard' })).toHaveAttribute(
        'href',
        '/vendor/dashboard',
      );
      expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    });

    it('the account menu closes on Escape and signs out', async () => {
      useAuthStore.setState({ isAuthenticated: true });
      const { user, router } = renderHeader('/my-orders');
      const toggle = screen.getByRole('button', { name: 'Account menu' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();

      const api = stubFetch({ 'POST /api/auth/logout': json(204) });
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
      expect(api.requests()).toEqual([
        { method: 'POST', path: '/api/auth/logout', body: undefined },
      ]);
      expect(currentUrl(router)).toBe('/');
    });

    it('gives phones one account icon: Sign In signed out, the menu with My Orders and My Addresses signed in (issue #25)', async () => {
      const { unmount } = renderHeader();
      expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      unmount();
      useAuthStore.setState({ isAuthenticated: true });
      const { user } = renderHeader();
      expect(screen.queryByRole('link', { name: 'Sign in to your account' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      const menu = screen.getByRole('button', { name: 'Sign Out' }).closest('ul')!;
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['My Orders', '/my-orders'],
        ['My Account', '/account'],
        ['My Addresses', '/account#account-addresses'],
        ['My Wishlist', '/wishlist'],
      ]);
    });

    it('stays signed in and says so when signing out fails', async () => {
      useAuthStore.setState({ isAuthenticated: true });
      stubFetch({ 'POST /api/auth/logout': problem(500) });
      const { user, router } = renderWithToasts('/my-orders');
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      expect(await screen.findByText('Failed to logout.')).toBeInTheDocument();
      expect(useAuthStore.getState().isAuthenticated).toBe(true);
      expect(currentUrl(router)).toBe('/my-orders');
    });
  });

  describe('mobile menu', () => {
    it('opens from the menu button and closes with Escape, returning focus', async () => {
      const { user } = renderHeader();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      const panel = screen.getByRole('navigation', { name: 'Menu' });
      expect(within(panel).getByRole('link', { name: 'Personal Care' })).toHaveAttribute(
        'href',
        '/products?category=personal-care',
      );
      expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        '/auth/login',
      );

      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAccessibleName('Open menu');
      expect(toggle).toHaveFocus();
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('closes after navigating from it', async () => {
      const { user, router } = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const panel = screen.getByRole('navigation', { name: 'Menu' });
      await user.click(within(panel).getByRole('link', { name: 'Hair' }));
      expect(currentUrl(router)).toBe('/products?category=hair');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  it('gets its background once the page is scrolled more than 10 pixels', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      fireEvent.scroll(window);
    };
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
