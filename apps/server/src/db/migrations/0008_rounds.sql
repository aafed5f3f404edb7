CREATE TABLE "checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" jsonb,
	"color" text NOT NULL,
	"badge" text,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"checkpoint_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"granted_directions" text DEFAULT 'ordered' NOT NULL,
	"number_of_executions" integer DEFAULT 1 NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "round_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "checkpoint_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkpoints_agency_site_idx" ON "checkpoints" USING btree ("agency_id","site_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_agency_badge_key" ON "checkpoints" USING btree ("agency_id","badge") WHERE badge is not null and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_agency_slug_key" ON "rounds" USING btree ("agency_id","slug");--> statement-breakpoint
CREATE INDEX "rounds_agency_site_idx" ON "rounds" USING btree ("agency_id","site_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rounds_checkpoint_ids_idx" ON "rounds" USING gin ("checkpoint_ids");