ALTER TABLE "commercial_document_lines" ADD COLUMN "vat_exemption_code" text;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "commercial_documents" ADD COLUMN "period_end" date;--> statement-breakpoint
-- The billing period is part of a validated invoice or credit note (hand-written, beside 0021's trigger so that
-- each migration owns its own columns): it cannot change once the document is validated.
CREATE FUNCTION commercial_documents_period_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('billing.purge', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF OLD.type IN ('invoice', 'creditNote') AND OLD.status <> 'draft'
    AND (NEW.period_start IS DISTINCT FROM OLD.period_start OR NEW.period_end IS DISTINCT FROM OLD.period_end) THEN
    RAISE EXCEPTION 'Une facture ou un avoir validé ne peut pas être modifié.' USING ERRCODE = 'BL001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER commercial_documents_period_frozen BEFORE UPDATE ON commercial_documents
  FOR EACH ROW EXECUTE FUNCTION commercial_documents_period_frozen();
