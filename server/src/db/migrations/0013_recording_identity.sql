ALTER TABLE "audio_files" ADD COLUMN "voice_analysis" jsonb;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "recording_id" uuid;--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_recording_id_audio_files_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."audio_files"("id") ON DELETE set null ON UPDATE no action;