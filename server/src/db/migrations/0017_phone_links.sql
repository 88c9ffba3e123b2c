CREATE TABLE "phone_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"default_item_id" uuid,
	"time_zone" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_fetched_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "phone_links" ADD CONSTRAINT "phone_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_links" ADD CONSTRAINT "phone_links_default_item_id_library_items_id_fk" FOREIGN KEY ("default_item_id") REFERENCES "public"."library_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_links_user_created_idx" ON "phone_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_links_default_item_idx" ON "phone_links" USING btree ("default_item_id");