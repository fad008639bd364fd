// The listing's beauty attributes (issue #18, decision 012): the `attributes` filter's tokens
// checked against the fixed lists and grouped (values of a group are alternatives, groups narrow
// each other), and the rows of the attribute facet turned into the panel's groups.
import {
  ATTRIBUTE_GROUPS,
  ATTRIBUTE_GROUP_LABELS,
  ATTRIBUTE_VALUES,
  parseAttributeToken,
  type AttributeGroup,
} from '../../../domain/attributes';
import type { AttributeFacet } from '../../../domain/schemas/catalog';
import { AppError } from '../../errors';

export interface KnownAttribute {
  token: string;
  group: AttributeGroup;
  groupLabel: string;
  value: string;
  label: string;
}

/** Where a token stands in the panel: its group's place, then its value's place in the group. */
function rankOf(group: AttributeGroup, value: string): number {
  const values = Object.keys(ATTRIBUTE_VALUES[group]);
  return ATTRIBUTE_GROUPS.indexOf(group) * 1000 + values.indexOf(value);
}

/** Each token of the fixed lists met so far, parsed and ranked once: every listing's facets sort
 * the catalogue's tokens, which parsing and ranking again on each comparison made a tenth of a
 * search's allocations (issue #35). Only tokens of the lists are kept, so it stays bounded. */
const KNOWN = new Map<string, { attribute: KnownAttribute; rank: number }>();

function known(token: string) {
  let found = KNOWN.get(token);
  if (!found) {
    const parsed = parseAttributeToken(token);
    if (!parsed) return null;
    found = {
      attribute: { token, ...parsed, groupLabel: ATTRIBUTE_GROUP_LABELS[parsed.group] },
      rank: rankOf(parsed.group, parsed.value),
    };
    KNOWN.set(token, found);
  }
  return found;
}

/** The tokens that are in the fixed lists, once each, in the lists' order. */
export function knownAttributes(tokens: readonly string[]): KnownAttribute[] {
  const found = new Map<string, { attribute: KnownAttribute; rank: number }>();
  for (const token of tokens) {
    if (found.has(token)) continue;
    const k = known(token);
    if (k) found.set(token, k);
  }
  return [...found.values()].sort((a, b) => a.rank - b.rank).map((k) => k.attribute);
}

/**
 * The filter's tokens by group, groups and tokens in the lists' order (so two spellings of one
 * filter share their cached facets). An unknown token is a 400 with a field error: the shopper
 * followed a stale link, and an empty listing would not tell them why.
 */
export function attributeFilterOf(tokens: readonly string[] | undefined) {
  const unknown = (tokens ?? []).filter((token) => !parseAttributeToken(token));
  if (unknown.length > 0) {
    const message = `${unknown.map((t) => `“${t}”`).join(', ')} ${
      unknown.length === 1 ? 'is not an attribute' : 'are not attributes'
    } of the catalogue.`;
    throw new AppError('invalid', message, [
      { path: 'attributes', message, location: 'querystring' },
    ]);
  }
  const groups = new Map<AttributeGroup, string[]>();
  for (const a of knownAttributes(tokens ?? [])) {
    groups.set(a.group, [...(groups.get(a.group) ?? []), a.token]);
  }
  return groups;
}

/** The attribute facet's rows (token and count) as the panel's groups; empty ones left out. */
export function attributeFacetsOf(rows: { token: string; count: number }[]): AttributeFacet[] {
  const counts = new Map(rows.filter((r) => r.count > 0).map((r) => [r.token, r.count]));
  const facets: AttributeFacet[] = [];
  for (const a of knownAttributes([...counts.keys()])) {
    let facet = facets.at(-1);
    if (facet?.group !== a.group) {
      facet = { group: a.group, label: a.groupLabel, values: [] };
      facets.push(facet);
    }
    facet.values.push({ value: a.token, label: a.label, count: counts.get(a.token)! });
  }
  return facets;
}
