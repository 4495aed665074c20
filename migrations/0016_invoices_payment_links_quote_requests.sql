CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"event_date" text NOT NULL,
	"guests" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reference_id" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_links_linkId_unique" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refers_to_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_order_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "tax_documents_series_unique" UNIQUE("kind","financial_year","serial")
);
--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "payment_mode" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "accounts_email" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "payment_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD COLUMN "payment_link_status" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_corporate_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."corporate_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refers_to_id_tax_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD CONSTRAINT "corporate_orders_paymentLinkId_unique" UNIQUE("payment_link_id");