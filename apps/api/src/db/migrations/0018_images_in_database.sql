-- Stored images live in the database (issue 18, decision 91): every server process reaches them
-- through DATABASE_URL, with no shared DATA_DIR. Each process caches what it serves on its own disk
-- and forgets an image when told it was removed. Images already on disk (DATA_DIR/uploads) are
-- carried in at the server's next start (modules/uploads/import-disk-uploads.ts): SQL cannot read them.
CREATE TABLE "upload_data" (
	"file_name" text PRIMARY KEY NOT NULL,
	"data" bytea NOT NULL
);--> statement-breakpoint
ALTER TABLE "upload_data" ADD CONSTRAINT "upload_data_file_name_uploads_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."uploads"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- WebP is compressed already: stored out of line without trying to compress it again.
ALTER TABLE "upload_data" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every removed image (with its upload, or by a restore that empties the table) tells every server
-- process at commit, so none serves it from its cache any more. A name per row; `*` for all.
CREATE FUNCTION "upload_data_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('upload_removed', '*');
  ELSE
    PERFORM pg_notify('upload_removed', OLD.file_name);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "upload_data_removed_row" AFTER DELETE ON "upload_data"
  FOR EACH ROW EXECUTE FUNCTION "upload_data_removed"();--> statement-breakpoint
CREATE TRIGGER "upload_data_removed_all" AFTER TRUNCATE ON "upload_data"
  FOR EACH STATEMENT EXECUTE FUNCTION "upload_data_removed"();
