CREATE TABLE "round_execution_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"execution_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"checkpoint_id" uuid,
	"method" text,
	"text" text,
	"device_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"agent_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "manual_validation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "round_execution_events" ADD CONSTRAINT "round_execution_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_execution_events" ADD CONSTRAINT "round_execution_events_execution_id_round_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."round_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_execution_events" ADD CONSTRAINT "round_execution_events_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_executions" ADD CONSTRAINT "round_executions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_executions" ADD CONSTRAINT "round_executions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_executions" ADD CONSTRAINT "round_executions_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_executions" ADD CONSTRAINT "round_executions_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_execution_events_agency_execution_idx" ON "round_execution_events" USING btree ("agency_id","execution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_execution_events_execution_position_key" ON "round_execution_events" USING btree ("execution_id","position");--> statement-breakpoint
CREATE INDEX "round_executions_agency_service_idx" ON "round_executions" USING btree ("agency_id","service_id","started_at");--> statement-breakpoint
CREATE INDEX "round_executions_agency_round_idx" ON "round_executions" USING btree ("agency_id","round_id");