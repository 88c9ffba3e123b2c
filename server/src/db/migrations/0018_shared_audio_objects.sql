ALTER TABLE "audio_files" DROP CONSTRAINT "audio_files_file_name_unique";--> statement-breakpoint
CREATE INDEX "audio_files_file_name_idx" ON "audio_files" USING btree ("file_name");