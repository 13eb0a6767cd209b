-- Kept e-invoices (issue 2/7 item 2, docs/decisions/029): the XML an invoice's e-invoice download
-- writes is kept beside its PDF under the same versions, so a public link serves it without a
-- render until something it prints changes. `format` says what the bytes are: 'pdf', or the
-- e-invoice format of the XML. The triggers of 0013 drop every kept file of a document alike.
ALTER TABLE "document_pdfs" ADD COLUMN "format" text DEFAULT 'pdf' NOT NULL;--> statement-breakpoint
DROP INDEX "document_pdfs_invoice_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "document_pdfs_invoice_unique" ON "document_pdfs" ("invoice_id", "format") WHERE "credit_note_id" IS NULL;--> statement-breakpoint
DROP INDEX "document_pdfs_credit_note_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "document_pdfs_credit_note_unique" ON "document_pdfs" ("credit_note_id", "format");
