// /api/store/account: a signed-in customer's profile and saved addresses. The prefix's guard
// (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressPatchSchema,
  AddressSchema,
} from '../../../domain/schemas/address';
import { AuthSessionSchema, ProfileUpdateSchema } from '../../../domain/schemas/auth';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { renameAccount } from './profile';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const IdParams = z.object({ id: z.string().min(1).max(100) });

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.patch(
    '/api/store/account/profile',
    {
      schema: {
        tags: ['store'],
        summary: "Change the signed-in customer's name",
        body: ProfileUpdateSchema,
        response: { 200: AuthSessionSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => renameAccount(db, actorOf(request).userId, request.body.name),
  );

  api.get(
    '/api/store/account/addresses',
    {
      schema: {
        tags: ['store'],
        summary: 'Saved delivery addresses, the default first',
        response: { 200: AddressListSchema, ...guarded },
      },
    },
    async (request) => ({ items: await listAddresses(db, actorOf(request).userId) }),
  );

  api.post(
    '/api/store/account/addresses',
    {
      schema: {
        tags: ['store'],
        summary: 'Save a delivery address (the first one becomes the default)',
        body: AddressInputSchema,
        response: { 201: AddressSchema, 400: ProblemSchema, 409: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const address = await createAddress(db, actorOf(request).userId, request.body);
      return reply.code(201).send(address);
    },
  );

  api.patch(
    '/api/store/account/addresses/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Edit a saved address, or make it the default',
        params: IdParams,
        body: AddressPatchSchema,
        response: { 200: AddressSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => updateAddress(db, actorOf(request).userId, request.params.id, request.body),
  );

  api.delete(
    '/api/store/account/addresses/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Delete a saved address',
        params: IdParams,
        response: { 204: z.null(), 404: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteAddress(db, actorOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
