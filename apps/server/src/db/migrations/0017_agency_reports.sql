CREATE TABLE "agency_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"pdf_key" text,
	"generated_at" timestamp with time zone,
	"send_requested" integer DEFAULT 1 NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_reports" ADD CONSTRAINT "agency_reports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reports" ADD CONSTRAINT "agency_reports_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reports" ADD CONSTRAINT "agency_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_reports_agency_service_key" ON "agency_reports" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "agency_reports_agency_site_idx" ON "agency_reports" USING btree ("agency_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_reports_agency_created_idx" ON "agency_reports" USING btree ("agency_id","created_at");