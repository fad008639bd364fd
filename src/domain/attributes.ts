// Beauty attributes (issue #18): the fixed lists a vendor chooses from per category, and the
// shopper filters by. A product stores them as tokens `group:value` (products.attributes, a text
// array with a GIN index), so one `&&`/`@>` test per group filters and one unnest counts facets.
import type { Category } from './catalog';

export const ATTRIBUTE_GROUPS = [
  'skin-type',
  'hair-type',
  'concern',
  'finish',
  'shade-family',
  'free-from',
] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

export const ATTRIBUTE_GROUP_LABELS: Record<AttributeGroup, string> = {
  'skin-type': 'Skin type',
  'hair-type': 'Hair type',
  concern: 'Concern',
  finish: 'Finish',
  'shade-family': 'Shade family',
  'free-from': 'Free from & ethics',
};

/** Every group's values and their labels, in the order a panel lists them. */
export const ATTRIBUTE_VALUES: Record<AttributeGroup, Record<string, string>> = {
  'skin-type': {
    oily: 'Oily',
    dry: 'Dry',
    combination: 'Combination',
    normal: 'Normal',
    sensitive: 'Sensitive',
  },
  'hair-type': {
    straight: 'Straight',
    wavy: 'Wavy',
    curly: 'Curly',
    'colour-treated': 'Colour-treated',
    fine: 'Fine',
  },
  concern: {
    acne: 'Acne & blemishes',
    pigmentation: 'Pigmentation',
    dryness: 'Dryness',
    dullness: 'Dullness',
    ageing: 'Fine lines & ageing',
    'dark-circles': 'Dark circles',
    'sun-protection': 'Sun protection',
    frizz: 'Frizz',
    'hair-fall': 'Hair fall',
    dandruff: 'Dandruff',
    'body-odour': 'Body odour',
  },
  finish: {
    matte: 'Matte',
    dewy: 'Dewy',
    satin: 'Satin',
    natural: 'Natural',
    shimmer: 'Shimmer',
    glossy: 'Glossy',
  },
  'shade-family': {
    nude: 'Nude',
    red: 'Red',
    pink: 'Pink',
    berry: 'Berry',
    coral: 'Coral',
    brown: 'Brown',
    black: 'Black',
    fair: 'Fair',
    medium: 'Medium',
    deep: 'Deep',
  },
  'free-from': {
    'paraben-free': 'Paraben-free',
    'fragrance-free': 'Fragrance-free',
    'sulphate-free': 'Sulphate-free',
    'alcohol-free': 'Alcohol-free',
    'cruelty-free': 'Cruelty-free',
    vegan: 'Vegan',
  },
};

/** Which groups a vendor may use for a product of each category. */
export const CATEGORY_ATTRIBUTE_GROUPS: Record<Category, readonly AttributeGroup[]> = {
  makeup: ['skin-type', 'finish', 'shade-family', 'free-from'],
  skin: ['skin-type', 'concern', 'free-from'],
  hair: ['hair-type', 'concern', 'free-from'],
  'personal-care': ['skin-type', 'concern', 'free-from'],
  appliances: ['hair-type'],
};

/** At most this many attribute tokens on one product. */
export const MAX_PRODUCT_ATTRIBUTES = 20;

export function attributeToken(group: AttributeGroup, value: string): string {
  return `${group}:${value}`;
}

export function isAttributeGroup(value: string): value is AttributeGroup {
  return (ATTRIBUTE_GROUPS as readonly string[]).includes(value);
}

/** Splits `group:value`; null when the token is not in the fixed lists. */
export function parseAttributeToken(
  token: string,
): { group: AttributeGroup; value: string; label: string } | null {
  const at = token.indexOf(':');
  if (at < 1) return null;
  const group = token.slice(0, at);
  const value = token.slice(at + 1);
  if (!isAttributeGroup(group)) return null;
  // Own keys only: "constructor" or "toString" are not values of a list (Object.prototype's).
  const values = ATTRIBUTE_VALUES[group];
  const label = Object.hasOwn(values, value) ? values[value] : undefined;
  return label ? { group, value, label } : null;
}

/** The message for a token that is unknown or not allowed for the category; null when fine. */
export function attributeTokenProblem(token: string, category: Category): string | null {
  const parsed = parseAttributeToken(token);
  if (!parsed) return `“${token}” is not one of the attribute lists.`;
  if (!CATEGORY_ATTRIBUTE_GROUPS[category].includes(parsed.group)) {
    return `${ATTRIBUTE_GROUP_LABELS[parsed.group]} does not apply to this category.`;
  }
  return null;
}

/** The groups a text search reads (issue #37): the facts a product page lists. Shade family is
 * left out: shades are named on the product, and words such as "fair" would mislead a search. */
export const SEARCHABLE_ATTRIBUTE_GROUPS: readonly AttributeGroup[] = [
  'skin-type',
  'hair-type',
  'concern',
  'finish',
  'free-from',
];

const SEARCH_NOUNS: Partial<Record<AttributeGroup, string>> = {
  'skin-type': 'skin',
  'hair-type': 'hair',
  finish: 'finish',
};

/**
 * The words a search finds a product by for one attribute: its label, with the group's noun
 * when the label alone is an adjective ("oily skin", "matte finish"), and hyphens also as spaces
 * ("paraben-free paraben free"). Null for tokens outside the searchable groups. Migration 0024's
 * angle_facts_text holds the same phrases (a test checks that they agree).
 */
export function attributeSearchPhrase(token: string): string | null {
  const parsed = parseAttributeToken(token);
  if (!parsed || !SEARCHABLE_ATTRIBUTE_GROUPS.includes(parsed.group)) return null;
  const noun = SEARCH_NOUNS[parsed.group];
  const label = parsed.label.toLowerCase().replace(/\s*&\s*/g, ' ');
  const phrase = noun ? `${label} ${noun}` : label;
  return phrase.includes('-') ? `${phrase} ${phrase.replace(/-/g, ' ')}` : phrase;
}
