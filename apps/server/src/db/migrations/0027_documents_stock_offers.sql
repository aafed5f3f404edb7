CREATE TABLE "document_customers" (
	"document_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "document_customers_document_id_customer_id_pk" PRIMARY KEY("document_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"document_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_files_document_id_file_id_pk" PRIMARY KEY("document_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "document_folder_links" (
	"document_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	CONSTRAINT "document_folder_links_document_id_folder_id_pk" PRIMARY KEY("document_id","folder_id")
);
--> statement-breakpoint
CREATE TABLE "document_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_readers" (
	"document_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	CONSTRAINT "document_readers_document_id_membership_id_pk" PRIMARY KEY("document_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"access_all_agents" boolean DEFAULT false NOT NULL,
	"access_all_customers" boolean DEFAULT false NOT NULL,
	"agent_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"offer_agency_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"read_at" timestamp with time zone,
	"client_uuid" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_views_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"description" text,
	"reference" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"assignment_id" uuid,
	"agent_id" uuid,
	"site_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference_id" uuid NOT NULL,
	"agent_id" uuid,
	"site_id" uuid,
	"quantity" integer NOT NULL,
	"assigned_at" date NOT NULL,
	"restitution_from" date,
	"restitution_to" date,
	"status" text DEFAULT 'assigned' NOT NULL,
	"returned_at" timestamp with time zone,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_assignments_holder_check" CHECK ("stock_assignments"."agent_id" is not null or "stock_assignments"."site_id" is not null),
	CONSTRAINT "stock_assignments_quantity_check" CHECK ("stock_assignments"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"reference" text NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_references_quantity_check" CHECK ("stock_references"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_customers" ADD CONSTRAINT "document_customers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_customers" ADD CONSTRAINT "document_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folder_links" ADD CONSTRAINT "document_folder_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folder_links" ADD CONSTRAINT "document_folder_links_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readers" ADD CONSTRAINT "document_readers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readers" ADD CONSTRAINT "document_readers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_offer_agency_id_agencies_id_fk" FOREIGN KEY ("offer_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_reference_id_stock_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."stock_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_assignment_id_stock_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."stock_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_assignments" ADD CONSTRAINT "stock_assignments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_assignments" ADD CONSTRAINT "stock_assignments_reference_id_stock_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."stock_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_assignments" ADD CONSTRAINT "stock_assignments_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_assignments" ADD CONSTRAINT "stock_assignments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_assignments" ADD CONSTRAINT "stock_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_references" ADD CONSTRAINT "stock_references_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_customers_customer_idx" ON "document_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_file_key" ON "document_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_folder_links_folder_idx" ON "document_folder_links" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_folders_name_key" ON "document_folders" USING btree ("agency_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "document_readers_membership_idx" ON "document_readers" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "documents_agency_idx" ON "documents" USING btree ("agency_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_answers_agency_key" ON "offer_answers" USING btree ("offer_id","agency_id");--> statement-breakpoint
CREATE INDEX "offer_answers_offerer_idx" ON "offer_answers" USING btree ("offer_agency_id","read_at");--> statement-breakpoint
CREATE INDEX "offer_answers_agency_idx" ON "offer_answers" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_reference_key" ON "offers" USING btree ("agency_id","reference");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_actions_agency_idx" ON "stock_actions" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_assignments_agency_idx" ON "stock_assignments" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stock_assignments_agent_idx" ON "stock_assignments" USING btree ("agency_id","agent_id");--> statement-breakpoint
CREATE INDEX "stock_assignments_site_idx" ON "stock_assignments" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "stock_assignments_reference_idx" ON "stock_assignments" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_references_code_key" ON "stock_references" USING btree ("agency_id",lower("reference"));--> statement-breakpoint
CREATE INDEX "stock_references_agency_idx" ON "stock_references" USING btree ("agency_id","created_at");