CREATE TABLE "planning_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_agent_exclusions" (
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_agent_exclusions_site_id_agent_id_pk" PRIMARY KEY("site_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "planning_proposals" ADD CONSTRAINT "planning_proposals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_proposals" ADD CONSTRAINT "planning_proposals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_agent_exclusions" ADD CONSTRAINT "site_agent_exclusions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_agent_exclusions" ADD CONSTRAINT "site_agent_exclusions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_agent_exclusions" ADD CONSTRAINT "site_agent_exclusions_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_proposals_agency_idx" ON "planning_proposals" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "site_agent_exclusions_agency_idx" ON "site_agent_exclusions" USING btree ("agency_id","agent_id");