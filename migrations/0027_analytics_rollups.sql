CREATE TABLE "analytics_day_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_day_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_returns" (
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_day_returns_day_previous_day_pk" PRIMARY KEY("day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"previous_day" date,
	CONSTRAINT "analytics_day_visitors_day_session_id_pk" PRIMARY KEY("day","session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"started" integer NOT NULL,
	"form_filled" integer NOT NULL,
	"completed" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_day_visitors_session_idx" ON "analytics_day_visitors" USING btree ("session_id","day");