-- Issue #35: the COD rules read a PIN code's most recent orders (cod-facts.ts, PIN_WINDOW), newest
-- first, instead of counting every order the PIN ever had; this index walks them in that order.
CREATE INDEX IF NOT EXISTS "orders_pincode_created_idx" ON "orders" USING btree (("shipping_address"->>'pincode'), "created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "orders_pincode_idx";
