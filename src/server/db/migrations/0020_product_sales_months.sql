CREATE TABLE "product_sales_months" (
	"vendor_id" text NOT NULL,
	"month" date NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"variant_label" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_months_pk" PRIMARY KEY("vendor_id","month","product_id","variant_id","variant_label","sku","product_name")
);
--> statement-breakpoint
CREATE INDEX "product_sales_months_month_idx" ON "product_sales_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "product_sales_months_empty_idx" ON "product_sales_months" USING btree ("vendor_id") WHERE "product_sales_months"."lines" = 0;--> statement-breakpoint
-- hand-written below
-- Issue #23 (docs/decisions/024-report-totals.md, "Months"): product_sales_months holds the sums
-- of product_sales_days per India month, kept by a statement trigger on the day table itself, so
-- whatever writes a day row (the triggers of 0015 on orders, shipments and lines, and any trigger
-- a later migration adds there) moves its month in the same transaction, and a month is the sum
-- of its days by construction. An upsert into the day table fires both the INSERT trigger (rows
-- inserted) and the UPDATE trigger (rows updated); the day table's DELETE of emptied rows fires
-- the DELETE trigger, whose rows add nothing. Backfilled from the day table, then the triggers.
CREATE FUNCTION report_totals_on_product_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO product_sales_months AS t (vendor_id, month, product_id, variant_id,
      variant_label, sku, product_name, lines, units, revenue_paise)
    SELECT * FROM (
      SELECT d.vendor_id, date_trunc('month', d.day::timestamp)::date, d.product_id, d.variant_id,
        d.variant_label, d.sku, d.product_name, sum(d.s * d.lines) AS lines,
        sum(d.s * d.units) AS units, sum(d.s * d.revenue_paise) AS revenue
      FROM (%s) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) m WHERE (lines, units, revenue) <> (0, 0, 0)
    ON CONFLICT ON CONSTRAINT product_sales_months_pk DO UPDATE SET
      lines = t.lines + excluded.lines, units = t.units + excluded.units,
      revenue_paise = t.revenue_paise + excluded.revenue_paise
  $q$, report_totals_rows(TG_OP));
  DELETE FROM product_sales_months WHERE lines = 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO product_sales_months (vendor_id, month, product_id, variant_id, variant_label, sku,
  product_name, lines, units, revenue_paise)
SELECT vendor_id, date_trunc('month', day::timestamp)::date, product_id, variant_id,
  variant_label, sku, product_name, sum(lines), sum(units), sum(revenue_paise)
FROM product_sales_days
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
CREATE TRIGGER product_sales_days_months_insert AFTER INSERT ON product_sales_days
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_days();
--> statement-breakpoint
CREATE TRIGGER product_sales_days_months_update AFTER UPDATE ON product_sales_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_days();
--> statement-breakpoint
CREATE TRIGGER product_sales_days_months_delete AFTER DELETE ON product_sales_days
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_totals_on_order_groups() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  src text := CASE WHEN TG_LEVEL = 'ROW' THEN 'SELECT -1 AS s, ($1::order_groups).*'
    ELSE report_totals_rows(TG_OP) END;
  units_sql text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT NULL::bigint AS units'
    ELSE 'SELECT sum(i.quantity) AS units FROM order_items i
      WHERE i.order_id = g.order_id AND i.group_id = g.id' END;
BEGIN
  -- A concurrent change of the vendor's rate waits for this transaction (and this one for it),
  -- so the commission below is at the rate the rate change's recount sees: a deleted order's
  -- subtraction too (0015 locked only for inserts and updates; a delete beside a rate change
  -- could subtract at the other rate, seen on PostgreSQL by the property test).
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM vendors WHERE user_id = OLD.vendor_id FOR SHARE;
  ELSE
    PERFORM 1 FROM vendors WHERE user_id IN (SELECT vendor_id FROM new_rows) FOR SHARE;
  END IF;
  statement := format($q$
    INSERT INTO vendor_sales_days AS t (vendor_id, day, slot, orders, units, revenue_paise,
      commission_paise, subtotal_paise, delivered_paise)
    SELECT * FROM (
      SELECT g.vendor_id, (g.created_at AT TIME ZONE 'Asia/Kolkata')::date, pg_backend_pid() %% 8,
        sum(g.s) AS orders, coalesce(sum(g.s * u.units), 0) AS units,
        sum(g.s * (g.subtotal_paise - g.vendor_discount_paise)) AS revenue,
        sum(g.s * round((g.subtotal_paise - g.vendor_discount_paise)
          * v.commission_rate_bp::numeric / 10000)) AS commission,
        sum(g.s * g.subtotal_paise) AS subtotal,
        coalesce(sum(g.s * g.subtotal_paise) FILTER (WHERE g.status = 'delivered'), 0) AS delivered
      FROM (%s) g
      JOIN vendors v ON v.user_id = g.vendor_id
      LEFT JOIN LATERAL (%s) u ON true
      WHERE g.status <> 'cancelled'
      GROUP BY 1, 2
    ) d WHERE (orders, units, revenue, commission, subtotal, delivered) <> (0, 0, 0, 0, 0, 0)
    ON CONFLICT (vendor_id, day, slot) DO UPDATE SET
      orders = t.orders + excluded.orders, units = t.units + excluded.units,
      revenue_paise = t.revenue_paise + excluded.revenue_paise,
      commission_paise = t.commission_paise + excluded.commission_paise,
      subtotal_paise = t.subtotal_paise + excluded.subtotal_paise,
      delivered_paise = t.delivered_paise + excluded.delivered_paise
  $q$, src, units_sql);
  IF TG_LEVEL = 'ROW' THEN EXECUTE statement USING OLD; ELSE EXECUTE statement; END IF;
  IF TG_OP <> 'INSERT' THEN
    statement := report_totals_product_days_sql(format(
      'SELECT g.s, g.status, g.created_at, i.* FROM (%s) g JOIN order_items i ON i.order_id = g.order_id AND i.group_id = g.id',
      src));
    IF TG_LEVEL = 'ROW' THEN EXECUTE statement USING OLD; ELSE EXECUTE statement; END IF;
    DELETE FROM product_sales_days WHERE lines = 0;
  END IF;
  RETURN OLD;
END
$fn$;
