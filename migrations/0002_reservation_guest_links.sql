ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key_uq" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_manage_token_hash_uq" ON "reservations" USING btree ("manage_token_hash");