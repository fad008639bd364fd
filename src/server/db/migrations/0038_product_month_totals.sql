CREATE TABLE "product_month_totals" (
	"month" date NOT NULL,
	"vendor_id" text NOT NULL,
	"product_id" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_month_totals_pk" PRIMARY KEY("month","vendor_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_month_totals_top_idx" ON "product_month_totals" USING btree ("month","revenue_paise" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_month_totals_empty_idx" ON "product_month_totals" USING btree ("month") WHERE "product_month_totals"."lines" = 0;--> statement-breakpoint
CREATE INDEX "users_customer_created_idx" ON "users" USING btree ("created_at") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "product_sales_days_product_idx" ON "product_sales_days" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "vendor_sales_days_day_idx" ON "vendor_sales_days" USING btree ("day","vendor_id","orders","subtotal_paise");--> statement-breakpoint
-- hand-written below
-- Issue #35 (docs/decisions/049-dashboard-totals.md): product_month_totals holds the sums of
-- product_sales_months per month, vendor and product (over the variants, labels, SKUs and names
-- the lines recorded), kept by a statement trigger on the month table of the same shape as 0020's
-- on the day table: whatever writes a month row moves its product's row in the same transaction.
-- The month table's DELETE of emptied rows adds nothing. Backfilled, then the triggers.
CREATE FUNCTION report_totals_on_product_months() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO product_month_totals AS t (month, vendor_id, product_id, lines, units,
      revenue_paise)
    SELECT * FROM (
      SELECT m.month, m.vendor_id, m.product_id, sum(m.s * m.lines) AS lines,
        sum(m.s * m.units) AS units, sum(m.s * m.revenue_paise) AS revenue
      FROM (%s) m
      GROUP BY 1, 2, 3
    ) p WHERE (lines, units, revenue) <> (0, 0, 0)
    ON CONFLICT ON CONSTRAINT product_month_totals_pk DO UPDATE SET
      lines = t.lines + excluded.lines, units = t.units + excluded.units,
      revenue_paise = t.revenue_paise + excluded.revenue_paise
  $q$, report_totals_rows(TG_OP));
  DELETE FROM product_month_totals WHERE lines = 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO product_month_totals (month, vendor_id, product_id, lines, units, revenue_paise)
SELECT month, vendor_id, product_id, sum(lines), sum(units), sum(revenue_paise)
FROM product_sales_months
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER product_sales_months_totals_insert AFTER INSERT ON product_sales_months
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_months();
--> statement-breakpoint
CREATE TRIGGER product_sales_months_totals_update AFTER UPDATE ON product_sales_months
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_months();
--> statement-breakpoint
CREATE TRIGGER product_sales_months_totals_delete AFTER DELETE ON product_sales_months
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_product_months();
