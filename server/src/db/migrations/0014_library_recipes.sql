ALTER TABLE "audio_files" ADD COLUMN "recipe" jsonb;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "recipe" jsonb;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "source_audio_id" uuid;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "library_items" SET "updated_at" = "created_at";