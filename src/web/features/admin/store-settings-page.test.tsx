import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStoreSettings } from '../../../domain/schemas/admin-settings';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { AdminStoreSettingsPage } from './store-settings-page';

const STORE: AdminStoreSettings = {
  storeName: 'Angle',
  supportPhone: '+91 20 4567 8900',
  supportEmail: 'care@angle.example',
  address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
  shippingFee: 49,
  freeShippingThreshold: 499,
  gstRate: 18,
  firstPurchaseDiscountPct: 20,
  defaultCommissionRate: 10,
  maxOpenUnpaidOrders: 3,
  maxOrdersPerHour: 10,
  maxUnitsPerProduct: 10,
  returnWindowDays: 7,
  nonReturnableCategories: [],
  tcsRate: 0.5,
  tdsRate: 0.1,
};
const URL = '/api/admin/settings/store';

function renderPage(put: Parameters<typeof stubFetch>[0][string]) {
  useAuthStore.getState().setSession(sessionFor('admin'));
  const api = stubFetch({
    [`GET ${URL}`]: json(200, STORE),
    [`PUT ${URL}`]: put,
    'GET /api/admin/audit-log': json(200, { items: [], page: 1, limit: 5, total: 0 }),
  });
  const view = renderWithRouter(
    <>
      <AdminStoreSettingsPage />
      <Toaster />
    </>,
  );
  return { api, ...view };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save Settings' });

describe('the store settings: returns and tax withheld', () => {
  it('shows the return window, the categories and the TCS and TDS rates with their statutory defaults', async () => {
    renderPage(json(200, STORE));
    expect(await screen.findByLabelText('Return window (days)')).toHaveValue(7);
    expect(screen.getByLabelText('TCS rate (%)')).toHaveValue(0.5);
    expect(screen.getByLabelText('TDS rate (%)')).toHaveValue(0.1);
    expect(screen.getByText(/section 52 of the CGST Act: 0.5% by law/)).toBeInTheDocument();
    expect(screen.getByText(/section 194-O: 0.1% by law/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Makeup' })).not.toBeChecked();
  });

  it('checks the figures before sending: no request for a TCS rate over 10% or 91 days', async () => {
    const { api, user } = renderPage(json(200, STORE));
    await screen.findByLabelText('Return window (days)');
    fill('Return window (days)', '91');
    fill('TCS rate (%)', '12');
    await user.click(save());
    expect(await screen.findByText('Use at most 90 days.')).toBeInTheDocument();
    expect(screen.getByText('Use a rate of at most 10%.')).toBeInTheDocument();
    expect(screen.getByLabelText('TCS rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests().filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends the window, the ticked categories and the rates in percent', async () => {
    const { api, user } = renderPage(({ body }) => json(200, body));
    await screen.findByLabelText('Return window (days)');
    fill('Return window (days)', '10');
    fill('TDS rate (%)', '0.25');
    await user.click(screen.getByRole('checkbox', { name: 'Makeup' }));
    await user.click(screen.getByRole('checkbox', { name: 'Appliances' }));
    await user.click(save());
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    const [put] = api.requests().filter((c) => c.method === 'PUT');
    expect(put!.body).toEqual({
      ...STORE,
      returnWindowDays: 10,
      tdsRate: 0.25,
      nonReturnableCategories: ['makeup', 'appliances'],
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    const { user } = renderPage(
      problem(400, 'Check the highlighted fields.', [
        { path: 'tcsRate', location: 'body', message: 'Use at most two decimals.' },
        { path: 'nonReturnableCategories', location: 'body', message: 'Choose from the list.' },
      ]),
    );
    await screen.findByLabelText('Return window (days)');
    fill('TCS rate (%)', '1');
    await user.click(save());
    expect(await screen.findByText('Use at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Choose from the list.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('TCS rate (%)')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
