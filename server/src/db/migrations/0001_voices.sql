CREATE TABLE "audio_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "audio_files_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "custom_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"external_voice_id" text,
	"base_voice_id" text NOT NULL,
	"local_tuning" jsonb,
	"sample_seconds" real NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_voices" ADD CONSTRAINT "custom_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_files_user_idx" ON "audio_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audio_files_expires_idx" ON "audio_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "custom_voices_user_idx" ON "custom_voices" USING btree ("user_id");