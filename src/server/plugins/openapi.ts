// The OpenAPI document is generated from the routes' zod schemas; nothing is written by hand.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Angle API',
        description:
          'The JSON API of Angle, a multi-vendor beauty store. Amounts are rupees; errors are application/problem+json (RFC 9457).',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'system', description: 'Health and documentation' },
        { name: 'store', description: 'Shoppers: catalogue, cart, orders' },
        { name: 'auth', description: 'Sign-up, sign-in and sessions' },
        { name: 'vendor', description: "A vendor's own business" },
        { name: 'admin', description: 'Running the marketplace' },
        { name: 'payments', description: 'Payment gateways’ signed notifications' },
        { name: 'shipping', description: 'Carriers’ tracking notifications' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles on its own elements; allow them on the docs page only.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
