DROP INDEX "page_views_session_idx";--> statement-breakpoint
CREATE INDEX "page_views_visitor_time_idx" ON "page_views" USING btree ("created_at","session_id","path") WHERE "page_views"."user_id" is null;--> statement-breakpoint
CREATE INDEX "page_views_session_time_idx" ON "page_views" USING btree ("session_id","created_at");