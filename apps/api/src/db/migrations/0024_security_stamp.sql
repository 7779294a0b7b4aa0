-- One security stamp per account (issue 25, docs/decisions): every mailed link that acts on the
-- account carries it, and a link whose stamp is not the account's current one is refused. It is
-- renewed here, by the database, whichever code makes the change (better-auth, ADMIN_EMAIL at
-- start, an admin, a script): a new email or role, a password changed or cleared. A password set
-- where there was none (an insert) and sessions ended on request renew it in the code that does it
-- (auth/security-stamp.ts): a restore inserts the accounts after their users, and must keep the
-- backup's stamps.
ALTER TABLE "users" ADD COLUMN "security_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE FUNCTION "users_renew_security_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."email" IS DISTINCT FROM OLD."email" OR NEW."role" IS DISTINCT FROM OLD."role" THEN
    NEW."security_stamp" := gen_random_uuid()::text;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_security_stamp" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_renew_security_stamp"();--> statement-breakpoint
CREATE FUNCTION "accounts_renew_security_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."provider_id" = 'credential' THEN
      UPDATE "users" SET "security_stamp" = gen_random_uuid()::text WHERE "id" = OLD."user_id";
    END IF;
    RETURN NULL;
  END IF;
  IF NEW."provider_id" = 'credential' AND NEW."password" IS DISTINCT FROM OLD."password" THEN
    UPDATE "users" SET "security_stamp" = gen_random_uuid()::text WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_security_stamp" AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "accounts_renew_security_stamp"();--> statement-breakpoint
-- better-auth keeps a reset link's token in verifications (identifier 'reset-password:<token>',
-- value the user's id): a new stamp deletes them, so they die with it.
CREATE FUNCTION "users_security_stamp_renewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "verifications" WHERE "value" = NEW."id" AND "identifier" LIKE 'reset-password:%';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_security_stamp_renewed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."security_stamp" IS DISTINCT FROM NEW."security_stamp")
  EXECUTE FUNCTION "users_security_stamp_renewed"();
