import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithRouter } from '../../test/render';
import { PlainLink } from './plain-link';

const page = (name: string) => (
  <>
    <h1>{name}</h1>
    <PlainLink to="/products/prod-001?shade=rose" className="rounded-sm" aria-label="Rose Lip Tint">
      Rose Lip Tint
    </PlainLink>
  </>
);

describe('PlainLink', () => {
  it("draws React Router's Link markup, so server and browser render alike", () => {
    const drawn = (link: React.ReactElement) =>
      renderToStaticMarkup(<StaticRouter location="/products">{link}</StaticRouter>);
    expect(
      drawn(
        <PlainLink to="/vendors/glow" className="rounded-sm" tabIndex={-1} aria-hidden="true">
          Glow
        </PlainLink>,
      ),
    ).toBe(
      drawn(
        <Link to="/vendors/glow" className="rounded-sm" tabIndex={-1} aria-hidden="true">
          Glow
        </Link>,
      ),
    );
  });

  it('navigates in the app on a plain click', async () => {
    const { router, user } = renderWithRouter(
      [
        { path: '/', element: page('Home') },
        { path: '/products/:id', element: <h1>Product</h1> },
      ],
      { initialEntries: ['/'] },
    );
    await user.click(screen.getByRole('link', { name: 'Rose Lip Tint' }));
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/products/prod-001?shade=rose');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('navigates on Enter, as a link does', async () => {
    const { router, user } = renderWithRouter(
      [
        { path: '/', element: page('Home') },
        { path: '/products/:id', element: <h1>Product</h1> },
      ],
      { initialEntries: ['/'] },
    );
    screen.getByRole('link', { name: 'Rose Lip Tint' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/products/prod-001?shade=rose');
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    const { router } = renderWithRouter([{ path: '/', element: page('Home') }]);
    const link = screen.getByRole('link', { name: 'Rose Lip Tint' });
    // After React's handlers (on the root): whether they left the browser's action alone, which
    // is then stopped here (jsdom cannot open another document).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(link, click);
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(currentUrl(router)).toBe('/');
  });

  it('replaces the history entry when it links to the page already shown', async () => {
    const { router, user } = renderWithRouter(
      [{ path: '/products/:id', element: page('Product') }],
      { initialEntries: ['/products/prod-001?shade=rose'] },
    );
    await user.click(screen.getByRole('link', { name: 'Rose Lip Tint' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
