// The attribute tokens the bench's generated products carry (bench/generate.ts), and which the
// bench's shoppers filter by (bench/scenarios.ts).
import type { Category } from '../src/domain/catalog';

/** Attribute tokens a product of each category may carry (domain/attributes.ts). */
export const ATTRIBUTES: Record<Category, readonly string[]> = {
  makeup: [
    'skin-type:oily',
    'skin-type:dry',
    'finish:matte',
    'finish:dewy',
    'finish:satin',
    'shade-family:nude',
    'shade-family:red',
    'shade-family:pink',
    'free-from:paraben-free',
    'free-from:vegan',
  ],
  skin: [
    'skin-type:oily',
    'skin-type:dry',
    'skin-type:combination',
    'skin-type:sensitive',
    'concern:acne',
    'concern:pigmentation',
    'concern:dryness',
    'concern:sun-protection',
    'free-from:fragrance-free',
    'free-from:cruelty-free',
  ],
  hair: [
    'hair-type:straight',
    'hair-type:wavy',
    'hair-type:curly',
    'concern:frizz',
    'concern:hair-fall',
    'concern:dandruff',
    'free-from:sulphate-free',
    'free-from:paraben-free',
  ],
  'personal-care': [
    'skin-type:sensitive',
    'skin-type:normal',
    'concern:body-odour',
    'free-from:alcohol-free',
    'free-from:vegan',
    'free-from:cruelty-free',
  ],
  appliances: ['hair-type:straight', 'hair-type:wavy', 'hair-type:curly', 'hair-type:fine'],
};
