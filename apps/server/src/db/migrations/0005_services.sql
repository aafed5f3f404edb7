CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "service_batches" (
	"agency_id" uuid NOT NULL,
	"uuid" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_recurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"site_id" uuid,
	"agent_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"real_start_at" timestamp with time zone,
	"real_end_at" timestamp with time zone,
	"activity_type" text,
	"specialty" text,
	"post_title" text,
	"comments" text,
	"dog" text,
	"start_point" text,
	"end_point" text,
	"is_circuit" boolean DEFAULT false NOT NULL,
	"circuit_id" uuid,
	"group_id" uuid,
	"recurrence_id" uuid,
	"deleted_at" timestamp with time zone,
	"fake" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_batches" ADD CONSTRAINT "service_batches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recurrences" ADD CONSTRAINT "service_recurrences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recurrences" ADD CONSTRAINT "service_recurrences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_circuit_id_services_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_recurrence_id_service_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."service_recurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_batches_agency_uuid_key" ON "service_batches" USING btree ("agency_id","uuid");--> statement-breakpoint
CREATE INDEX "service_recurrences_agency_idx" ON "service_recurrences" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_agency_reference_key" ON "services" USING btree ("agency_id","reference");--> statement-breakpoint
CREATE INDEX "services_agency_start_idx" ON "services" USING btree ("agency_id","start_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_agency_agent_start_idx" ON "services" USING btree ("agency_id","agent_id","start_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_agency_site_start_idx" ON "services" USING btree ("agency_id","site_id","start_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "services_circuit_idx" ON "services" USING btree ("circuit_id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_end_after_start" CHECK ("end_at" > "start_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_no_double_booking" EXCLUDE USING gist ("agency_id" WITH =, "agent_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("agent_id" IS NOT NULL AND "deleted_at" IS NULL AND "circuit_id" IS NULL);
