CREATE TABLE "guest_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"waitlist_entry_id" integer,
	"to" text NOT NULL,
	"channel" text,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"text" text NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"fallback_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_events" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "messaging_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "messaging_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_messages_reservation_idx" ON "guest_messages" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_messages_provider_id_uq" ON "guest_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_messages_fallback_uq" ON "guest_messages" USING btree ("fallback_of");