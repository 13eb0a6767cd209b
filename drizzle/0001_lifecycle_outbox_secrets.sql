CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_user_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "raw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "payload" json;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_created_idx" ON "email_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_invoice_idx" ON "email_outbox" USING btree ("invoice_id");--> statement-breakpoint
UPDATE "email_outbox" o SET "invoice_id" = r."invoice_id" FROM "reminders" r WHERE r."outbox_id" = o."id";
