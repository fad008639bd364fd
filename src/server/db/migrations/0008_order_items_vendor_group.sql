-- A vendor's report counts the units of each of its shipments: one index-only lookup per
-- shipment here, where there was no index on order_items.group_id and each lookup read the whole
-- table (a year of a large vendor's report took minutes at 1M order items).
CREATE INDEX IF NOT EXISTS "order_items_vendor_group_idx" ON "order_items" ("vendor_id", "group_id") INCLUDE ("quantity");
