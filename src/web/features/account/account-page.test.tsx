import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/schemas/address';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { AccountPage } from './account-page';

const home: Address = {
  id: 'addr-1',
  fullName: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  isDefault: true,
};
const office: Address = { ...home, id: 'addr-2', line1: '4 FC Road', isDefault: false };

const ADDRESSES = '/api/store/account/addresses';

function renderAccount() {
  useAuthStore.getState().setSession(sessionFor('customer'));
  return renderWithRouter(
    <>
      <AccountPage />
      <Toaster />
    </>,
    { initialEntries: ['/account'] },
  );
}

describe('AccountPage', () => {
  it('shows an empty address book, and checks a new address before sending it', async () => {
    const api = stubFetch({ [`GET ${ADDRESSES}`]: json(200, { items: [] }) });
    const { user } = renderAccount();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your addresses…');
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '12345');
    await user.type(within(dialog).getByLabelText('PIN code'), '0110');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await within(dialog).findByText('Enter a 10-digit mobile number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the full name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a state or union territory.')).toBeInTheDocument();
    expect(api.requests().filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('adds an address with an Indian state and PIN code', async () => {
    let items: Address[] = [];
    const api = stubFetch({
      [`GET ${ADDRESSES}`]: () => json(200, { items }),
      [`POST ${ADDRESSES}`]: ({ body }) => {
        items = [{ ...home, ...(body as object), line2: null, id: 'addr-9' }];
        return json(201, items[0]);
      },
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Add an Address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Asha Rao');
    await user.type(within(dialog).getByLabelText('Mobile number'), '+91 98765 43210');
    await user.type(within(dialog).getByLabelText('House, building and street'), '12 MG Road');
    await user.type(within(dialog).getByLabelText('City'), 'Pune');
    await user.click(within(dialog).getByRole('combobox', { name: 'State or UT' }));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.type(within(dialog).getByLabelText('PIN code'), '411001');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Asha Rao',
      phone: '9876543210',
      line1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    expect(await screen.findByRole('article', { name: 'Asha Rao, 12 MG Road' })).toHaveTextContent(
      '+91 98765 43210',
    );
    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
  });

  it('deletes an address only after confirming, and sets another as default', async () => {
    const api = stubFetch({
      [`GET ${ADDRESSES}`]: json(200, { items: [home, office] }),
      [`DELETE ${ADDRESSES}/addr-2`]: json(204),
      [`PATCH ${ADDRESSES}/addr-2`]: json(200, { ...office, isDefault: true }),
    });
    const { user } = renderAccount();
    const card = await screen.findByRole('article', { name: 'Asha Rao, 4 FC Road' });
    expect(
      within(screen.getByRole('article', { name: 'Asha Rao, 12 MG Road' })).getByText('Default'),
    );

    await user.click(within(card).getByRole('button', { name: /^Set as default/ }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: `${ADDRESSES}/addr-2`,
        body: { isDefault: true },
      }),
    );

    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep It' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete Address',
      }),
    );
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'DELETE',
        path: `${ADDRESSES}/addr-2`,
        body: undefined,
      }),
    );
    expect(await screen.findByText('Address deleted.')).toBeInTheDocument();
  });

  it('changes the password and says other devices were signed out', async () => {
    const api = stubFetch({
      [`GET ${ADDRESSES}`]: json(200, { items: [] }),
      'POST /api/auth/password/change': json(204),
    });
    const { user } = renderAccount();
    await user.type(screen.getByLabelText('Current password'), 'Lotus-Kajal-42');
    await user.type(screen.getByLabelText('New password'), 'Marigold-Sari-77');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('You have been signed out on your other devices.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/password/change',
      body: { currentPassword: 'Lotus-Kajal-42', newPassword: 'Marigold-Sari-77' },
    });
  });

  it('shows a wrong current password under its field', async () => {
    const wrong = 'Your current password is not correct.';
    stubFetch({
      [`GET ${ADDRESSES}`]: json(200, { items: [] }),
      'POST /api/auth/password/change': problem(400, wrong, [
        { path: 'currentPassword', message: wrong },
      ]),
    });
    const { user } = renderAccount();
    await user.type(screen.getByLabelText('Current password'), 'nope-nope-nope');
    await user.type(screen.getByLabelText('New password'), 'Marigold-Sari-77');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(wrong),
    );
  });

  it('renames the account and updates the signed-in name', async () => {
    stubFetch({
      [`GET ${ADDRESSES}`]: json(200, { items: [] }),
      'PATCH /api/store/account/profile': ({ body }) => {
        const session = sessionFor('customer');
        return json(200, { ...session, user: { ...session.user, ...(body as object) } });
      },
    });
    const { user } = renderAccount();
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue('Test customer');
    expect(screen.getByText('customer@angle.example')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(useAuthStore.getState().currentUser?.name).toBe('Asha Rao'));
  });

  it('forgets an ended session when the API answers 401', async () => {
    stubFetch({
      [`GET ${ADDRESSES}`]: problem(401, 'Your session has ended. Please sign in again.'),
    });
    renderAccount();
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });
});
