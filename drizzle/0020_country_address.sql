ALTER TABLE "clients" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "salutation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "region" text;