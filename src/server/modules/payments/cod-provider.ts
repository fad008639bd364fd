// Cash on delivery: nothing to take at checkout (the courier collects it, and moveGroup marks it
// paid once every shipment is delivered), no client confirmation, no webhook. A refund is money
// handed back outside Angle (cash, bank transfer), recorded as a 'manual' refund.
import { AppError } from '../../errors';
import type { PaymentProvider } from './provider';

export const codProvider: PaymentProvider = {
  method: 'cod',
  refundsAs: 'manual',

  start: async () => ({ method: 'cod' }),

  confirm: async () => {
    throw new AppError('unprocessable', 'Cash on delivery is paid to the courier on delivery.');
  },

  handleWebhook: async () => {
    throw new AppError('not_found', 'Cash on delivery has no webhook.');
  },

  refund: async (_ctx, _order, { refundId, amountPaise, reason, actorUserId }) => ({
    providerRefundId: `manual-${refundId}`,
    amountPaise,
    processed: true,
    raw: { reason, recordedBy: actorUserId },
  }),
};
