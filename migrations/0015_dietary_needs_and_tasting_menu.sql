CREATE TABLE "tasting_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"course_number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "dietary_needs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "occasion_note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tasting_courses_menu_course_uq" ON "tasting_courses" USING btree ("menu","course_number");