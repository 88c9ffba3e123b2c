CREATE TABLE "business_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_website" text NOT NULL,
	"industry" text NOT NULL,
	"use_custom_sector" boolean NOT NULL,
	"custom_sector" text NOT NULL,
	"key_products" text NOT NULL,
	"time_zone" text NOT NULL,
	"message_length" text NOT NULL,
	"tone" text NOT NULL,
	"enable_paragraph_pauses" boolean NOT NULL,
	"pause_length" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;