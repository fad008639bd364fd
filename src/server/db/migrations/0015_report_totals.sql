CREATE TABLE "product_sales_days" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"variant_label" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_days_pk" PRIMARY KEY("vendor_id","day","product_id","variant_id","variant_label","sku","product_name")
);
--> statement-breakpoint
CREATE TABLE "store_sales_days" (
	"day" date NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"gmv_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_sales_days_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "vendor_sales_days" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint DEFAULT 0 NOT NULL,
	"subtotal_paise" bigint DEFAULT 0 NOT NULL,
	"delivered_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_sales_days_vendor_id_day_slot_pk" PRIMARY KEY("vendor_id","day","slot")
);
--> statement-breakpoint
CREATE INDEX "product_sales_days_day_idx" ON "product_sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "product_sales_days_empty_idx" ON "product_sales_days" USING btree ("vendor_id") WHERE "product_sales_days"."lines" = 0;--> statement-breakpoint
-- hand-written below
-- Issue #23 (docs/decisions/024-report-totals.md): the report totals are kept by triggers, in the
-- transaction of whatever writes orders, shipments (order_groups), lines (order_items) or a
-- vendor's commission rate: checkout, status moves and cancellations, refunds' cancellations,
-- the bench generator, the seed, and any later writer. Each trigger is per statement and reads
-- the statement's transition tables: it takes out what the old rows counted for and adds what
-- the new ones count for, grouped per day, so an INSERT … SELECT of a million lines is one pass
-- and a move that changes no figure (placed → confirmed) writes nothing. A day is India's
-- (Asia/Kolkata, as domain/report-periods.ts). A new table that changes a figure (returns,
-- partial refunds) adds its own trigger of the same shape.
CREATE FUNCTION report_totals_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS s, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, r.* FROM old_rows r'
    ELSE 'SELECT -1 AS s, r.* FROM old_rows r UNION ALL SELECT 1 AS s, r.* FROM new_rows r'
  END
$$;
--> statement-breakpoint
-- The statement that adds the lines of live shipments, per product variant and day, from
-- `lines_sql`: signed lines (`s`, the order_items columns) with their group's status and
-- created_at. The trigger runs it itself: transition tables are visible to the trigger only.
CREATE FUNCTION report_totals_product_days_sql(lines_sql text) RETURNS text LANGUAGE plpgsql
IMMUTABLE AS $fn$
BEGIN
  RETURN format($q$
    INSERT INTO product_sales_days AS t (vendor_id, day, product_id, variant_id, variant_label,
      sku, product_name, lines, units, revenue_paise)
    SELECT * FROM (
      SELECT x.vendor_id, (x.created_at AT TIME ZONE 'Asia/Kolkata')::date, x.product_id,
        coalesce(x.variant_id, ''), x.variant_label, coalesce(x.sku, ''), x.product_name,
        sum(x.s) AS lines, sum(x.s * x.quantity) AS units, sum(x.s * x.line_total_paise) AS revenue
      FROM (%s) x
      WHERE x.status <> 'cancelled'
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) d WHERE (lines, units, revenue) <> (0, 0, 0)
    ON CONFLICT ON CONSTRAINT product_sales_days_pk DO UPDATE SET
      lines = t.lines + excluded.lines, units = t.units + excluded.units,
      revenue_paise = t.revenue_paise + excluded.revenue_paise
  $q$, lines_sql);
END
$fn$;
--> statement-breakpoint
-- A shipment counts its lines' units and products only once it exists before them: lines
-- inserted in the statement that inserts their shipment (checkout's single INSERT) are counted
-- by the lines' trigger, which sees the shipment. A deleted shipment is taken out BEFORE the row
-- goes, while its lines (deleted after it by the cascade) can still be read.
CREATE FUNCTION report_totals_on_order_groups() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  src text := CASE WHEN TG_LEVEL = 'ROW' THEN 'SELECT -1 AS s, ($1::order_groups).*'
    ELSE report_totals_rows(TG_OP) END;
  units_sql text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT NULL::bigint AS units'
    ELSE 'SELECT sum(i.quantity) AS units FROM order_items i
      WHERE i.order_id = g.order_id AND i.group_id = g.id' END;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    -- A concurrent change of the vendor's rate waits for this transaction (and this one for it),
    -- so the commission below is at the rate the rate change's recount sees.
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
--> statement-breakpoint
CREATE FUNCTION report_totals_on_order_items() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text := report_totals_rows(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO vendor_sales_days AS t (vendor_id, day, slot, units)
    SELECT * FROM (
      SELECT g.vendor_id, (g.created_at AT TIME ZONE 'Asia/Kolkata')::date, pg_backend_pid() %% 8,
        sum(i.s * i.quantity) AS units
      FROM (%s) i JOIN order_groups g ON g.id = i.group_id
      WHERE g.status <> 'cancelled'
      GROUP BY 1, 2
    ) d WHERE units <> 0
    ON CONFLICT (vendor_id, day, slot) DO UPDATE SET units = t.units + excluded.units
  $q$, src);
  EXECUTE report_totals_product_days_sql(format(
    'SELECT i.*, g.status, g.created_at FROM (%s) i JOIN order_groups g ON g.id = i.group_id',
    src));
  DELETE FROM product_sales_days WHERE lines = 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION report_totals_on_orders() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO store_sales_days AS t (day, slot, orders, cancelled_orders, gmv_paise)
    SELECT * FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, pg_backend_pid() %% 8,
        sum(CASE WHEN o.status <> 'cancelled' THEN o.s ELSE 0 END) AS live,
        sum(CASE WHEN o.status = 'cancelled' THEN o.s ELSE 0 END) AS cancelled,
        sum(CASE WHEN o.status <> 'cancelled' THEN o.s * o.total_paise ELSE 0 END) AS gmv
      FROM (%s) o
      GROUP BY 1, 2
    ) d WHERE (live, cancelled, gmv) <> (0, 0, 0)
    ON CONFLICT (day, slot) DO UPDATE SET
      orders = t.orders + excluded.orders,
      cancelled_orders = t.cancelled_orders + excluded.cancelled_orders,
      gmv_paise = t.gmv_paise + excluded.gmv_paise
  $q$, report_totals_rows(TG_OP));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A new commission rate applies to the vendor's past sales too (the reports always used the
-- current rate): its commission is counted again from its shipments.
CREATE FUNCTION report_totals_on_vendor_rate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE vendor_sales_days SET commission_paise = 0 WHERE vendor_id = NEW.user_id;
  INSERT INTO vendor_sales_days AS t (vendor_id, day, slot, commission_paise)
  SELECT g.vendor_id, (g.created_at AT TIME ZONE 'Asia/Kolkata')::date, 0,
    sum(round((g.subtotal_paise - g.vendor_discount_paise) * NEW.commission_rate_bp::numeric / 10000))
  FROM order_groups g
  WHERE g.vendor_id = NEW.user_id AND g.status <> 'cancelled'
  GROUP BY 1, 2
  ON CONFLICT (vendor_id, day, slot) DO UPDATE SET commission_paise = excluded.commission_paise;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Backfill from the rows already there, then the triggers.
INSERT INTO vendor_sales_days (vendor_id, day, slot, orders, units, revenue_paise,
  commission_paise, subtotal_paise, delivered_paise)
SELECT g.vendor_id, (g.created_at AT TIME ZONE 'Asia/Kolkata')::date, 0, count(*),
  coalesce(sum(u.units), 0), sum(g.subtotal_paise - g.vendor_discount_paise),
  sum(round((g.subtotal_paise - g.vendor_discount_paise) * v.commission_rate_bp::numeric / 10000)),
  sum(g.subtotal_paise),
  coalesce(sum(g.subtotal_paise) FILTER (WHERE g.status = 'delivered'), 0)
FROM order_groups g
JOIN vendors v ON v.user_id = g.vendor_id
LEFT JOIN (SELECT group_id, sum(quantity) AS units FROM order_items GROUP BY group_id) u
  ON u.group_id = g.id
WHERE g.status <> 'cancelled'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO product_sales_days (vendor_id, day, product_id, variant_id, variant_label, sku,
  product_name, lines, units, revenue_paise)
SELECT i.vendor_id, (g.created_at AT TIME ZONE 'Asia/Kolkata')::date, i.product_id,
  coalesce(i.variant_id, ''), i.variant_label, coalesce(i.sku, ''), i.product_name,
  count(*), sum(i.quantity), sum(i.line_total_paise)
FROM order_items i
JOIN order_groups g ON g.id = i.group_id
WHERE g.status <> 'cancelled'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO store_sales_days (day, slot, orders, cancelled_orders, gmv_paise)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, 0,
  count(*) FILTER (WHERE status <> 'cancelled'), count(*) FILTER (WHERE status = 'cancelled'),
  coalesce(sum(total_paise) FILTER (WHERE status <> 'cancelled'), 0)
FROM orders
GROUP BY 1;
--> statement-breakpoint
CREATE TRIGGER order_groups_report_totals_insert AFTER INSERT ON order_groups
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_order_groups();
--> statement-breakpoint
CREATE TRIGGER order_groups_report_totals_update AFTER UPDATE ON order_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_order_groups();
--> statement-breakpoint
CREATE TRIGGER order_groups_report_totals_delete BEFORE DELETE ON order_groups
  FOR EACH ROW EXECUTE FUNCTION report_totals_on_order_groups();
--> statement-breakpoint
CREATE TRIGGER order_items_report_totals_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_report_totals_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_report_totals_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_order_items();
--> statement-breakpoint
CREATE TRIGGER orders_report_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER vendors_report_totals_rate AFTER UPDATE OF commission_rate_bp ON vendors
  FOR EACH ROW WHEN (OLD.commission_rate_bp IS DISTINCT FROM NEW.commission_rate_bp)
  EXECUTE FUNCTION report_totals_on_vendor_rate();
