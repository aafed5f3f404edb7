CREATE TABLE "invoice_recurrence_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"recurrence_id" uuid NOT NULL,
	"period" text NOT NULL,
	"date" date NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_recurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject" text,
	"notes" text,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"frequency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"mode" text DEFAULT 'draft' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_recurrence_runs" ADD CONSTRAINT "invoice_recurrence_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurrence_runs" ADD CONSTRAINT "invoice_recurrence_runs_recurrence_id_invoice_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."invoice_recurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurrence_runs" ADD CONSTRAINT "invoice_recurrence_runs_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurrences" ADD CONSTRAINT "invoice_recurrences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurrences" ADD CONSTRAINT "invoice_recurrences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recurrences" ADD CONSTRAINT "invoice_recurrences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_recurrence_runs_period_key" ON "invoice_recurrence_runs" USING btree ("recurrence_id","period");--> statement-breakpoint
CREATE INDEX "invoice_recurrences_agency_idx" ON "invoice_recurrences" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_step_key" ON "invoice_reminders" USING btree ("document_id","step");