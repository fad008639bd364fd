// Which shade or size the product page shows (issue #18): the one named by `?shade=` (its slug
// or id, issue #37) or the older `?variant=` (an id), else the default; and which variant each
// choice of the picker leads to.
import type { ProductDetail, ProductSummary, Variant } from '../../../domain/schemas/catalog';

type Variants = Pick<ProductDetail, 'variants' | 'defaultVariantId'>;

/** The variant in the URL, or the product's default when the URL names none or an unknown one. */
export function selectedVariantOf(
  product: Variants,
  variantId: string | null,
): Variant | undefined {
  const { variants } = product;
  const wanted = variantId?.toLowerCase();
  return (
    variants.find((v) => v.id === variantId) ??
    (wanted ? variants.find((v) => v.slug !== '' && v.slug === wanted) : undefined) ??
    variants.find((v) => v.id === product.defaultVariantId) ??
    variants[0]
  );
}

/**
 * The variant a choice leads to: `value` for option `optionIndex`, keeping the other options as
 * they are when that combination exists (Red in 50 ml → Nude in 50 ml), else the first variant
 * with that value.
 */
export function variantForChoice(
  variants: readonly Variant[],
  current: Variant,
  optionIndex: number,
  value: string,
): Variant | undefined {
  const matches = variants.filter((v) => v.options[optionIndex] === value);
  return (
    matches.find((v) => v.options.every((o, i) => i === optionIndex || o === current.options[i])) ??
    matches[0]
  );
}

/** What the card's and the wishlist's button says for a product with several variants: the
 * shopper chooses on the product page, nothing is picked for them. */
export function chooseLabelOf(product: Pick<ProductSummary, 'swatchCount' | 'optionName'>): string {
  if (product.swatchCount > 0) return 'Choose shade';
  const name = product.optionName?.trim().toLowerCase();
  return name ? `Choose ${name}` : 'Choose option';
}

/** What `?shade=` says for a variant: its slug, or its id when it has none. */
export const shadeParamOf = (variant: Pick<Variant, 'id' | 'slug'>) => variant.slug || variant.id;

export const hasChoices = (product: Pick<ProductSummary, 'variantCount'>) =>
  product.variantCount > 1;
