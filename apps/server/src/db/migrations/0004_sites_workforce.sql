CREATE TABLE "site_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"reference" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_users" (
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_users_site_id_agent_id_pk" PRIMARY KEY("site_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"radius" integer DEFAULT 100 NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"comments" text,
	"site_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"site_alarms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rights_agent" text[] DEFAULT '{}'::text[] NOT NULL,
	"rights_customer" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_site_instruction_agents" boolean DEFAULT true NOT NULL,
	"notify_site_instruction_admins" boolean DEFAULT true NOT NULL,
	"notify_site_instruction_customers" boolean DEFAULT false NOT NULL,
	"event_report_enabled" boolean DEFAULT false NOT NULL,
	"intervention_report_after_service_enabled" boolean DEFAULT false NOT NULL,
	"intervention_report_template" text,
	"service_event_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_agency_service_event_types" boolean DEFAULT true NOT NULL,
	"will_activate" date,
	"archived_at" timestamp with time zone,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_request_reads" (
	"agency_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_request_reads_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "agent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"request_type_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"requester_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_activity_at" timestamp with time zone,
	"client_uuid" uuid,
	"request_hash" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_note_reads" (
	"agency_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "information_note_reads_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "information_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unavailabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"comment" text,
	"client_uuid" uuid,
	"request_hash" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_instructions" ADD CONSTRAINT "site_instructions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_instructions" ADD CONSTRAINT "site_instructions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_instructions" ADD CONSTRAINT "site_instructions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_items" ADD CONSTRAINT "site_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_items" ADD CONSTRAINT "site_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_types" ADD CONSTRAINT "agency_types_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_request_reads" ADD CONSTRAINT "agent_request_reads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_request_reads" ADD CONSTRAINT "agent_request_reads_request_id_agent_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."agent_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_request_reads" ADD CONSTRAINT "agent_request_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_request_type_id_agency_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."agency_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_note_reads" ADD CONSTRAINT "information_note_reads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_note_reads" ADD CONSTRAINT "information_note_reads_note_id_information_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."information_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_note_reads" ADD CONSTRAINT "information_note_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_notes" ADD CONSTRAINT "information_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_notes" ADD CONSTRAINT "information_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_type_id_agency_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."agency_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_instructions_agency_idx" ON "site_instructions" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "site_instructions_agency_site_idx" ON "site_instructions" USING btree ("agency_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_items_agency_site_idx" ON "site_items" USING btree ("agency_id","site_id","position");--> statement-breakpoint
CREATE INDEX "site_users_agency_agent_idx" ON "site_users" USING btree ("agency_id","agent_id");--> statement-breakpoint
CREATE INDEX "sites_agency_idx" ON "sites" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "sites_agency_name_idx" ON "sites" USING btree ("agency_id","name");--> statement-breakpoint
CREATE INDEX "sites_agency_customer_idx" ON "sites" USING btree ("agency_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_types_agency_kind_label_key" ON "agency_types" USING btree ("agency_id","kind",lower("label")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agent_request_reads_agency_user_idx" ON "agent_request_reads" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_requests_agency_uuid_key" ON "agent_requests" USING btree ("agency_id","client_uuid");--> statement-breakpoint
CREATE INDEX "agent_requests_agency_idx" ON "agent_requests" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_requests_agency_agent_idx" ON "agent_requests" USING btree ("agency_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "information_note_reads_agency_user_idx" ON "information_note_reads" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "information_notes_agency_idx" ON "information_notes" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unavailabilities_agency_uuid_key" ON "unavailabilities" USING btree ("agency_id","client_uuid");--> statement-breakpoint
CREATE INDEX "unavailabilities_agency_agent_idx" ON "unavailabilities" USING btree ("agency_id","agent_id","start_at");--> statement-breakpoint
CREATE INDEX "unavailabilities_agency_start_idx" ON "unavailabilities" USING btree ("agency_id","start_at");