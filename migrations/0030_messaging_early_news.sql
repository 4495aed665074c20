CREATE TABLE "messaging_early_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"opted_out" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_early_news_message_idx" ON "messaging_early_news" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "messaging_early_news_received_idx" ON "messaging_early_news" USING btree ("received_at");