CREATE TABLE "analytics_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"total_visits" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	CONSTRAINT "analytics_sessions_sessionId_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "conversion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"session_id" text,
	"reservation_id" integer,
	"metadata" jsonb
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer,
	"device_info" jsonb,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"browser_info" jsonb,
	"duration" integer,
	"exit_path" text
);
--> statement-breakpoint
CREATE TABLE "blocked_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"time_slot" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"title" text,
	"content" text,
	"image_url" text,
	"extra_data" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_sections_sectionName_unique" UNIQUE("section_name")
);
--> statement-breakpoint
CREATE TABLE "corporate_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"event_type" text,
	"attendees" integer,
	"event_date" text,
	"special_requirements" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount" integer,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"payment_id" text,
	"razorpay_order_id" text,
	"delivery_address" text,
	"delivery_date" text,
	"delivery_time" text,
	"order_items" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_orders_razorpayOrderId_unique" UNIQUE("razorpay_order_id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"purpose" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "media_files_filePath_unique" UNIQUE("file_path")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"category" text DEFAULT 'Meals' NOT NULL,
	"course_number" integer NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"date" text NOT NULL,
	"time_slot" text NOT NULL,
	"guests" integer NOT NULL,
	"veg_count" integer DEFAULT 0 NOT NULL,
	"non_veg_count" integer DEFAULT 0 NOT NULL,
	"special_requests" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"payment_id" text,
	"razorpay_order_id" text,
	"total_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_name" text NOT NULL,
	"setting_value" text NOT NULL,
	"setting_type" text DEFAULT 'text' NOT NULL,
	CONSTRAINT "site_settings_settingName_unique" UNIQUE("setting_name")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"max_capacity" integer DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "time_slots_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_order_id_corporate_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."corporate_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_events_type_time_idx" ON "conversion_events" USING btree ("event_type","timestamp");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_session_idx" ON "page_views" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_slots_date_slot_uq" ON "blocked_slots" USING btree ("date","time_slot");--> statement-breakpoint
CREATE INDEX "cart_items_order_idx" ON "cart_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "corporate_orders_status_idx" ON "corporate_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "media_files_purpose_idx" ON "media_files" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "menu_items_active_idx" ON "menu_items" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "reservations_date_slot_idx" ON "reservations" USING btree ("date","time_slot");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reservations_phone_idx" ON "reservations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");