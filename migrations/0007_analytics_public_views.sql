DROP INDEX "page_views_visitor_time_idx";--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "first_public_view_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_sessions_first_public_view_idx" ON "analytics_sessions" USING btree ("first_public_view_at");--> statement-breakpoint
CREATE INDEX "page_views_public_time_idx" ON "page_views" USING btree ("created_at","session_id","path") WHERE "page_views"."user_id" is null and "page_views"."path" !~ '^\/staff(\/|$)' and "page_views"."path" <> '/login';--> statement-breakpoint
-- Sessions recorded before this migration learn their first public view from their page views.
UPDATE "analytics_sessions" SET "first_public_view_at" = "first"."at"
FROM (
  SELECT "session_id", min("created_at") AS "at" FROM "page_views"
  WHERE "user_id" is null and "path" !~ '^\/staff(\/|$)' and "path" <> '/login'
  GROUP BY "session_id"
) AS "first"
WHERE "first"."session_id" = "analytics_sessions"."session_id";
