ALTER TABLE "invoices" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_share_token_unique" ON "invoices" USING btree ("share_token");