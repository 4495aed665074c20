CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"gateway_order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_menu_item_id_menu_items_id_fk";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "menu_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_orders_payment_status_idx" ON "corporate_orders" USING btree ("payment_status","created_at");--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD CONSTRAINT "corporate_orders_paymentId_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD CONSTRAINT "corporate_orders_refundId_unique" UNIQUE("refund_id");