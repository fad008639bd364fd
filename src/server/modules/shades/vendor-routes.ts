// Issue #37, vendors' side: how many shoppers wait for each sold-out shade of a product.
import { IdParamsSchema } from '../../../domain/schemas/params';
import { VendorStockAlertsSchema } from '../../../domain/schemas/shades';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { vendorStockAlerts } from './stock-alerts';

export const vendorShadeRoutes = routeGroup('vendor-shades', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/products/:id/stock-alerts',
    {
      summary: 'How many shoppers wait to hear that each shade of the product is back',
      params: IdParamsSchema,
      response: { 200: VendorStockAlertsSchema },
      errors: [404],
    },
    async (request) => vendorStockAlerts(db, vendorIdOf(request), request.params.id),
  );
});
