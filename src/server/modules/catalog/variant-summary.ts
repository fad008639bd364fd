// Keeps the product row's summary of its variants (decision 012) in step with product_variants:
// the cheapest active variant's price and original price, the dearest price, the stock sum, the
// variant count, the default variant and the card's first five shades. Call it in the same
// transaction as any write to a product's variants (vendor form, CSV, admin, seed); stock taking
// and returning keep the stock sum themselves (orders/stock.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** How many shades a product card shows as dots (the rest is "+N"). */
export const CARD_SWATCHES = 5;

/** Rewrites the summary columns of the given products from their active variants. */
export async function syncProductSummaries(db: DbOrTx, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await db.execute(sql`
    WITH s AS (
      SELECT pv.product_id,
        min(pv.price_paise) AS min_price,
        max(pv.price_paise) AS max_price,
        sum(pv.stock_quantity)::int AS stock,
        count(*)::int AS n,
        (array_agg(pv.original_price_paise ORDER BY pv.price_paise, pv.position, pv.id))[1]
          AS original_price,
        (array_agg(pv.id ORDER BY pv.position, pv.id))[1] AS default_id
      FROM product_variants pv
      WHERE pv.product_id IN ${sql`(${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`} AND pv.is_active
      GROUP BY pv.product_id
    ),
    shades AS (
      SELECT d.product_id, count(*)::int AS n,
        coalesce(jsonb_agg(jsonb_build_object('name', d.option1, 'hex', d.swatch_hex)
          ORDER BY d.first_position) FILTER (WHERE d.rank <= ${CARD_SWATCHES}), '[]'::jsonb) AS dots
      FROM (
        SELECT pv.product_id, pv.option1, (array_agg(pv.swatch_hex ORDER BY pv.position))[1]
            AS swatch_hex, min(pv.position) AS first_position,
          row_number() OVER (PARTITION BY pv.product_id ORDER BY min(pv.position)) AS rank
        FROM product_variants pv
        JOIN products p ON p.id = pv.product_id AND p.option1_kind = 'shade'
        WHERE pv.product_id IN ${sql`(${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`} AND pv.is_active AND pv.option1 IS NOT NULL
        GROUP BY pv.product_id, pv.option1
      ) d
      GROUP BY d.product_id
    )
    UPDATE products p SET
      price_paise = s.min_price,
      original_price_paise = s.original_price,
      max_price_paise = s.max_price,
      stock_quantity = s.stock,
      variant_count = s.n,
      default_variant_id = s.default_id,
      swatches = coalesce(shades.dots, '[]'::jsonb),
      swatch_count = coalesce(shades.n, 0),
      updated_at = now()
    FROM s LEFT JOIN shades ON shades.product_id = s.product_id
    WHERE p.id = s.product_id`);
}
