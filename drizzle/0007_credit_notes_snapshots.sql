CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text,
	"rate" numeric(10, 2) NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" integer NOT NULL,
	"credit_note_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"scope" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"tax" numeric(10, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"seller_snapshot" jsonb NOT NULL,
	"buyer_snapshot" jsonb NOT NULL,
	"logo_snapshot_id" integer,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "logo_snapshot_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "credit_note_prefix" text DEFAULT 'CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_logo_snapshot_id_document_logos_id_fk" FOREIGN KEY ("logo_snapshot_id") REFERENCES "public"."document_logos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_logos" ADD CONSTRAINT "document_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_user_number_unique" ON "credit_notes" USING btree ("user_id","credit_note_number");--> statement-breakpoint
CREATE INDEX "credit_notes_user_created_idx" ON "credit_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_logos_user_sha_unique" ON "document_logos" USING btree ("user_id","sha256");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_logo_snapshot_id_document_logos_id_fk" FOREIGN KEY ("logo_snapshot_id") REFERENCES "public"."document_logos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Invoices issued before snapshots existed keep printing what they printed until now: their seller
-- and buyer are frozen from today's settings and client (shared/document.ts DocumentSeller and
-- DocumentBuyer keys; an account without settings gets server/features/settings DEFAULT_SETTINGS).
-- Their logo is today's logo, kept as a document logo (stored once per account and content, keyed
-- by its sha256 in hex as server/features/documents/parties.ts computes it).
UPDATE "invoices" AS i SET
	"seller_snapshot" = jsonb_build_object(
		'name', s."company_name", 'email', s."email", 'phone', s."phone", 'website', s."website",
		'address', s."address", 'taxId', s."tax_id", 'country', coalesce(s."country", 'DE'),
		'paymentInstructions', s."payment_instructions", 'paymentLinkUrl', s."payment_link_url",
		'bankName', s."bank_name", 'accountNumber', s."account_number", 'routingNumber', s."routing_number",
		'iban', s."iban", 'swiftCode', s."swift_code", 'bic', s."bic", 'blz', s."blz", 'sortCode', s."sort_code"),
	"buyer_snapshot" = jsonb_build_object(
		'name', i."client_name", 'email', i."client_email", 'phone', c."phone", 'address', c."address")
FROM "invoices" AS inv
	LEFT JOIN "settings" AS s ON s."user_id" = inv."user_id"
	LEFT JOIN "clients" AS c ON c."id" = inv."client_id" AND c."user_id" = inv."user_id"
WHERE inv."id" = i."id" AND i."status" <> 'draft' AND i."seller_snapshot" IS NULL;--> statement-breakpoint
INSERT INTO "document_logos" ("user_id", "sha256", "content_type", "width", "height", "data")
SELECT l."user_id", encode(sha256(l."data"), 'hex'), l."content_type", l."width", l."height", l."data"
FROM "company_logos" AS l
WHERE EXISTS (SELECT 1 FROM "invoices" AS i WHERE i."user_id" = l."user_id" AND i."status" <> 'draft')
ON CONFLICT ("user_id", "sha256") DO NOTHING;--> statement-breakpoint
UPDATE "invoices" AS i SET "logo_snapshot_id" = d."id"
FROM "company_logos" AS l
	JOIN "document_logos" AS d ON d."user_id" = l."user_id" AND d."sha256" = encode(sha256(l."data"), 'hex')
WHERE l."user_id" = i."user_id" AND i."status" <> 'draft' AND i."logo_snapshot_id" IS NULL;
