CREATE TABLE "mail_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"agency_id" uuid,
	"type" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "tracking_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_events_agency_at_idx" ON "mail_events" USING btree ("agency_id","at");--> statement-breakpoint
CREATE INDEX "mail_events_mail_idx" ON "mail_events" USING btree ("mail_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_links_mail_position_idx" ON "mail_links" USING btree ("mail_id","position");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tracking_token_unique" UNIQUE("tracking_token");--> statement-breakpoint
-- Hand-written: the mails already in the outbox get their history from their state.
INSERT INTO "mail_events" ("mail_id", "agency_id", "type", "at") SELECT "id", "agency_id", 'queued', "created_at" FROM "mail_outbox";--> statement-breakpoint
INSERT INTO "mail_events" ("mail_id", "agency_id", "type", "detail", "at") SELECT "id", "agency_id", CASE "status" WHEN 'sent' THEN 'sent' WHEN 'stored' THEN 'stored' ELSE 'failed' END, "error", coalesce("sent_at", "created_at") FROM "mail_outbox" WHERE "status" <> 'queued';
