CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb,
	"ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_ref_idx" ON "jobs" USING btree ("ref");--> statement-breakpoint
-- Keep the first completion of each booking; later duplicates would block the unique index.
DELETE FROM "conversion_events" "later" USING "conversion_events" "first"
WHERE "later"."event_type" = 'reservation_complete' AND "first"."event_type" = 'reservation_complete'
  AND "later"."reservation_id" = "first"."reservation_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_completed_reservation_uq" ON "conversion_events" USING btree ("reservation_id") WHERE "conversion_events"."event_type" = 'reservation_complete';