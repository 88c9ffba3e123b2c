ALTER TABLE "business_profiles" ADD COLUMN "spanish_custom_sector" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "spanish_key_products" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_scripts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_scripts" ADD COLUMN "second_content" text DEFAULT '' NOT NULL;