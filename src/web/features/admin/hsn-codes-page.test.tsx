import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HsnCodeList } from '../../../domain/schemas/tax-invoices';
import { Toaster } from '../../components/ui/toast';
import { json, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { AdminHsnCodesPage } from './hsn-codes-page';

const CODES: HsnCodeList = {
  codes: [
    { category: 'hair', subcategory: '', hsnCode: '3305', rate: 18 },
    { category: 'hair', subcategory: 'shampoo', hsnCode: '3305', rate: 5 },
    { category: 'makeup', subcategory: '', hsnCode: '3304', rate: 18 },
  ],
};

describe('the HSN codes page', () => {
  it('lists each category’s code and rate, and edits one, checking the code first', async () => {
    useAuthStore.getState().setSession(sessionFor('admin'));
    let codes = CODES;
    const api = stubFetch({
      'GET /api/admin/hsn-codes': () => json(200, codes),
      'PUT /api/admin/hsn-codes': ({ body }) => {
        const b = body as HsnCodeList['codes'][number];
        codes = {
          codes: codes.codes.map((c) =>
            c.category === b.category && c.subcategory === b.subcategory ? { ...c, ...b } : c,
          ),
        };
        return json(200, codes);
      },
    });
    const { user } = renderWithRouter(
      <>
        <AdminHsnCodesPage />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'HSN Codes and GST' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('hsn-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Hair330518%Edit',
      'Hair › Shampoo33055%Edit',
      'Makeup330418%Edit',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Edit Hair › Shampoo' }));
    const dialog = await screen.findByRole('dialog', { name: 'HSN code for Hair › Shampoo' });
    fireEvent.change(within(dialog).getByLabelText('HSN code'), { target: { value: '33X5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Code' }));
    expect(
      await within(dialog).findByText('Enter a 4, 6 or 8-digit HSN code.'),
    ).toBeInTheDocument();
    expect(api.requests().filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('HSN code'), { target: { value: '330510' } });
    await user.selectOptions(within(dialog).getByLabelText('GST rate'), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Save Code' }));
    expect(await screen.findByText('Hair › Shampoo: HSN 330510 at 18% saved.')).toBeInTheDocument();
    expect(api.requests().filter((c) => c.method === 'PUT')[0]!.body).toEqual({
      category: 'hair',
      subcategory: 'shampoo',
      hsnCode: '330510',
      rate: 18,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByTestId('hsn-row')[1]).toHaveTextContent(
      'Hair › Shampoo33051018%',
    );
  });
});
