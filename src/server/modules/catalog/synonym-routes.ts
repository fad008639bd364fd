// Search synonyms (issue #37, decision 034): the admin's list, form and deletion under
// /api/admin/search-synonyms (each change audited), and the header search's suggestions.
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  SearchSynonymInputSchema,
  SearchSynonymListSchema,
  SearchSynonymSchema,
  SynonymSuggestQuerySchema,
} from '../../../domain/schemas/search-synonyms';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  suggestSynonyms,
  updateSynonym,
} from './search-synonyms';

const BASE = '/api/admin/search-synonyms';

export const adminSynonymRoutes = routeGroup('admin-search-synonyms', (routes, app) => {
  const { db } = app.database;

  routes.get(
    BASE,
    {
      summary: 'Every search synonym: a shopper’s word and the catalogue’s words for it',
      response: { 200: SearchSynonymListSchema },
    },
    async () => listSynonyms(db),
  );
  routes.post(
    BASE,
    {
      summary: 'Add a word and its synonyms (search finds either by the other)',
      body: SearchSynonymInputSchema,
      response: { 201: SearchSynonymSchema },
      errors: [409],
    },
    async (request, reply) => {
      reply.code(201);
      return createSynonym(db, actorOf(request).userId, request.body);
    },
  );
  routes.put(
    `${BASE}/:id`,
    {
      summary: 'Replace a word’s synonyms',
      params: IdParamsSchema,
      body: SearchSynonymInputSchema,
      response: { 200: SearchSynonymSchema },
      errors: [404, 409],
    },
    async (request) => updateSynonym(db, actorOf(request).userId, request.params.id, request.body),
  );
  routes.delete(
    `${BASE}/:id`,
    {
      summary: 'Remove a word and its synonyms',
      params: IdParamsSchema,
      response: { 204: z.null() },
      errors: [404],
    },
    async (request, reply) => {
      await deleteSynonym(db, actorOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
});

export const storeSynonymRoutes = routeGroup('store-search-synonyms', (routes, app) => {
  routes.get(
    '/api/store/search/synonyms',
    {
      summary: 'Synonyms whose word starts with q, for the header search’s suggestions (at most 3)',
      querystring: SynonymSuggestQuerySchema,
      response: { 200: SearchSynonymListSchema },
    },
    async (request) => suggestSynonyms(app.database, request.query.q),
  );
});
