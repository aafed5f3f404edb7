CREATE TABLE "commercial_document_files" (
	"agency_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_document_files_document_id_file_id_pk" PRIMARY KEY("document_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "commercial_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'service' NOT NULL,
	"quantity_thousandths" bigint NOT NULL,
	"unit_code" text DEFAULT 'C62' NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commercial_document_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"method" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commercial_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"agent_id" uuid,
	"date" date NOT NULL,
	"due_date" date,
	"subject" text,
	"notes" text,
	"delivery_address" text,
	"vat_on_debits" boolean DEFAULT false NOT NULL,
	"discount" jsonb,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_id" uuid,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_excl_tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"vat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" jsonb,
	"facturx_xml" text,
	"validated_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_agency_id_type_year_pk" PRIMARY KEY("agency_id","type","year")
);
--> statement-breakpoint
ALTER TABLE "commercial_document_files" ADD CONSTRAINT "commercial_document_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_files" ADD CONSTRAINT "commercial_document_files_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_files" ADD CONSTRAINT "commercial_document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_lines" ADD CONSTRAINT "commercial_document_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_lines" ADD CONSTRAINT "commercial_document_lines_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_payments" ADD CONSTRAINT "commercial_document_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_payments" ADD CONSTRAINT "commercial_document_payments_document_id_commercial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."commercial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_payments" ADD CONSTRAINT "commercial_document_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD CONSTRAINT "commercial_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD CONSTRAINT "commercial_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD CONSTRAINT "commercial_documents_agent_id_memberships_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD CONSTRAINT "commercial_documents_source_id_commercial_documents_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."commercial_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD CONSTRAINT "commercial_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_document_lines_document_idx" ON "commercial_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "commercial_document_payments_document_idx" ON "commercial_document_payments" USING btree ("document_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "commercial_documents_number_key" ON "commercial_documents" USING btree ("agency_id","type","number") WHERE "commercial_documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "commercial_documents_agency_type_idx" ON "commercial_documents" USING btree ("agency_id","type","created_at");--> statement-breakpoint
CREATE INDEX "commercial_documents_agency_customer_idx" ON "commercial_documents" USING btree ("agency_id","customer_id");--> statement-breakpoint
CREATE INDEX "commercial_documents_source_idx" ON "commercial_documents" USING btree ("source_id");
--> statement-breakpoint
-- Hand-written (not generated by drizzle-kit): a validated invoice or credit note is immutable (CGI annexe II
-- art. 242 nonies A). The API refuses first; these triggers hold even for a query that forgets to. Only the status
-- and its dates, the recipients and updated_at may change; deletion is refused. SQLSTATE BL001 is answered 409.
-- An agency purge may set `billing.purge` to on for its transaction (set_config('billing.purge', 'on', true)).
CREATE FUNCTION commercial_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('billing.purge', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF OLD.type IN ('invoice', 'creditNote') AND OLD.status <> 'draft' THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'Une facture ou un avoir validé ne peut pas être supprimé.' USING ERRCODE = 'BL001';
    END IF;
    IF NEW.type IS DISTINCT FROM OLD.type OR NEW.number IS DISTINCT FROM OLD.number
      OR NEW.agency_id IS DISTINCT FROM OLD.agency_id OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
      OR NEW.date IS DISTINCT FROM OLD.date OR NEW.due_date IS DISTINCT FROM OLD.due_date
      OR NEW.discount IS DISTINCT FROM OLD.discount OR NEW.discount_cents IS DISTINCT FROM OLD.discount_cents
      OR NEW.total_excl_tax_cents IS DISTINCT FROM OLD.total_excl_tax_cents
      OR NEW.total_tax_cents IS DISTINCT FROM OLD.total_tax_cents OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
      OR NEW.vat IS DISTINCT FROM OLD.vat OR NEW.snapshot IS DISTINCT FROM OLD.snapshot
      OR NEW.facturx_xml IS DISTINCT FROM OLD.facturx_xml OR NEW.source_id IS DISTINCT FROM OLD.source_id
      OR NEW.subject IS DISTINCT FROM OLD.subject OR NEW.delivery_address IS DISTINCT FROM OLD.delivery_address
      OR NEW.vat_on_debits IS DISTINCT FROM OLD.vat_on_debits OR NEW.validated_at IS DISTINCT FROM OLD.validated_at
      OR NEW.status = 'draft' THEN
      RAISE EXCEPTION 'Une facture ou un avoir validé ne peut pas être modifié.' USING ERRCODE = 'BL001';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER commercial_documents_frozen BEFORE UPDATE OR DELETE ON commercial_documents
  FOR EACH ROW EXECUTE FUNCTION commercial_documents_frozen();
--> statement-breakpoint
CREATE FUNCTION commercial_document_lines_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('billing.purge', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF EXISTS (
    SELECT 1 FROM commercial_documents d
    WHERE d.id IN (CASE WHEN TG_OP = 'INSERT' THEN NEW.document_id ELSE OLD.document_id END,
                   CASE WHEN TG_OP = 'DELETE' THEN OLD.document_id ELSE NEW.document_id END)
      AND d.type IN ('invoice', 'creditNote') AND d.status <> 'draft'
  ) THEN
    RAISE EXCEPTION 'Les lignes d’une facture ou d’un avoir validé ne peuvent pas être modifiées.' USING ERRCODE = 'BL001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER commercial_document_lines_frozen BEFORE INSERT OR UPDATE OR DELETE ON commercial_document_lines
  FOR EACH ROW EXECUTE FUNCTION commercial_document_lines_frozen();
