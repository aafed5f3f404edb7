CREATE TABLE "agent_expirations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"number" text,
	"expires_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_infos" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"rating" integer DEFAULT 3 NOT NULL,
	"plannable" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'employee' NOT NULL,
	"comments" text,
	"restrictions" text,
	"overtime_increase_bp" integer,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"dogs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_company_name" text,
	"week_duration" numeric(6, 2),
	"active_contract" jsonb,
	"registration_number" text,
	"individual_number" text NOT NULL,
	"cnaps_card_number" text,
	"cnaps_card_expires_at" date,
	"birth_date" date,
	"birth_place" text,
	"nationality" text,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"label" text NOT NULL,
	"reference" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"assigned_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "agents_limit" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "accounts_limit" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "free_accounts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_expirations" ADD CONSTRAINT "agent_expirations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_expirations" ADD CONSTRAINT "agent_expirations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD CONSTRAINT "agent_infos_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_infos" ADD CONSTRAINT "agent_infos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_items" ADD CONSTRAINT "agent_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_items" ADD CONSTRAINT "agent_items_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_expirations_agency_expiry_idx" ON "agent_expirations" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "agent_expirations_agency_member_idx" ON "agent_expirations" USING btree ("agency_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_infos_individual_number_key" ON "agent_infos" USING btree ("agency_id","individual_number");--> statement-breakpoint
CREATE INDEX "agent_infos_registration_idx" ON "agent_infos" USING btree ("agency_id","registration_number");--> statement-breakpoint
CREATE INDEX "agent_infos_card_expiry_idx" ON "agent_infos" USING btree ("agency_id","cnaps_card_expires_at");--> statement-breakpoint
CREATE INDEX "agent_items_agency_member_idx" ON "agent_items" USING btree ("agency_id","membership_id","position");