DROP INDEX "jobs_state_created_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_state_seq_idx" ON "jobs" USING btree ("state","seq");