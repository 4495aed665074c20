CREATE INDEX "corporate_orders_newest_idx" ON "corporate_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_newest_idx" ON "media_files" USING btree ("upload_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_newest_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_list_order_idx" ON "reservations" USING btree ("date" DESC NULLS LAST,"time_slot","id");--> statement-breakpoint
CREATE INDEX "reservations_status_list_order_idx" ON "reservations" USING btree ("status","date" DESC NULLS LAST,"time_slot","id");