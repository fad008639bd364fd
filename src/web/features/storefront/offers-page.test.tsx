import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, meAs, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { OffersPage } from './offers-page';

const offer = {
  id: 'p1',
  name: 'Flat ₹200 off',
  kind: 'flat',
  code: 'FLAT200',
  scope: 'cart',
  scopeIds: [],
  vendorId: null,
  minGoods: 999,
  firstOrderOnly: false,
  endsAt: '2026-11-30T18:29:00Z',
};

describe('OffersPage', () => {
  it('lists the running offers with their code, minimum and end in India time', async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'GET /api/store/offers': json(200, {
        items: [
          offer,
          {
            ...offer,
            id: 'p2',
            name: '15% off skin care',
            code: null,
            scope: 'categories',
            scopeIds: ['skin'],
            minGoods: 0,
            endsAt: null,
          },
        ],
      }),
    });
    renderWithRouter(<OffersPage />, { initialEntries: ['/offers'] });
    expect(await screen.findByRole('heading', { name: 'Flat ₹200 off' })).toBeInTheDocument();
    expect(screen.getByText('FLAT200')).toBeInTheDocument();
    expect(screen.getByText('On your whole order · on orders of ₹999 or more')).toBeInTheDocument();
    expect(screen.getByText(/^Ends 30 Nov 2026/)).toHaveTextContent('11:59 pm');
    expect(screen.getByText('Applied automatically')).toBeInTheDocument();
    expect(screen.getByText('On Skin')).toBeInTheDocument();
  });

  it('says when no offer is running', async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'GET /api/store/offers': json(200, { items: [] }),
    });
    renderWithRouter(<OffersPage />, { initialEntries: ['/offers'] });
    expect(
      await screen.findByText('No offers are running right now. Please check back soon.'),
    ).toBeInTheDocument();
  });
});
