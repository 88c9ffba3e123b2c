DROP INDEX "pronunciations_user_term_idx";--> statement-breakpoint
ALTER TABLE "pronunciations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pronunciations_user_language_term_idx" ON "pronunciations" USING btree ("user_id","language","term_key");