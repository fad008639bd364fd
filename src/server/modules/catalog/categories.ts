// The five categories with how many products each shows now (zero included).
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import type { Database } from '../../db/client';
import { VISIBLE } from './product-rows';

export async function listCategories(database: Database) {
  const rows = await database.query<{ category: Category; n: number | string }>(
    `SELECT p.category, count(*) AS n FROM products p JOIN vendors v ON v.user_id = p.vendor_id
     WHERE ${VISIBLE} GROUP BY p.category`,
  );
  const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
  return CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    count: counts.get(category) ?? 0,
  }));
}
