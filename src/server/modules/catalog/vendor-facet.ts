// The brand facet's search (decision 012): the listing's facet shows the top brands only, so a
// catalogue of many brands stays usable; the panel finds the others by name here, with the same
// counts the facet would give them.
import type { VendorFacetList, VendorFacetQuery } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { Params, allBut, buildConditions, likePattern } from './list-products';
import { NO_SYNONYMS, searchMeaningsOf } from './search-synonyms';

export const VENDOR_SEARCH_LIMIT = 20;

/** Brands with products matching the filters (all but the brand's own) whose name or slug
 * contains `q`, most matching products first; one statement. */
export async function searchVendorFacet(
  database: Database,
  q: VendorFacetQuery,
): Promise<VendorFacetList> {
  const params = new Params();
  // Without the brand filter, which the brand facet never counts with (nor sends to SQL).
  const { q: term, vendor: _ownFilter, ...filters } = q;
  const meanings = filters.search ? await searchMeaningsOf(database, filters.search) : NO_SYNONYMS;
  const { base, facet } = buildConditions(filters, params, meanings);
  const like = term ? params.add(likePattern(term)) : null;
  const name = like ? `(v.company_name ILIKE ${like} OR v.slug ILIKE ${like})` : 'true';
  const rows = await database.query<{ value: string; label: string; n: string; total: string }>(
    `SELECT v.slug AS value, min(v.company_name) AS label, count(*) AS n, count(*) OVER () AS total
     FROM products p JOIN vendors v ON v.user_id = p.vendor_id
     WHERE ${base} AND ${allBut(facet, 'vendor')} AND ${name}
     GROUP BY v.slug
     ORDER BY n DESC, label, value LIMIT ${VENDOR_SEARCH_LIMIT}`,
    params.values,
  );
  return {
    items: rows.map((r) => ({ value: r.value, label: r.label, count: Number(r.n) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
