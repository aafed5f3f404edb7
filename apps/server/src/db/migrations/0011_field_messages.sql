CREATE TABLE "field_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"agent_id" uuid,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"device_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"status_before" smallint NOT NULL,
	"real_start_at" timestamp with time zone NOT NULL,
	"real_end_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "end_report" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "voucher_signer" text;--> statement-breakpoint
ALTER TABLE "field_messages" ADD CONSTRAINT "field_messages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_messages" ADD CONSTRAINT "field_messages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_messages" ADD CONSTRAINT "field_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_messages" ADD CONSTRAINT "field_messages_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_breaks" ADD CONSTRAINT "service_breaks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_breaks" ADD CONSTRAINT "service_breaks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_messages_agency_service_idx" ON "field_messages" USING btree ("agency_id","service_id","received_at");--> statement-breakpoint
CREATE INDEX "service_breaks_agency_service_idx" ON "service_breaks" USING btree ("agency_id","service_id","real_start_at");