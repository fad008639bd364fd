import { StoreInfoSchema } from '../../../domain/settings';
import { routeGroup } from '../../http/route-group';
import { readStoreInfo } from './store-settings';

export const storeInfoRoutes = routeGroup('store-info', (routes, app) => {
  routes.get(
    '/api/store/info',
    {
      summary: "The store's contact details and delivery terms",
      response: { 200: StoreInfoSchema },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return readStoreInfo(app.database.db);
    },
  );
});
