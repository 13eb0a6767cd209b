-- Sessions that end with their password (issue 2/7 item 1, docs/decisions/039-sessions-end-with-the-password.md):
-- every new password moves credential_version, each session keeps the version its password was
-- checked at, and a session whose version is behind its user's is signed out, even one stored after
-- the change. login_hold_until: the sign-in attempt that takes the last slot holds further checks
-- until the passwords in flight are checked, so a right one among them is not refused by a lock.
ALTER TABLE "users" ADD COLUMN "login_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credential_version" integer DEFAULT 1 NOT NULL;
