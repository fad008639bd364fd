import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StoreInfoSchema } from '../../../domain/settings';
import { readStoreInfo } from './store-settings';

export async function storeInfoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/store/info',
    {
      schema: {
        tags: ['store'],
        summary: "The store's contact details and delivery terms",
        response: { 200: StoreInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return readStoreInfo(app.database.db);
    },
  );
}
