// How the isolation test aims each /api/vendor/promotions route with an id at another vendor's
// offer (src/server/test/route-table.ts explains the scheme): all are simply not found.
import type { IsolationModule } from '../../test/route-table';
import { createPromotion } from './promotions';

export const vendorPromotionsIsolation: IsolationModule = {
  name: 'vendor promotions',
  async seed(t, ownerUserId) {
    const promotion = await createPromotion(
      t.database.db,
      { role: 'vendor', vendorId: ownerUserId },
      {
        name: 'Owner’s 10% off',
        kind: 'percent',
        percentOff: 10,
        scope: 'vendors',
        scopeIds: [ownerUserId],
      },
    );
    return { vendorPromotionId: promotion.id };
  },
  cases: [
    { route: 'GET /api/vendor/promotions/:id', params: (ids) => ({ id: ids.vendorPromotionId! }) },
    {
      route: 'PATCH /api/vendor/promotions/:id',
      params: (ids) => ({ id: ids.vendorPromotionId! }),
      request: () => ({
        payload: {
          name: 'Taken over',
          kind: 'percent',
          percentOff: 90,
          scope: 'vendors',
          scopeIds: ['x'],
        },
      }),
    },
    {
      route: 'POST /api/vendor/promotions/:id/pause',
      params: (ids) => ({ id: ids.vendorPromotionId! }),
    },
    {
      route: 'POST /api/vendor/promotions/:id/resume',
      params: (ids) => ({ id: ids.vendorPromotionId! }),
    },
    {
      route: 'POST /api/vendor/promotions/:id/end',
      params: (ids) => ({ id: ids.vendorPromotionId! }),
    },
  ],
};
