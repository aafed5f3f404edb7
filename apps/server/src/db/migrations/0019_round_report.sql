ALTER TABLE "service_events" ADD COLUMN "round_execution_id" uuid;--> statement-breakpoint
ALTER TABLE "service_events" ADD COLUMN "checkpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "expected_delays" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_round_execution_id_round_executions_id_fk" FOREIGN KEY ("round_execution_id") REFERENCES "public"."round_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_events_agency_execution_idx" ON "service_events" USING btree ("agency_id","round_execution_id") WHERE round_execution_id is not null;