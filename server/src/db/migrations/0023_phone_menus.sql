CREATE TABLE "menu_prompts" (
	"menu_id" uuid NOT NULL,
	"key" text NOT NULL,
	"audio_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"signature" text,
	"duration_seconds" real,
	CONSTRAINT "menu_prompts_menu_id_key_pk" PRIMARY KEY("menu_id","key")
);
--> statement-breakpoint
CREATE TABLE "menu_voicemails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"audio_id" uuid,
	"recording_sid" text NOT NULL,
	"from_number" text,
	"duration_seconds" real NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menu_voicemails_recording_sid_unique" UNIQUE("recording_sid")
);
--> statement-breakpoint
CREATE TABLE "phone_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"render_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_links" ADD COLUMN "menu_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_prompts" ADD CONSTRAINT "menu_prompts_menu_id_phone_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."phone_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_prompts" ADD CONSTRAINT "menu_prompts_audio_id_audio_files_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_voicemails" ADD CONSTRAINT "menu_voicemails_menu_id_phone_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."phone_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_voicemails" ADD CONSTRAINT "menu_voicemails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_voicemails" ADD CONSTRAINT "menu_voicemails_audio_id_audio_files_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_menus" ADD CONSTRAINT "phone_menus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_voicemails_menu_idx" ON "menu_voicemails" USING btree ("menu_id","received_at");--> statement-breakpoint
CREATE INDEX "menu_voicemails_expires_idx" ON "menu_voicemails" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_menus_user_idx" ON "phone_menus" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "phone_links" ADD CONSTRAINT "phone_links_menu_id_phone_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."phone_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_links_menu_idx" ON "phone_links" USING btree ("menu_id");