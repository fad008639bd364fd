// How the isolation test aims each /api/vendor/products route with an id at another vendor's
// objects (src/server/test/route-table.ts explains the scheme).
import sharp from 'sharp';
import { productImages } from '../../db/schema';
import { multipart } from '../../test/multipart';
import type { IsolationModule } from '../../test/route-table';
import { createProduct, updateProduct } from './products';

const validEdit = {
  name: 'Renamed by someone else',
  description: 'Changed',
  category: 'skin',
  subcategory: null,
  tags: [],
  price: 1,
  originalPrice: null,
  isOnSale: false,
  isNew: false,
  stockQuantity: 0,
  lowStockThreshold: 0,
  status: 'unpublished',
};

export const vendorCatalogIsolation: IsolationModule = {
  name: 'vendor catalogue',
  async seed(t, ownerUserId) {
    const product = await createProduct(t.database.db, ownerUserId, {
      name: 'Owner’s Saffron Serum',
      options: [{ name: 'Size', kind: 'other' }],
      variants: [
        { sku: 'OWN-15', options: ['15 ml'], price: 899, stockQuantity: 12 },
        { sku: 'OWN-30', options: ['30 ml'], price: 1499, stockQuantity: 6 },
      ],
      description: 'Belongs to the owner.',
      category: 'skin',
      subcategory: 'face',
      tags: ['saffron'],
      price: 899,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 12,
      lowStockThreshold: 3,
      status: 'draft',
    });
    const [image] = await t.database.db
      .insert(productImages)
      .values({
        productId: product.id,
        position: 1,
        storageKey: `products/${product.id}/isolation`,
        width: 960,
        height: 960,
        alt: 'Owner’s image',
      })
      .returning();
    await updateProduct(t.database.db, ownerUserId, product.id, { status: 'published' });
    return { productId: product.id, imageId: image!.id, variantId: product.variants[0]!.id };
  },
  cases: [
    { route: 'GET /api/vendor/products/:id', params: (ids) => ({ id: ids.productId! }) },
    // Issue #37: the shoppers waiting per shade (modules/shades/vendor-routes.ts).
    {
      route: 'GET /api/vendor/products/:id/stock-alerts',
      params: (ids) => ({ id: ids.productId! }),
    },
    {
      route: 'PATCH /api/vendor/products/:id',
      params: (ids) => ({ id: ids.productId! }),
      request: () => ({ payload: validEdit }),
    },
    {
      // The owner's variants by their own ids: still the owner's product, still not found.
      route: 'PATCH /api/vendor/products/:id',
      params: (ids) => ({ id: ids.productId! }),
      request: (ids) => ({
        payload: {
          variants: [
            { id: ids.variantId!, sku: 'OWN-15', options: ['15 ml'], price: 1, stockQuantity: 0 },
          ],
        },
      }),
    },
    { route: 'DELETE /api/vendor/products/:id', params: (ids) => ({ id: ids.productId! }) },
    {
      route: 'POST /api/vendor/products/:id/duplicate',
      params: (ids) => ({ id: ids.productId! }),
    },
    {
      route: 'POST /api/vendor/products/:id/images',
      params: (ids) => ({ id: ids.productId! }),
      request: async () => {
        const png = await sharp({
          create: { width: 300, height: 300, channels: 3, background: '#c06c84' },
        })
          .png()
          .toBuffer();
        return multipart({ filename: 'mine.png', contentType: 'image/png', data: png });
      },
    },
    {
      route: 'PATCH /api/vendor/products/:id/images',
      params: (ids) => ({ id: ids.productId! }),
      request: (ids) => ({ payload: { images: [{ id: ids.imageId!, alt: 'Taken over' }] } }),
    },
    {
      route: 'DELETE /api/vendor/products/:id/images/:imageId',
      params: (ids) => ({ id: ids.productId!, imageId: ids.imageId! }),
    },
  ],
};
