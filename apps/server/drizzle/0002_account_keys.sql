-- Issue 20.4: accounts are found by a key computed in JavaScript (accountKey: NFKC, then
-- lower case), compared exactly, instead of PostgreSQL's collation-dependent lower().
DROP INDEX "users_username_lower_key";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
-- Existing rows: every name the server could have stored is ASCII (usernames match
-- [A-Za-z0-9_.], the admin email is a checked email address), and for ASCII the key is the
-- ASCII lower case, which translate() gives on every engine and collation (lower() would not:
-- an ICU 'tr' database lowers I to ı).
UPDATE "users" SET
  "username_key" = translate("username", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
  "email_key" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_unique" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_unique" ON "users" USING btree ("email_key");
