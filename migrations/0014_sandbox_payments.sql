CREATE TABLE "sandbox_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_orders_gatewayOrderId_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_refundId_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_gateway_order_id_sandbox_orders_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."sandbox_orders"("gateway_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");