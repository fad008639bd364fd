CREATE INDEX "products_pub_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_category_newest_idx" ON "products" USING btree ("category","created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_rating_idx" ON "products" USING btree ("rating","review_count","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_related_idx" ON "products" USING btree ("category","subcategory","rating","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_featured_idx" ON "products" USING btree ("rating","id") WHERE "products"."status" = 'published' AND "products"."is_featured";--> statement-breakpoint
CREATE INDEX "products_pub_new_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'published' AND "products"."is_new";--> statement-breakpoint
CREATE INDEX "products_pub_sale_idx" ON "products" USING btree ("rating","id") WHERE "products"."status" = 'published' AND "products"."is_on_sale";