// Issue #37: back-in-stock alerts per shade, similar shades across brands and the shade finder.
import { z } from 'zod';
import { EmailSchema } from './auth';

const VariantIdSchema = z.string().min(1).max(100);

/** "Notify me": a signed-in customer's account address, or a visitor's `email`. */
export const StockAlertInputSchema = z
  .object({ variantId: VariantIdSchema, email: EmailSchema.optional() })
  .strict();
export type StockAlertInput = z.infer<typeof StockAlertInputSchema>;

/** `subscribed`: mailed once when back; `confirm`: a visitor must open the mailed link first. */
export const StockAlertResultSchema = z.object({
  status: z.enum(['subscribed', 'confirm']),
  message: z.string(),
});
export type StockAlertResult = z.infer<typeof StockAlertResultSchema>;

/** Any text up to 200 characters: a link a mail client cut short is answered as a link that is
 * not valid (404 with the page's own message), not as a malformed request. */
export const StockAlertConfirmSchema = z.object({ token: z.string().max(200) }).strict();

export const StockAlertConfirmedSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  shade: z.string(),
  message: z.string(),
});
export type StockAlertConfirmed = z.infer<typeof StockAlertConfirmedSchema>;

/** The vendor's view: how many shoppers wait for each shade (confirmed, not yet mailed). */
export const VendorStockAlertsSchema = z.object({
  items: z.array(
    z.object({
      variantId: z.string(),
      label: z.string(),
      stockQuantity: z.number(),
      waiting: z.number(),
    }),
  ),
});
export type VendorStockAlerts = z.infer<typeof VendorStockAlertsSchema>;

export const SimilarShadesQuerySchema = z.object({ variant: VariantIdSchema }).strict();

/** A published, in-stock shade of another brand, nearest first. */
export const SimilarShadeSchema = z
  .object({
    productId: z.string(),
    productName: z.string(),
    vendorName: z.string(),
    variantId: z.string(),
    shade: z.string(),
    /** For the link: `/products/{productId}?shade={shadeSlug}`. */
    shadeSlug: z.string(),
    swatchHex: z.string(),
    price: z.number(),
    image: z.string().nullable(),
    /** CIEDE2000 to the chosen shade, 2 decimals. */
    deltaE: z.number(),
    /** "very close" under 2, "close" under 5, else null (not shown). */
    closeness: z.enum(['very close', 'close']).nullable(),
  })
  .meta({ id: 'SimilarShade' });
export type SimilarShade = z.infer<typeof SimilarShadeSchema>;

export const SimilarShadesSchema = z.object({
  /** The shade asked about. */
  shade: z.object({ variantId: z.string(), label: z.string(), swatchHex: z.string() }),
  items: z.array(SimilarShadeSchema),
});
export type SimilarShades = z.infer<typeof SimilarShadesSchema>;

/** The finder's first step: the brands with published shades. */
export const ShadeBrandsSchema = z.object({
  items: z.array(z.object({ slug: z.string(), name: z.string(), products: z.number() })),
});
export type ShadeBrands = z.infer<typeof ShadeBrandsSchema>;

export const ShadeProductsQuerySchema = z.object({ vendor: z.string().min(1).max(100) }).strict();

/** The finder's second and third steps: a brand's products with their shades. */
export const ShadeProductsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subcategory: z.string().nullable(),
      shades: z.array(
        z.object({ variantId: z.string(), label: z.string(), swatchHex: z.string() }),
      ),
    }),
  ),
});
export type ShadeProducts = z.infer<typeof ShadeProductsSchema>;
