-- Kept figures (issue 6/6 "Fast", docs/decisions/028): per user and currency, the invoices counted
-- by stored status — and, for sent invoices, by due date, since whether a sent invoice reads overdue
-- depends on today in the owner's zone (server/features/invoices/status.ts) — and the money received
-- per calendar month. The dashboard and the Invoices page's status counts read these few rows instead
-- of aggregating every invoice. They are kept by statement-level triggers in the very transaction
-- that changes an invoice or a payment, so no code path can forget them and no reader sees them stale;
-- each statement's changes are summed per key and applied in key order (one row lock per key, always
-- taken in the same order). Deleted users' rows go with them (the users join skips them).
CREATE TABLE "invoice_figures" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"invoice_count" integer NOT NULL,
	"total" numeric NOT NULL,
	"balance_due" numeric NOT NULL,
	CONSTRAINT "invoice_figures_pk" PRIMARY KEY("user_id","currency","status","due_date")
);
--> statement-breakpoint
CREATE TABLE "revenue_figures" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"payment_count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "revenue_figures_pk" PRIMARY KEY("user_id","currency","month")
);
--> statement-breakpoint
CREATE TABLE "created_figures" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"invoice_count" integer NOT NULL,
	CONSTRAINT "created_figures_pk" PRIMARY KEY("user_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "created_figures" ADD CONSTRAINT "created_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_figures" ADD CONSTRAINT "invoice_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "revenue_figures" ADD CONSTRAINT "revenue_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- An invoice's key date: its due date while it is stored sent, else -infinity (one row per status).
CREATE FUNCTION "invoice_figures_date"(status text, due_date date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN status = 'sent' THEN due_date ELSE '-infinity'::date END $$;
--> statement-breakpoint
-- What an invoice still owes (status.ts balanceDueSql): nothing once void.
CREATE FUNCTION "invoice_figures_balance"(status text, total numeric, amount_paid numeric, credited numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN status = 'void' THEN 0 ELSE total - amount_paid - credited END $$;
--> statement-breakpoint
-- Adds signed changes (a JSON array of {user_id, currency, status, due_date, n, total, balance_due}) and
-- drops the keys left with no invoice.
CREATE FUNCTION "invoice_figures_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "invoice_figures" AS f ("user_id", "currency", "status", "due_date", "invoice_count", "total", "balance_due")
	SELECT d."user_id", d."currency", d."status", d."due_date", sum(d."n"), sum(d."total"), sum(d."balance_due")
	FROM jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "status" text, "due_date" date, "n" integer, "total" numeric, "balance_due" numeric)
	JOIN "users" u ON u."id" = d."user_id"
	GROUP BY 1, 2, 3, 4
	HAVING sum(d."n") <> 0 OR sum(d."total") <> 0 OR sum(d."balance_due") <> 0
	ORDER BY 1, 2, 3, 4
	ON CONFLICT ("user_id", "currency", "status", "due_date") DO UPDATE SET
		"invoice_count" = f."invoice_count" + excluded."invoice_count",
		"total" = f."total" + excluded."total",
		"balance_due" = f."balance_due" + excluded."balance_due";
	DELETE FROM "invoice_figures" f
	USING jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "status" text, "due_date" date, "n" integer)
	WHERE d."n" < 0 AND f."invoice_count" = 0 AND f."user_id" = d."user_id" AND f."currency" = d."currency"
		AND f."status" = d."status" AND f."due_date" = d."due_date";
END $$;
--> statement-breakpoint
-- The same for money received: {user_id, currency, month, n, amount}.
CREATE FUNCTION "revenue_figures_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "revenue_figures" AS f ("user_id", "currency", "month", "payment_count", "amount")
	SELECT d."user_id", d."currency", d."month", sum(d."n"), sum(d."amount")
	FROM jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "month" date, "n" integer, "amount" numeric)
	JOIN "users" u ON u."id" = d."user_id"
	GROUP BY 1, 2, 3
	HAVING sum(d."n") <> 0 OR sum(d."amount") <> 0
	ORDER BY 1, 2, 3
	ON CONFLICT ("user_id", "currency", "month") DO UPDATE SET
		"payment_count" = f."payment_count" + excluded."payment_count",
		"amount" = f."amount" + excluded."amount";
	DELETE FROM "revenue_figures" f
	USING jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "month" date, "n" integer)
	WHERE d."n" < 0 AND f."payment_count" = 0 AND f."user_id" = d."user_id" AND f."currency" = d."currency" AND f."month" = d."month";
END $$;
--> statement-breakpoint
-- An invoice row's contribution, signed.
CREATE FUNCTION "invoice_figures_change"(i invoices, n integer) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object('user_id', i."user_id", 'currency', i."currency", 'status', i."status",
		'due_date', invoice_figures_date(i."status", i."due_date"), 'n', n, 'total', n * i."total",
		'balance_due', n * invoice_figures_balance(i."status", i."total", i."amount_paid", i."credited_amount"))
$$;
--> statement-breakpoint
-- Invoices created per UTC day, void ones left out: {user_id, currency, day, n}.
CREATE FUNCTION "created_figures_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "created_figures" AS f ("user_id", "currency", "day", "invoice_count")
	SELECT d."user_id", d."currency", d."day", sum(d."n")
	FROM jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "day" date, "n" integer)
	JOIN "users" u ON u."id" = d."user_id"
	GROUP BY 1, 2, 3
	HAVING sum(d."n") <> 0
	ORDER BY 1, 2, 3
	ON CONFLICT ("user_id", "currency", "day") DO UPDATE SET "invoice_count" = f."invoice_count" + excluded."invoice_count";
	DELETE FROM "created_figures" f
	USING jsonb_to_recordset(changes) AS d("user_id" uuid, "currency" text, "day" date, "n" integer)
	WHERE d."n" < 0 AND f."invoice_count" = 0 AND f."user_id" = d."user_id" AND f."currency" = d."currency" AND f."day" = d."day";
END $$;
--> statement-breakpoint
CREATE FUNCTION "created_figures_change"(i invoices, n integer) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN i."status" <> 'void' THEN jsonb_build_object('user_id', i."user_id", 'currency', i."currency",
		'day', (i."created_at" AT TIME ZONE 'UTC')::date, 'n', n) END
$$;
--> statement-breakpoint
CREATE FUNCTION "invoice_figures_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM invoice_figures_apply(coalesce(jsonb_agg(invoice_figures_change(n, 1)), '[]')),
		created_figures_apply(coalesce(jsonb_agg(created_figures_change(n, 1)) FILTER (WHERE n."status" <> 'void'), '[]'))
	FROM new_rows n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_figures_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM invoice_figures_apply(coalesce(jsonb_agg(invoice_figures_change(o, -1)), '[]')),
		created_figures_apply(coalesce(jsonb_agg(created_figures_change(o, -1)) FILTER (WHERE o."status" <> 'void'), '[]'))
	FROM old_rows o;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_figures_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only rows whose key or amounts changed (most updates touch neither: sent_at, viewed_at, notes…).
	PERFORM invoice_figures_apply(coalesce(jsonb_agg(c), '[]'))
	FROM new_rows n JOIN old_rows o ON o."id" = n."id",
		LATERAL (VALUES (invoice_figures_change(n, 1)), (invoice_figures_change(o, -1))) AS v(c)
	WHERE invoice_figures_change(n, 1) <> invoice_figures_change(o, 1);
	PERFORM created_figures_apply(coalesce(jsonb_agg(c) FILTER (WHERE c IS NOT NULL), '[]'))
	FROM new_rows n JOIN old_rows o ON o."id" = n."id",
		LATERAL (VALUES (created_figures_change(n, 1)), (created_figures_change(o, -1))) AS v(c)
	WHERE created_figures_change(n, 1) IS DISTINCT FROM created_figures_change(o, 1);
	-- Money received counts only on invoices that are not void: an invoice becoming void (or no
	-- longer void), or changing currency, moves its payments.
	PERFORM revenue_figures_apply(coalesce(jsonb_agg(jsonb_build_object('user_id', p."user_id", 'currency', x."currency",
		'month', date_trunc('month', p."paid_on")::date, 'n', x."n", 'amount', x."n" * p."amount")), '[]'))
	FROM (
		SELECT n."id", n."currency", 1 AS "n" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE n."status" <> 'void' AND (o."status" = 'void' OR o."currency" <> n."currency")
		UNION ALL
		SELECT o."id", o."currency", -1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
		WHERE o."status" <> 'void' AND (n."status" = 'void' OR o."currency" <> n."currency")
	) x JOIN "payments" p ON p."invoice_id" = x."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A payment counts in the currency of its invoice, unless the invoice is void. An invoice deleted
-- with its payments (a draft never has any; a deleted user takes all their rows) counts nothing.
CREATE FUNCTION "revenue_figures_payment_change"(p payments, n integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
	SELECT jsonb_build_object('user_id', p."user_id", 'currency', i."currency",
		'month', date_trunc('month', p."paid_on")::date, 'n', n, 'amount', n * p."amount")
	FROM "invoices" i WHERE i."id" = p."invoice_id" AND i."status" <> 'void'
$$;
--> statement-breakpoint
CREATE FUNCTION "revenue_figures_on_payment_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM revenue_figures_apply(coalesce(jsonb_agg(c) FILTER (WHERE c IS NOT NULL), '[]'))
	FROM new_payments p, LATERAL revenue_figures_payment_change(p, 1) AS c;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "revenue_figures_on_payment_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM revenue_figures_apply(coalesce(jsonb_agg(c) FILTER (WHERE c IS NOT NULL), '[]'))
	FROM old_payments p, LATERAL revenue_figures_payment_change(p, -1) AS c;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "revenue_figures_on_payment_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM revenue_figures_apply(coalesce(jsonb_agg(c) FILTER (WHERE c IS NOT NULL), '[]'))
	FROM (
		SELECT revenue_figures_payment_change(p, 1) AS c FROM new_payments p
		UNION ALL
		SELECT revenue_figures_payment_change(p, -1) FROM old_payments p
	) v;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_figures_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION invoice_figures_on_insert();
--> statement-breakpoint
CREATE TRIGGER "invoice_figures_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION invoice_figures_on_update();
--> statement-breakpoint
CREATE TRIGGER "invoice_figures_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION invoice_figures_on_delete();
--> statement-breakpoint
CREATE TRIGGER "revenue_figures_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_payments
	FOR EACH STATEMENT EXECUTE FUNCTION revenue_figures_on_payment_insert();
--> statement-breakpoint
CREATE TRIGGER "revenue_figures_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
	FOR EACH STATEMENT EXECUTE FUNCTION revenue_figures_on_payment_update();
--> statement-breakpoint
CREATE TRIGGER "revenue_figures_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_payments
	FOR EACH STATEMENT EXECUTE FUNCTION revenue_figures_on_payment_delete();
--> statement-breakpoint
-- The figures of the invoices and payments already there.
INSERT INTO "created_figures" ("user_id", "currency", "day", "invoice_count")
SELECT "user_id", "currency", ("created_at" AT TIME ZONE 'UTC')::date, count(*)
FROM "invoices" WHERE "status" <> 'void' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "invoice_figures" ("user_id", "currency", "status", "due_date", "invoice_count", "total", "balance_due")
SELECT "user_id", "currency", "status", invoice_figures_date("status", "due_date"), count(*), sum("total"),
	sum(invoice_figures_balance("status", "total", "amount_paid", "credited_amount"))
FROM "invoices" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "revenue_figures" ("user_id", "currency", "month", "payment_count", "amount")
SELECT p."user_id", i."currency", date_trunc('month', p."paid_on")::date, count(*), sum(p."amount")
FROM "payments" p JOIN "invoices" i ON i."id" = p."invoice_id" AND i."status" <> 'void'
GROUP BY 1, 2, 3;
