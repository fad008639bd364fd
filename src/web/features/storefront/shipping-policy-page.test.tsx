import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, meAs, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { ShippingPolicyPage } from './shipping-policy-page';

describe('ShippingPolicyPage', () => {
  it("states the free-delivery rule with the store's own amounts (issue #33)", async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'GET /api/store/info': json(200, {
        storeName: 'Angle',
        address: 'Pune',
        supportPhone: '+91 20 4567 8900',
        supportEmail: 'care@angle.example',
        shippingFee: 79,
        freeShippingThreshold: 999,
        codEnabled: true,
      }),
    });
    renderWithRouter(<ShippingPolicyPage />, { initialEntries: ['/shipping-policy'] });
    expect(
      await screen.findByText(
        'Delivery is free when your items come to ₹999 or more after offers and discounts; otherwise ₹79.',
      ),
    ).toBeInTheDocument();
  });
});
