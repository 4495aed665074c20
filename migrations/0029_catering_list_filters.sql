DROP INDEX "corporate_orders_status_idx";--> statement-breakpoint
DROP INDEX "corporate_orders_payment_status_idx";--> statement-breakpoint
DROP INDEX "media_files_purpose_idx";--> statement-breakpoint
DROP INDEX "quote_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "corporate_orders_status_newest_idx" ON "corporate_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "corporate_orders_payment_newest_idx" ON "corporate_orders" USING btree ("payment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_purpose_newest_idx" ON "media_files" USING btree ("purpose","upload_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_newest_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);