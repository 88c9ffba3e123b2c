DROP TABLE "work_slots" CASCADE;--> statement-breakpoint
DROP INDEX "jobs_state_seq_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "capped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" real;--> statement-breakpoint
CREATE INDEX "jobs_state_priority_seq_idx" ON "jobs" USING btree ("state","priority","seq");--> statement-breakpoint
CREATE INDEX "jobs_user_state_idx" ON "jobs" USING btree ("user_id","state");