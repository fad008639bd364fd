// /api/vendor/products/{id}/images: upload (multipart), reorder with alt texts, delete; and
// /api/vendor/image-uploads: a picture for a product not saved yet (issue #37).
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  ImageUploadSchema,
  PRODUCT_LIMITS,
  ProductImagesUpdateSchema,
  VendorProductSchema,
} from '../../../domain/schemas/vendor-products';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { readSingleUpload } from '../media/read-upload';
import { stageImageUpload } from './image-uploads';
import { findOwnedProduct } from './product-dto';
import { addProductImage, deleteProductImage, updateProductImages } from './product-images';

export const vendorImageRoutes = routeGroup('vendor-product-images', (routes, app) => {
  const { db } = app.database;

  routes.post(
    '/api/vendor/products/:id/images',
    {
      summary:
        'Add an image (multipart field "file", optional "alt"): JPEG, PNG, WebP or AVIF up to 5 MB, stored as WebP without metadata',
      upload: true,
      params: IdParamsSchema,
      response: { 201: VendorProductSchema },
      errors: [404, 409],
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(request);
      // Ownership first: another vendor's id is refused before a byte of the file is read.
      await findOwnedProduct(db, vendorId, request.params.id);
      const upload = await readSingleUpload(request, {
        maxBytes: PRODUCT_LIMITS.imageBytes,
        what: 'image',
      });
      const product = await addProductImage(db, app.media, vendorId, request.params.id, upload);
      return reply.code(201).send(product);
    },
  );

  routes.post(
    '/api/vendor/image-uploads',
    {
      summary:
        'Upload a picture for a new product before its first save (multipart field "file"; same rules as a product image); name it in the create request\'s images, within a day',
      upload: true,
      response: { 201: ImageUploadSchema },
      errors: [409],
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request, {
        maxBytes: PRODUCT_LIMITS.imageBytes,
        what: 'image',
      });
      const staged = await stageImageUpload(db, app.media, vendorIdOf(request), upload);
      return reply.code(201).send(staged);
    },
  );

  routes.patch(
    '/api/vendor/products/:id/images',
    {
      summary: "Reorder a product's images and set their alt texts (list every image once)",
      params: IdParamsSchema,
      body: ProductImagesUpdateSchema,
      response: { 200: VendorProductSchema },
      errors: [404],
    },
    async (request) =>
      updateProductImages(db, vendorIdOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/vendor/products/:id/images/:imageId',
    {
      summary: 'Remove an image from a product',
      params: IdParamsSchema.extend({ imageId: z.string().min(1).max(100) }),
      response: { 200: VendorProductSchema },
      errors: [404],
    },
    async (request) =>
      deleteProductImage(
        db,
        app.media,
        vendorIdOf(request),
        request.params.id,
        request.params.imageId,
      ),
  );
});
