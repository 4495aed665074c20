CREATE TABLE "extra_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"gateway_order_id" text,
	"amount" integer NOT NULL,
	"ref" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "extra_payments_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "extra_payments_gatewayRefundId_unique" UNIQUE("gateway_refund_id")
);
--> statement-breakpoint
CREATE INDEX "extra_payments_ref_idx" ON "extra_payments" USING btree ("ref");