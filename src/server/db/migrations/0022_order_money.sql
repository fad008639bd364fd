ALTER TABLE "order_groups" ADD COLUMN "collected_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: issue #33 (docs/order-money.md). One money state per order: what was collected is
-- the order's captured payments (and second payments still owed or given back) plus, for cash on
-- delivery, what couriers collected per delivered shipment (order_groups.collected_paise); what
-- was refunded is every refund row that holds money (asked for, on its way, done), order-level
-- and return refunds alike. Service code checks it under the order's lock; this trigger is the
-- last word, so no path (nor a hand-written INSERT) can refund more than was collected.
--
-- Cash on delivery collected before this migration: each delivered shipment of a COD order
-- collected its tax invoice's total where it has one (goods after discounts plus its share of
-- shipping, as the app computes it), else its goods after discounts plus a proportional share of
-- the order's shipping (rounded down; the first shipment by id takes what rounding left).
UPDATE order_groups g SET
  collected_paise = coalesce(
    (SELECT d.total_paise FROM tax_documents d WHERE d.group_id = g.id AND d.kind = 'invoice' LIMIT 1),
    g.subtotal_paise - g.discount_paise + (
      SELECT CASE WHEN sum(a.subtotal_paise - a.discount_paise) > 0
        THEN (o.shipping_paise * (g.subtotal_paise - g.discount_paise) / sum(a.subtotal_paise - a.discount_paise))::int
        ELSE 0 END
      FROM order_groups a WHERE a.order_id = g.order_id)),
  collected_at = g.updated_at
FROM orders o
WHERE o.id = g.order_id AND o.payment_method = 'cod' AND g.status = 'delivered';
--> statement-breakpoint
CREATE FUNCTION order_refunds_within_collected() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  refunded bigint;
  collected bigint;
BEGIN
  IF NEW.status NOT IN ('refund-requested', 'refund-pending', 'refunded') THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM payments
    WHERE order_id = NEW.order_id AND status IN ('refund-requested', 'refund-pending', 'refunded');
  SELECT coalesce(sum(amount_paise), 0) INTO collected FROM payments
    WHERE order_id = NEW.order_id
      AND (status = 'captured' OR (extra AND status IN ('needs-refund', 'returned')));
  collected := collected + (SELECT coalesce(sum(collected_paise), 0) FROM order_groups
    WHERE order_id = NEW.order_id);
  IF refunded > collected THEN
    RAISE EXCEPTION 'refunds of order % (% paise) would exceed what it collected (% paise)',
      NEW.order_id, refunded, collected
      USING ERRCODE = 'check_violation', CONSTRAINT = 'order_refunds_within_collected';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER order_refunds_within_collected AFTER INSERT OR UPDATE OF status, amount_paise ON payments
  FOR EACH ROW EXECUTE FUNCTION order_refunds_within_collected();
