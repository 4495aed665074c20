ALTER TABLE "corporate_orders" ADD COLUMN "view_token" text;--> statement-breakpoint
ALTER TABLE "corporate_orders" ADD CONSTRAINT "corporate_orders_viewToken_unique" UNIQUE("view_token");