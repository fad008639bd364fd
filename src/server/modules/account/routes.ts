// /api/store/account: a signed-in customer's profile and saved addresses. The prefix's guard
// (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import { z } from 'zod';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressPatchSchema,
  AddressSchema,
} from '../../../domain/schemas/address';
import { AuthSessionSchema, ProfileUpdateSchema } from '../../../domain/schemas/auth';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { renameAccount } from './profile';

export const accountRoutes = routeGroup('account', (routes, app) => {
  const { db } = app.database;

  routes.patch(
    '/api/store/account/profile',
    {
      summary: "Change the signed-in customer's name",
      body: ProfileUpdateSchema,
      response: { 200: AuthSessionSchema },
    },
    async (request) => renameAccount(db, actorOf(request).userId, request.body.name),
  );

  routes.get(
    '/api/store/account/addresses',
    {
      summary: 'Saved delivery addresses, the default first',
      response: { 200: AddressListSchema },
    },
    async (request) => ({ items: await listAddresses(db, actorOf(request).userId) }),
  );

  routes.post(
    '/api/store/account/addresses',
    {
      summary: 'Save a delivery address (the first one becomes the default)',
      body: AddressInputSchema,
      response: { 201: AddressSchema },
      errors: [409],
    },
    async (request, reply) => {
      const address = await createAddress(db, actorOf(request).userId, request.body);
      return reply.code(201).send(address);
    },
  );

  routes.patch(
    '/api/store/account/addresses/:id',
    {
      summary: 'Edit a saved address, or make it the default',
      params: IdParamsSchema,
      body: AddressPatchSchema,
      response: { 200: AddressSchema },
      errors: [404],
    },
    async (request) => updateAddress(db, actorOf(request).userId, request.params.id, request.body),
  );

  routes.delete(
    '/api/store/account/addresses/:id',
    {
      summary: 'Delete a saved address',
      params: IdParamsSchema,
      response: { 204: z.null() },
      errors: [404],
    },
    async (request, reply) => {
      await deleteAddress(db, actorOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
});
