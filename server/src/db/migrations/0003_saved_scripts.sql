CREATE TABLE "saved_scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"word_count" integer NOT NULL,
	"estimated_duration" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_scripts" ADD CONSTRAINT "saved_scripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_scripts_user_type_created_idx" ON "saved_scripts" USING btree ("user_id","message_type","created_at");