ALTER TABLE "round_execution_events" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "round_execution_events" ADD COLUMN "distance" integer;--> statement-breakpoint
ALTER TABLE "round_execution_events" ADD COLUMN "moved" boolean DEFAULT false NOT NULL;