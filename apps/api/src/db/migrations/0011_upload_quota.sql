-- Uploads that nothing uses are removed after a grace period, and each account's stored bytes are
-- counted against a quota (apps/api/src/modules/uploads/, docs/decisions.md "Unused uploads and
-- the storage quota").
--
-- The smaller widths of a photo (uploads/w400/… made on first request) count to the photo's owner:
-- one row per width made, removed with its upload.
CREATE TABLE "upload_widths" (
	"file_name" text NOT NULL REFERENCES "uploads"("file_name") ON DELETE cascade,
	"width" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "upload_widths_pk" PRIMARY KEY ("file_name", "width"),
	CONSTRAINT "upload_widths_bytes_nonnegative" CHECK ("bytes" >= 0)
);--> statement-breakpoint
-- "Is this photo still shown anywhere?" is a lookup, for the sweeper and for removal after a change.
-- Hash, not btree: a URL may be longer than a btree entry can hold.
CREATE INDEX "meals_image_idx" ON "meals" USING hash ("image");--> statement-breakpoint
CREATE INDEX "users_image_idx" ON "users" USING hash ("image");--> statement-breakpoint
-- Every stored photo a meal or an account shows has its upload row from now on (the trigger below
-- demands it). Photos shown before this release without one (the demo's pictures) get an ownerless
-- row: they count against no one, and are removed like any other once nothing shows them.
INSERT INTO "uploads" ("file_name", "owner_id", "content_type", "bytes", "width", "height")
SELECT DISTINCT "name", NULL, 'image/webp', 0, 0, 0 FROM (
	SELECT substring("image" FROM '^/api/uploads/([A-Za-z0-9_-]+\.webp)$') AS "name" FROM "meals"
	UNION SELECT substring("image" FROM '^/api/uploads/([A-Za-z0-9_-]+\.webp)$') FROM "users"
) AS "shown"
WHERE "name" IS NOT NULL
ON CONFLICT ("file_name") DO NOTHING;--> statement-breakpoint
-- A meal or an account that comes to show a stored photo holds its upload row (FOR KEY SHARE, as a
-- foreign key would) until it commits, and is refused when the row is gone. So the sweeper, which
-- locks a row FOR UPDATE before it deletes it, either skips a photo being put to use or has removed
-- it first, and then the save fails (SQLSTATE 23503) instead of showing a photo that no longer
-- exists. Not a foreign key: the column holds a URL, and URLs of other sites stay allowed.
CREATE FUNCTION "claim_stored_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."image" IS NOT DISTINCT FROM OLD."image" THEN
    RETURN NEW;
  END IF;
  v_name := substring(NEW."image" FROM '^/api/uploads/([A-Za-z0-9_-]+\.webp)$');
  IF v_name IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "uploads" WHERE "file_name" = v_name FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No stored photo %', v_name USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meals_claim_stored_photo" BEFORE INSERT OR UPDATE OF "image" ON "meals"
  FOR EACH ROW EXECUTE FUNCTION "claim_stored_photo"();--> statement-breakpoint
CREATE TRIGGER "users_claim_stored_photo" BEFORE INSERT OR UPDATE OF "image" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "claim_stored_photo"();
