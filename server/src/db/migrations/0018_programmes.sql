CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"track_id" text NOT NULL,
	"volume" integer NOT NULL,
	"gap_seconds" real NOT NULL,
	"target_system" text NOT NULL,
	"audio_id" uuid,
	"cuts" jsonb,
	"rendered_titles" jsonb,
	"rendered_signature" text,
	"render_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_audio_id_audio_files_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmes_user_idx" ON "programmes" USING btree ("user_id");