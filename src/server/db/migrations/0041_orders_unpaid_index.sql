-- The unpaid-order sweep (payments/release-unpaid.ts) reads orders by payment status and age
-- every minute; without an index it scanned every order (120 ms at 333k orders on PGlite).
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at");