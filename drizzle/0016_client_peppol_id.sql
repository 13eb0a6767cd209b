-- A client's Peppol participant id (issue 2/7 item 11): `scheme:value` such as 0204:<Leitweg-ID> or
-- 0208:<Belgian enterprise number>, checked for its scheme's format when saved (shared/peppol-id.ts)
-- and written as the buyer's electronic address (BT-49) of its Peppol invoices. Null, as for every
-- client saved before: the one its Leitweg-ID or VAT ID gives (shared/peppol-endpoint.ts).
ALTER TABLE "clients" ADD COLUMN "peppol_id" text;
