CREATE TABLE "einvoicing_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"tracking_id" text NOT NULL,
	"amount_cents" bigint,
	"syntax" text NOT NULL,
	"flow_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"routing" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoicing_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text,
	"format" text DEFAULT 'facturx' NOT NULL,
	"lifecycle_cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoicing_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"flow_row_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoicing_flows" ADD CONSTRAINT "einvoicing_flows_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoicing_flows" ADD CONSTRAINT "einvoicing_flows_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoicing_settings" ADD CONSTRAINT "einvoicing_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoicing_status_events" ADD CONSTRAINT "einvoicing_status_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoicing_status_events" ADD CONSTRAINT "einvoicing_status_events_flow_row_id_einvoicing_flows_id_fk" FOREIGN KEY ("flow_row_id") REFERENCES "public"."einvoicing_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoicing_flows_key" ON "einvoicing_flows" USING btree ("agency_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoicing_flows_tracking_key" ON "einvoicing_flows" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "einvoicing_flows_document_idx" ON "einvoicing_flows" USING btree ("agency_id","document_id");--> statement-breakpoint
CREATE INDEX "einvoicing_flows_open_idx" ON "einvoicing_flows" USING btree ("agency_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoicing_status_events_source_key" ON "einvoicing_status_events" USING btree ("flow_row_id","source");--> statement-breakpoint
CREATE INDEX "einvoicing_status_events_flow_idx" ON "einvoicing_status_events" USING btree ("agency_id","flow_row_id","at");