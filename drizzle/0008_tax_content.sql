-- Issue 3/6 (docs/decisions/025): structured parties, tax per line, service dates. Nothing already
-- saved changes its figures: every line takes its invoice's rate, as computeTotals read it until
-- now, and each invoice's one breakdown row is the subtotal and tax it already has.
ALTER TABLE "credit_notes" ALTER COLUMN "tax_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "tax_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_scheme" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
-- A client saved before countries existed is in its company's country (a company of country "Other",
-- or without settings, gives DE, SPEC's default), so it is domestic, as it was invoiced until now.
UPDATE "clients" AS c SET "country" = CASE WHEN s."country" IS NULL OR s."country" = 'OTHER' THEN 'DE' ELSE s."country" END
FROM "clients" AS cl LEFT JOIN "settings" AS s ON s."user_id" = cl."user_id"
WHERE cl."id" = c."id";--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "tax_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "tax_category" text;--> statement-breakpoint
-- A line at a rate above 0 was standard rated (S); at 0 it is zero rated (Z): shared/tax.ts lineTaxIssue.
UPDATE "line_items" AS l SET "tax_rate" = i."tax_rate",
	"tax_category" = CASE WHEN i."tax_rate" > 0 THEN 'S' ELSE 'Z' END
FROM "invoices" AS i WHERE i."id" = l."invoice_id";--> statement-breakpoint
ALTER TABLE "line_items" ALTER COLUMN "tax_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ALTER COLUMN "tax_category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_exemption_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_end" date;--> statement-breakpoint
-- The one breakdown row of an invoice made before lines had rates of their own: shared/tax.ts TaxBreakdownRow.
UPDATE "invoices" SET "service_date" = "issue_date",
	"tax_breakdown" = jsonb_build_array(jsonb_build_object(
		'category', CASE WHEN "tax_rate" > 0 THEN 'S' ELSE 'Z' END,
		'rate', "tax_rate"::text, 'taxableAmount', "subtotal"::text, 'taxAmount', "tax"::text,
		'exemptionReason', NULL));--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD COLUMN "tax_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD COLUMN "tax_category" text;--> statement-breakpoint
UPDATE "credit_note_lines" AS l SET "tax_rate" = n."tax_rate",
	"tax_category" = CASE WHEN n."tax_rate" > 0 THEN 'S' ELSE 'Z' END
FROM "credit_notes" AS n WHERE n."id" = l."credit_note_id";--> statement-breakpoint
ALTER TABLE "credit_note_lines" ALTER COLUMN "tax_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ALTER COLUMN "tax_category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "tax_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "credit_notes" SET "tax_breakdown" = jsonb_build_array(jsonb_build_object(
	'category', CASE WHEN "tax_rate" > 0 THEN 'S' ELSE 'Z' END,
	'rate', "tax_rate"::text, 'taxableAmount', "subtotal"::text, 'taxAmount', "tax"::text,
	'exemptionReason', NULL));--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD COLUMN "service_period" text DEFAULT 'issue_date' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD COLUMN "tax_exemption_reason" text;
