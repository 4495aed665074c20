CREATE TABLE "booking_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"requested_by" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "booking_refunds_gatewayRefundId_unique" UNIQUE("gateway_refund_id")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_kind" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_per_guest" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refundable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "manage_link_seed" text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_reservation_idx" ON "booking_refunds" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_once_uq" ON "booking_refunds" USING btree ("reservation_id","reason") WHERE "booking_refunds"."reason" in ('cancellation', 'late_payment');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_razorpay_order_id_uq" ON "reservations" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_id_uq" ON "reservations" USING btree ("payment_id");