ALTER TABLE "music_tracks" ADD COLUMN "line_loss_db" real;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_held_has_line_loss" CHECK (not "music_tracks"."held" or "music_tracks"."line_loss_db" is not null);