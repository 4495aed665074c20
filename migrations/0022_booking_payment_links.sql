ALTER TABLE "reservations" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_link_id_uq" ON "reservations" USING btree ("payment_link_id");