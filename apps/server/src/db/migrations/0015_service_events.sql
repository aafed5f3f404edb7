CREATE TABLE "service_event_chain_heads" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_event_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"event_id" uuid NOT NULL,
	"message_id" uuid,
	"kind" text NOT NULL,
	"type_key" text,
	"content" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_user_id" uuid,
	"device_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_event_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_event_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_membership_id" uuid,
	"content" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"service_id" uuid,
	"agent_id" uuid,
	"author_user_id" uuid,
	"type_key" text NOT NULL,
	"description" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" jsonb,
	"device_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_event_chain_heads" ADD CONSTRAINT "service_event_chain_heads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_chain_heads" ADD CONSTRAINT "service_event_chain_heads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_entries" ADD CONSTRAINT "service_event_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_entries" ADD CONSTRAINT "service_event_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_entries" ADD CONSTRAINT "service_event_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_files" ADD CONSTRAINT "service_event_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_files" ADD CONSTRAINT "service_event_files_event_id_service_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."service_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_event_id_service_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."service_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_author_membership_id_memberships_id_fk" FOREIGN KEY ("author_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_event_entries_site_seq_key" ON "service_event_entries" USING btree ("agency_id","site_id","seq");--> statement-breakpoint
CREATE INDEX "service_event_entries_agency_event_idx" ON "service_event_entries" USING btree ("agency_id","event_id","seq");--> statement-breakpoint
CREATE INDEX "service_event_files_agency_event_idx" ON "service_event_files" USING btree ("agency_id","event_id");--> statement-breakpoint
CREATE INDEX "service_event_messages_agency_event_idx" ON "service_event_messages" USING btree ("agency_id","event_id","device_at");--> statement-breakpoint
CREATE INDEX "service_events_agency_device_idx" ON "service_events" USING btree ("agency_id","device_at");--> statement-breakpoint
CREATE INDEX "service_events_agency_site_idx" ON "service_events" USING btree ("agency_id","site_id","device_at");--> statement-breakpoint
CREATE INDEX "service_events_agency_service_idx" ON "service_events" USING btree ("agency_id","service_id");