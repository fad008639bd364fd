// /api/vendor/products/{id}/images: upload (multipart), reorder with alt texts, delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  PRODUCT_LIMITS,
  ProductImagesUpdateSchema,
  VendorProductSchema,
} from '../../../domain/schemas/vendor-products';
import { vendorIdOf } from '../../plugins/auth-guard';
import { registerUploads } from '../../plugins/uploads';
import { readSingleUpload } from '../media/read-upload';
import { findOwnedProduct } from './product-dto';
import { addProductImage, deleteProductImage, updateProductImages } from './product-images';
import { ProductIdParams, guarded } from './route-schemas';

export async function imageRoutes(app: FastifyInstance) {
  await registerUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.post(
    '/api/vendor/products/:id/images',
    {
      config: { allowMultipart: true },
      schema: {
        tags,
        summary:
          'Add an image (multipart field "file", optional "alt"): JPEG, PNG, WebP or AVIF up to 5 MB, stored as WebP without metadata',
        consumes: ['multipart/form-data'],
        params: ProductIdParams,
        response: {
          201: VendorProductSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          413: ProblemSchema,
          415: ProblemSchema,
          422: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(request);
      // Ownership first: another vendor's id is refused before a byte of the file is read.
      await findOwnedProduct(db, vendorId, request.params.id);
      const upload = await readSingleUpload(request, {
        maxBytes: PRODUCT_LIMITS.imageBytes,
        what: 'image',
      });
      const product = await addProductImage(
        db,
        app.config.uploadsDir,
        vendorId,
        request.params.id,
        upload,
      );
      return reply.code(201).send(product);
    },
  );

  api.patch(
    '/api/vendor/products/:id/images',
    {
      schema: {
        tags,
        summary: "Reorder a product's images and set their alt texts (list every image once)",
        params: ProductIdParams,
        body: ProductImagesUpdateSchema,
        response: { 200: VendorProductSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) =>
      updateProductImages(db, vendorIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/vendor/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove an image from a product',
        params: ProductIdParams.extend({ imageId: z.string().min(1).max(100) }),
        response: { 200: VendorProductSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) =>
      deleteProductImage(
        db,
        app.config.uploadsDir,
        vendorIdOf(request),
        request.params.id,
        request.params.imageId,
      ),
  );
}
