CREATE TABLE "booking_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_order_id" text,
	"payment_id" text,
	"hold_until" timestamp with time zone NOT NULL,
	"party_before" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_top_ups_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "booking_top_ups_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
DROP INDEX "booking_refunds_once_uq";--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "top_up_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "top_up_amount" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "top_up_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_top_ups" ADD CONSTRAINT "booking_top_ups_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_top_ups_reservation_idx" ON "booking_top_ups" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_top_ups_one_pending_uq" ON "booking_top_ups" USING btree ("reservation_id") WHERE "booking_top_ups"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_top_up_id_booking_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."booking_top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_once_uq" ON "booking_refunds" USING btree ("reservation_id","reason",coalesce("top_up_id", 0)) WHERE "booking_refunds"."reason" in ('cancellation', 'late_payment');