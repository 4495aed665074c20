CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "reservations_email_lower_idx" ON "reservations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reservations_phone_digits_idx" ON "reservations" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));