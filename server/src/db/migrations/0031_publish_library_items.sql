CREATE TABLE "published_items" (
	"connection_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"remote_id" text NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_items_connection_id_item_id_pk" PRIMARY KEY("connection_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "publishes" ALTER COLUMN "menu_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "published_items" ADD CONSTRAINT "published_items_connection_id_phone_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."phone_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_items" ADD CONSTRAINT "published_items_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishes_item_idx" ON "publishes" USING btree ("item_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishes_item_running_idx" ON "publishes" USING btree ("connection_id","item_id") WHERE "publishes"."status" = 'running';--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_one_subject" CHECK (num_nonnulls("publishes"."menu_id", "publishes"."item_id") = 1);