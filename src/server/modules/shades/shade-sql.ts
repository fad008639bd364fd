// The pieces every shade query shares (issue #37): how a variant reaches its product and the
// product its vendor, and the shade's name as shoppers read it ("Ruby · 4 g").
import { eq, sql } from 'drizzle-orm';
import { productVariants, products, vendors } from '../../db/schema';

/** Join condition: the variant's product. */
export const variantProduct = eq(products.id, productVariants.productId);
/** Join condition: the product's vendor. */
export const productVendor = eq(vendors.userId, products.vendorId);
/** The shade's options joined by a middle dot, the second left out when empty. */
export const shadeLabel = sql<string>`concat_ws(' · ', ${productVariants.option1}, ${productVariants.option2})`;
