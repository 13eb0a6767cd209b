-- Issue #27 target 6: a page of 50 of 10,000 invoices reads about 50 rows, search included
-- (docs/decisions/030-paged-search-and-indexes.md). pg_trgm, unaccent and btree_gin are trusted
-- extensions (PostgreSQL 13+): the database owner may create them; PGlite loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Lowercase and without accents: "MÜLLER", "Müller" and "muller" fold alike. unaccent() is only
-- STABLE because its one-argument form finds its dictionary through search_path; naming the
-- dictionary with its schema makes the answer fixed, so this wrapper may be IMMUTABLE and a stored
-- column may use it. Accents first, then case: lower() alone leaves "Ü" as it is in a C locale.
CREATE OR REPLACE FUNCTION duely_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- What the invoice list's search reads: number, client name and client email, folded, one per line
-- (a search without a line break cannot match across two of them). Kept by the database on every
-- write, so a search compares stored text instead of folding every row it reads.
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (duely_fold("invoice_number" || E'\n' || "client_name" || E'\n' || "client_email")) STORED NOT NULL;
--> statement-breakpoint
-- fastupdate off: each write goes into the index itself, not a pending list every search reads in
-- full until a VACUUM (PGlite has no autovacuum) or 4 MB of writes empty it.
CREATE INDEX "invoices_user_search_idx" ON "invoices" USING gin ("user_id", "search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Each sort of the paged list in its own order, ties broken by created_at then id as the query does:
-- a page is the next 50 entries of one index, in either direction.
DROP INDEX IF EXISTS "invoices_user_status_idx";
--> statement-breakpoint
CREATE INDEX "invoices_user_status_created_idx" ON "invoices" USING btree ("user_id", "status", "created_at", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_user_created_idx";
--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_user_client_name_idx" ON "invoices" USING btree ("user_id", lower("client_name"), "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_user_total_idx" ON "invoices" USING btree ("user_id", "total", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_user_balance_due_idx" ON "invoices" USING btree ("user_id", (CASE WHEN "status" = 'void' THEN 0::numeric(10,2) ELSE "total" - "amount_paid" - "credited_amount" END), "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_user_issue_date_idx" ON "invoices" USING btree ("user_id", "issue_date", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_user_due_date_idx" ON "invoices" USING btree ("user_id", "due_date", "created_at", "id");
