// How the isolation walks aim each /api/vendor/payouts route with an id at another vendor's
// payout (src/server/test/route-table.ts explains the scheme): all are simply not found.
import { createAccount } from '../auth/test-accounts';
import type { IsolationModule } from '../../test/route-table';
import { seedPayout } from './test-ledger';

export const vendorPayoutsIsolation: IsolationModule = {
  name: 'vendor payouts',
  async seed(t, ownerUserId) {
    const customer = await createAccount(t.database, 'customer');
    const { payoutId, runId } = await seedPayout(t.database, ownerUserId, customer.userId);
    return { vendorPayoutId: payoutId, settlementRunId: runId };
  },
  cases: [
    { route: 'GET /api/vendor/payouts/:id', params: (ids) => ({ id: ids.vendorPayoutId! }) },
    {
      route: 'GET /api/vendor/payouts/:id/statement.csv',
      params: (ids) => ({ id: ids.vendorPayoutId! }),
    },
    {
      route: 'GET /api/vendor/payouts/:id/statement.pdf',
      params: (ids) => ({ id: ids.vendorPayoutId! }),
    },
  ],
};
