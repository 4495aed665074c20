CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text,
	"phone_key" text,
	"note" text DEFAULT '' NOT NULL,
	"note_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"date" text NOT NULL,
	"time_slot" text NOT NULL,
	"guests" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"reservation_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_key_uq" ON "guests" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_phone_key_uq" ON "guests" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "waitlist_entries_seating_idx" ON "waitlist_entries" USING btree ("date","time_slot","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_hash_uq" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_guest_idx" ON "reservations" USING btree ("guest_id");--> statement-breakpoint
-- The guest book starts from the bookings already made, grouped as a new booking would be: a
-- guest per e-mail address, which takes the phone of its latest booking (of two addresses last
-- booked with one phone, the later one); then a guest per phone that no guest holds, among the
-- bookings without an address (walk-ins); every booking then points at its address's guest,
-- else at its phone's.
INSERT INTO "guests" ("email_key", "created_at")
SELECT lower(trim("email")), min("created_at") FROM "reservations"
WHERE trim("email") <> '' GROUP BY lower(trim("email"));--> statement-breakpoint
UPDATE "guests" g SET "phone_key" = p.phone_key FROM (
  SELECT DISTINCT ON (latest.phone_key) latest.phone_key, latest.email_key FROM (
    SELECT DISTINCT ON (b.email_key) b.email_key, b.phone_key, b.created_at FROM (
      SELECT lower(trim("email")) AS email_key,
        right(regexp_replace("phone", '[^0-9]', '', 'g'), 10) AS phone_key, "created_at"
      FROM "reservations"
      WHERE trim("email") <> '' AND length(regexp_replace("phone", '[^0-9]', '', 'g')) >= 5
    ) b ORDER BY b.email_key, b.created_at DESC
  ) latest ORDER BY latest.phone_key, latest.created_at DESC
) p
WHERE g.email_key = p.email_key AND g.phone_key IS NULL;--> statement-breakpoint
INSERT INTO "guests" ("phone_key", "created_at")
SELECT right(regexp_replace(r."phone", '[^0-9]', '', 'g'), 10), min(r."created_at")
FROM "reservations" r
WHERE trim(r."email") = '' AND length(regexp_replace(r."phone", '[^0-9]', '', 'g')) >= 5
  AND NOT EXISTS (
    SELECT 1 FROM "guests" o
    WHERE o.phone_key = right(regexp_replace(r."phone", '[^0-9]', '', 'g'), 10)
  )
GROUP BY right(regexp_replace(r."phone", '[^0-9]', '', 'g'), 10);--> statement-breakpoint
UPDATE "reservations" r SET "guest_id" = g.id FROM "guests" g
WHERE trim(r."email") <> '' AND g.email_key = lower(trim(r."email"));--> statement-breakpoint
UPDATE "reservations" r SET "guest_id" = g.id FROM "guests" g
WHERE r."guest_id" IS NULL AND length(regexp_replace(r."phone", '[^0-9]', '', 'g')) >= 5
  AND g.phone_key = right(regexp_replace(r."phone", '[^0-9]', '', 'g'), 10);
