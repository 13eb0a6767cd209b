-- A company's legal details (issue 3/7, docs/decisions/045): its registered name (a sole trader's full
-- name), legal form and share capital, and its identifiers as one JSON list of { scheme, value }
-- (shared/registrations.ts) so that a country's register is a scheme, not a column. Issued documents
-- freeze them with the seller (invoices.seller_snapshot); a company saved before has none.
ALTER TABLE "settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "share_capital" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;