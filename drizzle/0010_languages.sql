ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_flow_templates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "document_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- A company's document language from its country (shared/i18n/languages.ts companyDocumentLanguage).
UPDATE "settings" SET "document_language" = CASE "country"
  WHEN 'DE' THEN 'de' WHEN 'AT' THEN 'de' WHEN 'CH' THEN 'de'
  WHEN 'FR' THEN 'fr' WHEN 'BE' THEN 'fr' WHEN 'ES' THEN 'es' WHEN 'IT' THEN 'it' WHEN 'NL' THEN 'nl'
  ELSE 'en' END;--> statement-breakpoint
-- A client's from its country, else its company's (clientLanguage). Invoices and credit notes keep
-- the English they were written in: an issued document never changes; a draft follows its client
-- when it is next saved or issued.
UPDATE "clients" SET "language" = COALESCE(CASE "country"
  WHEN 'DE' THEN 'de' WHEN 'AT' THEN 'de' WHEN 'CH' THEN 'de'
  WHEN 'FR' THEN 'fr' WHEN 'BE' THEN 'fr' WHEN 'ES' THEN 'es' WHEN 'IT' THEN 'it' WHEN 'NL' THEN 'nl'
  END, (SELECT s."document_language" FROM "settings" s WHERE s."user_id" = "clients"."user_id"), 'en');
