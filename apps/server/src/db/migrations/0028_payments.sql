CREATE TABLE "agency_invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_incl_tax_cents" integer NOT NULL,
	"first_payment" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"subscription_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"invoice_id" uuid,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"agency_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_article_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid,
	"label" text NOT NULL,
	"description" text,
	"unit_price_cents" integer NOT NULL,
	"agents_count" integer DEFAULT 0 NOT NULL,
	"needs_shipping" boolean DEFAULT false NOT NULL,
	"delivery_fees_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_section_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"article_id" uuid,
	"label" text NOT NULL,
	"description" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"agents_count" integer DEFAULT 0 NOT NULL,
	"needs_shipping" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscription_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" uuid NOT NULL,
	"title" text,
	"description" text,
	"items_total_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fees_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"total_incl_tax_cents" integer DEFAULT 0 NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_skipped" boolean DEFAULT false NOT NULL,
	"payment_skipped_at" timestamp with time zone,
	"operation_state" text DEFAULT 'cart' NOT NULL,
	"origin" text DEFAULT 'shop' NOT NULL,
	"payment_link_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_billing_accounts" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"provider_customer_id" text,
	"payment_failed_at" timestamp with time zone,
	"lock_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"billing" text DEFAULT 'monthly' NOT NULL,
	"day_option" text DEFAULT 'unlimited' NOT NULL,
	"quick_pay" boolean DEFAULT false NOT NULL,
	"extra_agents" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"agreement_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_record_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"agents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_cents" integer NOT NULL,
	"yearly_price_cents" integer,
	"agents_included" integer,
	"accounts_included" integer,
	"day_option" text DEFAULT 'unlimited' NOT NULL,
	"quick_pay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"subscription_id" uuid,
	"reason" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_invoice_payments" ADD CONSTRAINT "agency_invoice_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invoice_payments" ADD CONSTRAINT "agency_invoice_payments_invoice_id_agency_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."agency_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invoices" ADD CONSTRAINT "agency_invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invoices" ADD CONSTRAINT "agency_invoices_order_id_subscription_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."subscription_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invoices" ADD CONSTRAINT "agency_invoices_subscription_id_agency_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."agency_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_invoice_id_agency_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."agency_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_articles" ADD CONSTRAINT "shop_articles_type_id_shop_article_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shop_article_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_section_articles" ADD CONSTRAINT "shop_section_articles_section_id_shop_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."shop_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_section_articles" ADD CONSTRAINT "shop_section_articles_article_id_shop_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."shop_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_order_items" ADD CONSTRAINT "subscription_order_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_order_items" ADD CONSTRAINT "subscription_order_items_order_id_subscription_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."subscription_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_order_items" ADD CONSTRAINT "subscription_order_items_article_id_shop_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."shop_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_billing_accounts" ADD CONSTRAINT "agency_billing_accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_offer_id_subscription_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."subscription_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_record_grants" ADD CONSTRAINT "agent_record_grants_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reasons" ADD CONSTRAINT "subscription_reasons_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reasons" ADD CONSTRAINT "subscription_reasons_subscription_id_agency_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."agency_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_invoice_payments_invoice_idx" ON "agency_invoice_payments" USING btree ("agency_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invoice_payments_external_key" ON "agency_invoice_payments" USING btree ("external_id") WHERE "agency_invoice_payments"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invoices_number_key" ON "agency_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "agency_invoices_agency_idx" ON "agency_invoices" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_invoices_date_idx" ON "agency_invoices" USING btree ("date");--> statement-breakpoint
CREATE INDEX "agency_invoices_order_idx" ON "agency_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_agency_idx" ON "payment_checkouts" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_section_articles_key" ON "shop_section_articles" USING btree ("section_id","article_id");--> statement-breakpoint
CREATE INDEX "subscription_order_items_order_idx" ON "subscription_order_items" USING btree ("agency_id","order_id");--> statement-breakpoint
CREATE INDEX "subscription_orders_agency_idx" ON "subscription_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_orders_created_idx" ON "subscription_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agency_subscriptions_agency_idx" ON "agency_subscriptions" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_record_grants_source_key" ON "agent_record_grants" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "subscription_reasons_agency_idx" ON "subscription_reasons" USING btree ("agency_id","created_at");