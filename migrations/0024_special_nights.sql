CREATE TABLE "special_nights" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"capacities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"menu" jsonb,
	"price_per_guest" integer,
	"payment" text DEFAULT 'usual' NOT NULL,
	"deposit_per_guest" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
