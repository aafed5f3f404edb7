CREATE TABLE "salary_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "exit_date" date;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "work_permit_type" text;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD COLUMN "work_permit_number" text;--> statement-breakpoint
ALTER TABLE "salary_elements" ADD CONSTRAINT "salary_elements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_elements" ADD CONSTRAINT "salary_elements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_elements" ADD CONSTRAINT "salary_elements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_elements_agency_month_idx" ON "salary_elements" USING btree ("agency_id","month","membership_id");--> statement-breakpoint
CREATE INDEX "salary_elements_agency_created_idx" ON "salary_elements" USING btree ("agency_id","created_at");