CREATE TABLE "recurring_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" integer NOT NULL,
	"currency" text NOT NULL,
	"notes" text,
	"project_description" text,
	"line_items" jsonb NOT NULL,
	"send_reminders" boolean DEFAULT true NOT NULL,
	"reminder_flow_template_id" integer,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"occurrences" integer,
	"send_mode" text NOT NULL,
	"backfill" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_n" integer NOT NULL,
	"next_issue_date" date,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"last_issue_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"n" integer NOT NULL,
	"issue_date" date NOT NULL,
	"invoice_id" integer,
	"digest_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_reminder_flow_template_id_reminder_flow_templates_id_fk" FOREIGN KEY ("reminder_flow_template_id") REFERENCES "public"."reminder_flow_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_profile_id_recurring_invoices_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_user_idx" ON "recurring_invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_due_idx" ON "recurring_invoices" USING btree ("next_issue_date") WHERE not "recurring_invoices"."paused";--> statement-breakpoint
CREATE INDEX "recurring_client_idx" ON "recurring_invoices" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_occurrences_profile_date_unique" ON "recurring_occurrences" USING btree ("profile_id","issue_date");--> statement-breakpoint
CREATE INDEX "recurring_occurrences_digest_idx" ON "recurring_occurrences" USING btree ("user_id") WHERE "recurring_occurrences"."digest_pending";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_recurring_idx" ON "invoices" USING btree ("recurring_invoice_id");