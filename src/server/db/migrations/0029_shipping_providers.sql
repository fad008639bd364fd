CREATE TABLE "carrier_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"provider" text NOT NULL,
	"awb" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shipping_provider" text DEFAULT 'self-ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "shipping_provider" text DEFAULT 'self-ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "provider_shipment_id" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "label_url" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "booking_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "tracking_status" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "tracking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_events_once_idx" ON "carrier_events" USING btree ("group_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "carrier_events_group_idx" ON "carrier_events" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_awb_idx" ON "order_groups" USING btree ("awb");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_shipping_provider_check" CHECK ("vendors"."shipping_provider" in ('self-ship', 'shiprocket'));--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_shipping_provider_check" CHECK ("order_groups"."shipping_provider" in ('self-ship', 'shiprocket'));