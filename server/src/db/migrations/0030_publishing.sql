CREATE TABLE "phone_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"target" jsonb NOT NULL,
	"sealed_secret" text NOT NULL,
	"tested_at" timestamp with time zone,
	"test_passed" boolean,
	"test_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_prompts" (
	"connection_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"name" text NOT NULL,
	"remote_id" text NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_prompts_connection_id_menu_id_name_pk" PRIMARY KEY("connection_id","menu_id","name")
);
--> statement-breakpoint
CREATE TABLE "publishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"by_email" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text,
	"prompts" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_connections" ADD CONSTRAINT "phone_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_prompts" ADD CONSTRAINT "published_prompts_connection_id_phone_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."phone_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_prompts" ADD CONSTRAINT "published_prompts_menu_id_phone_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."phone_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_connection_id_phone_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."phone_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_menu_id_phone_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."phone_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_connections_user_idx" ON "phone_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publishes_menu_idx" ON "publishes" USING btree ("menu_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishes_running_idx" ON "publishes" USING btree ("connection_id","menu_id") WHERE "publishes"."status" = 'running';