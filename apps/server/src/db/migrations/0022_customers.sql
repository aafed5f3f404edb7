CREATE TABLE "agency_sequences" (
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_sequences_agency_id_kind_pk" PRIMARY KEY("agency_id","kind")
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"firstname" text,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"position" text,
	"invoice_recipient" boolean DEFAULT false NOT NULL,
	"estimate_recipient" boolean DEFAULT false NOT NULL,
	"planning_recipient" boolean DEFAULT false NOT NULL,
	"send_intervention_report" boolean DEFAULT false NOT NULL,
	"send_service_event_report" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_pricings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"base_price" integer NOT NULL,
	"coefficients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"by_customer" boolean NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"customer_activity_at" timestamp with time zone,
	"agency_activity_at" timestamp with time zone,
	"customer_read_at" timestamp with time zone,
	"agency_read_at" timestamp with time zone,
	"client_uuid" uuid,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "type" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "prospect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "generate_customer_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "settlement_period" text DEFAULT 'days' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "settlement_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_sequences" ADD CONSTRAINT "agency_sequences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pricings" ADD CONSTRAINT "customer_pricings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pricings" ADD CONSTRAINT "customer_pricings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_agency_customer_idx" ON "customer_contacts" USING btree ("agency_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_customer_email_key" ON "customer_contacts" USING btree ("customer_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_pricings_customer_specialty_key" ON "customer_pricings" USING btree ("agency_id","customer_id",lower("specialty"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_requests_agency_uuid_key" ON "customer_requests" USING btree ("agency_id","client_uuid");--> statement-breakpoint
CREATE INDEX "customer_requests_agency_idx" ON "customer_requests" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_requests_agency_customer_idx" ON "customer_requests" USING btree ("agency_id","customer_id","created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_customer_logo_key" ON "files" USING btree ("agency_id","owner_customer_id") WHERE "files"."purpose" = 'customer-logo' and "files"."deleted_at" is null and "files"."owner_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_agency_number_key" ON "customers" USING btree ("agency_id","customer_number");