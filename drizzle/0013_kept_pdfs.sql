-- Kept PDFs (issue 6/6 target 1, docs/decisions/029-kept-pdfs-and-batched-claims.md): an issued
-- invoice's or a credit note's rendered PDF, stored per document and version and reused until
-- something it prints changes. The versions below are moved by triggers in the same transaction as
-- the change, and a kept PDF is served only while every version it was rendered at still holds.
ALTER TABLE "invoices" ADD COLUMN "document_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "document_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The account holder's name is printed inside the PDFs as the e-invoice's seller contact (BG-6).
ALTER TABLE "users" ADD COLUMN "documents_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"credit_note_id" integer REFERENCES "credit_notes"("id") ON DELETE cascade,
	"invoice_version" integer NOT NULL,
	"credit_note_version" integer,
	"account_version" integer NOT NULL,
	"layout" text NOT NULL,
	"file_name" text NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_pdfs_credit_note_version" CHECK (("credit_note_id" IS NULL) = ("credit_note_version" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_pdfs_invoice_unique" ON "document_pdfs" ("invoice_id") WHERE "credit_note_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "document_pdfs_credit_note_unique" ON "document_pdfs" ("credit_note_id");
--> statement-breakpoint
CREATE INDEX "document_pdfs_user_idx" ON "document_pdfs" ("user_id");
--> statement-breakpoint
-- Any change to an invoice moves its version and drops its kept PDF (and its credit notes', which
-- print its number, dates and reference) unless only columns that print nothing changed. The list is
-- of what is harmless, so a column added later counts as printed. sent and overdue print alike (the
-- day an invoice falls overdue changes nothing on it); void and paid do not. The stored generated
-- columns (the number's sort keys, 0014's search text) follow columns compared here, and a BEFORE
-- trigger sees them before they are computed.
CREATE FUNCTION "invoices_document_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	harmless text[] := ARRAY['viewed_at', 'updated_at', 'share_token', 'send_reminders',
		'reminder_flow_template_id', 'recurring_invoice_id', 'document_version', 'status',
		'invoice_number_prefix', 'invoice_number_seq', 'search_text'];
	open_status text[] := ARRAY['sent', 'overdue'];
BEGIN
	IF (to_jsonb(NEW) - harmless) IS DISTINCT FROM (to_jsonb(OLD) - harmless)
		OR (CASE WHEN NEW.status = ANY (open_status) THEN 'open' ELSE NEW.status END)
			IS DISTINCT FROM (CASE WHEN OLD.status = ANY (open_status) THEN 'open' ELSE OLD.status END)
	THEN
		NEW.document_version := OLD.document_version + 1;
	END IF;
	IF NEW.document_version IS DISTINCT FROM OLD.document_version THEN
		DELETE FROM "document_pdfs" WHERE "invoice_id" = OLD.id;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_document_version" BEFORE UPDATE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_document_version"();
--> statement-breakpoint
-- A credit note prints everything on its row but the moment it was last emailed.
CREATE FUNCTION "credit_notes_document_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	harmless text[] := ARRAY['emailed_at', 'document_version'];
BEGIN
	IF (to_jsonb(NEW) - harmless) IS DISTINCT FROM (to_jsonb(OLD) - harmless) THEN
		NEW.document_version := OLD.document_version + 1;
	END IF;
	IF NEW.document_version IS DISTINCT FROM OLD.document_version THEN
		DELETE FROM "document_pdfs" WHERE "credit_note_id" = OLD.id;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_document_version" BEFORE UPDATE ON "credit_notes"
	FOR EACH ROW EXECUTE FUNCTION "credit_notes_document_version"();
--> statement-breakpoint
-- An invoice lists its credit notes and, once issued, its lines: a note or an issued invoice's line
-- written or removed moves the invoice's version too (the invoice trigger above drops the PDFs).
-- Once per statement (a sent invoice is written with all its lines in one), over the invoices it touched.
CREATE FUNCTION "invoice_parts_document_version_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "invoices" SET "document_version" = "document_version" + 1
		WHERE "id" IN (SELECT "invoice_id" FROM old_parts) AND "status" <> 'draft';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_parts_document_version_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "invoices" SET "document_version" = "document_version" + 1
		WHERE "id" IN (SELECT "invoice_id" FROM new_parts) AND "status" <> 'draft';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_invoice_document_version_added" AFTER INSERT ON "credit_notes"
	REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_added"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_invoice_document_version_deleted" AFTER DELETE ON "credit_notes"
	REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_deleted"();
--> statement-breakpoint
CREATE TRIGGER "line_items_invoice_document_version_added" AFTER INSERT ON "line_items"
	REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_added"();
--> statement-breakpoint
CREATE TRIGGER "line_items_invoice_document_version_updated" AFTER UPDATE ON "line_items"
	REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_added"();
--> statement-breakpoint
CREATE TRIGGER "line_items_invoice_document_version_moved" AFTER UPDATE ON "line_items"
	REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_deleted"();
--> statement-breakpoint
CREATE TRIGGER "line_items_invoice_document_version_deleted" AFTER DELETE ON "line_items"
	REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION "invoice_parts_document_version_deleted"();
--> statement-breakpoint
-- The account holder's name is the seller contact inside every hybrid PDF of the account.
CREATE FUNCTION "users_documents_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW.first_name, NEW.last_name) IS DISTINCT FROM (OLD.first_name, OLD.last_name) THEN
		NEW.documents_version := OLD.documents_version + 1;
	END IF;
	IF NEW.documents_version IS DISTINCT FROM OLD.documents_version THEN
		DELETE FROM "document_pdfs" WHERE "user_id" = OLD.id;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_documents_version" BEFORE UPDATE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_documents_version"();
