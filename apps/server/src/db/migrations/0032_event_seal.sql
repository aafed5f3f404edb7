-- The seal covers what is shown (issue 25). Rows already there are from before: their entries keep hash format 1
-- (no state) and their heads are marked seal_version 1; at start the server seals those chains (appends one `seal`
-- entry per event and message, events/seal-older-chains.ts). New rows get the column defaults, 2.
ALTER TABLE "service_event_chain_heads" ADD COLUMN "seal_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_event_chain_heads" ALTER COLUMN "seal_version" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "service_event_entries" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_event_entries" ALTER COLUMN "version" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "service_event_entries" ADD COLUMN "state" text;
