import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReturn, Return } from '../../../domain/schemas/returns';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { OrderReturns } from './order-returns';

const base: Return = {
  id: 'ret-1',
  orderId: 'ord-1',
  orderNumber: 'ANG-2611-ABC123',
  groupId: 'grp-1',
  vendorName: 'Kumkumadi Naturals',
  customerName: 'Kavya Menon',
  paymentMethod: 'cod',
  status: 'received',
  reason: 'wrong-shade',
  note: 'Darker than the swatch.',
  photos: [],
  items: [
    {
      itemId: 'item-ruby',
      productName: 'Velvet Matte Lipstick',
      variantLabel: 'Ruby',
      swatchHex: '#9b1b30',
      quantity: 1,
      restocked: true,
    },
  ],
  payoutTo: 'ka•••••@okaxis',
  pickup: 'Friday, 10–1',
  rejectReason: null,
  estimate: { amount: 699, shipping: 0 },
  refund: null,
  events: [],
  nextStatuses: [],
  canRefund: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const full: AdminReturn = {
  ...base,
  payoutDetails: { method: 'upi', upiId: 'kavya.menon@okaxis' },
};
const refunded: AdminReturn = {
  ...full,
  status: 'refunded',
  canRefund: false,
  refund: {
    id: 'rf-1',
    status: 'refunded',
    method: 'upi',
    reference: 'UPI-4125987',
    amount: 699,
    shipping: 0,
    commissionReversed: 69.9,
    refundedAt: '2026-11-21T10:00:00.000Z',
  },
};

const page = (items: Return[]) => json(200, { items, page: 1, limit: 100, total: items.length });

function renderPanel(routes: Parameters<typeof stubFetch>[0]) {
  useAuthStore.getState().setSession(sessionFor('admin'));
  const api = stubFetch(routes);
  const view = renderWithRouter(
    <>
      <OrderReturns orderId="ord-1" />
      <Toaster />
    </>,
    { initialEntries: ['/admin/orders/ord-1'] },
  );
  return { ...view, api };
}

describe('OrderReturns', () => {
  it('shows nothing for an order without returns', async () => {
    const { api } = renderPanel({ 'GET /api/admin/returns': page([]) });
    await waitFor(() => expect(api.requests()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Returns' })).not.toBeInTheDocument();
  });

  it('records a COD refund: the UPI ID in full in the dialog only, the reference’s error inline, one Idempotency-Key per attempt', async () => {
    let listed: Return[] = [base];
    const { user, api } = renderPanel({
      'GET /api/admin/returns': () => page(listed),
      'GET /api/admin/returns/ret-1': json(200, full),
      'POST /api/admin/returns/ret-1/refund': ({ body }) => {
        const { reference } = body as { reference: string };
        if (reference === 'DUP-1234') {
          return problem(422, 'Enter how you sent the money (UPI or bank transfer).', [
            { path: 'reference', message: 'This reference was used for another refund.' },
          ]);
        }
        listed = [refunded];
        return json(200, refunded);
      },
    });
    const item = await screen.findByTestId('admin-order-return');
    expect(item).toHaveTextContent('Velvet Matte Lipstick (Ruby) × 1 · back in stock');
    expect(item).toHaveTextContent('ka•••••@okaxis');
    expect(item).not.toHaveTextContent('kavya.menon@okaxis');

    await user.click(
      within(item).getByRole('button', {
        name: /^Refund ₹699… ?the return from Kumkumadi Naturals$/,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund ₹699 to Kavya Menon?' });
    expect(await within(dialog).findByTestId('refund-payout')).toHaveTextContent(
      'UPI ID kavya.menon@okaxis',
    );
    expect(within(dialog).getByLabelText('Sent by')).toHaveValue('upi');

    // Checked here as the server checks it, then the server's own field error.
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(
      await within(dialog).findByText('Enter the transfer’s reference (UTR or UPI reference).'),
    ).toBeVisible();
    const reference = within(dialog).getByLabelText('Transfer reference');
    await user.type(reference, 'DUP-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(
      await within(dialog).findByText('This reference was used for another refund.'),
    ).toBeVisible();
    expect(reference).toHaveAttribute('aria-invalid', 'true');

    await user.clear(reference);
    await user.type(reference, 'UPI-4125987');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('₹699 refunded by UPI (UPI-4125987)')).toBeVisible();

    const refunds = api.requests().filter((c) => c.method === 'POST');
    expect(refunds.map((c) => c.body)).toEqual([
      { method: 'upi', reference: 'DUP-1234' },
      { method: 'upi', reference: 'UPI-4125987' },
    ]);
    // A refused attempt is a new one: its key is not reused.
    const keys = refunds.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() =>
      expect(screen.getByTestId('admin-order-return')).toHaveTextContent(
        'Commission reversed ₹69.90',
      ),
    );
  });

  it('overturns a rejection and marks a return received with the lines chosen for stock', async () => {
    const rejected: Return = {
      ...base,
      status: 'rejected',
      rejectReason: 'Opened',
      canRefund: false,
      nextStatuses: ['approved'],
    };
    const pickedUp: Return = {
      ...base,
      id: 'ret-2',
      status: 'picked-up',
      canRefund: false,
      nextStatuses: ['received', 'rejected'],
      items: [
        { ...base.items[0]!, restocked: false },
        {
          ...base.items[0]!,
          itemId: 'item-nude',
          variantLabel: 'Nude Rose',
          restocked: false,
        },
      ],
    };
    const { user, api } = renderPanel({
      'GET /api/admin/returns': page([rejected, pickedUp]),
      'POST /api/admin/returns/ret-1/status': json(200, { ...full, status: 'approved' }),
      'POST /api/admin/returns/ret-2/status': json(200, { ...full, id: 'ret-2' }),
    });
    const [first, second] = await screen.findAllByTestId('admin-order-return');
    // Oldest first: the list answers newest first.
    expect(first).toHaveTextContent('Picked up');

    await user.click(within(second!).getByRole('button', { name: /^Overturn and Approve/ }));
    const approve = await screen.findByRole('dialog', { name: 'Approve this return' });
    await user.click(within(approve).getByRole('button', { name: 'Approve Return' }));
    expect(await within(approve).findByText('Enter the pickup details.')).toBeVisible();
    await user.type(within(approve).getByLabelText('Pickup details'), 'Friday, 10 to 1');
    await user.click(within(approve).getByRole('button', { name: 'Approve Return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(first!).getByRole('button', { name: /^Mark Received/ }));
    const received = await screen.findByRole('dialog', { name: 'Mark the return received' });
    await user.click(
      within(received).getByRole('checkbox', { name: 'Velvet Matte Lipstick (Nude Rose) × 1' }),
    );
    await user.click(within(received).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.requests().filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/returns/ret-1/status',
        body: { to: 'approved', pickup: 'Friday, 10 to 1' },
      },
      {
        method: 'POST',
        path: '/api/admin/returns/ret-2/status',
        body: { to: 'received', restock: ['item-ruby'] },
      },
    ]);
  });
});
