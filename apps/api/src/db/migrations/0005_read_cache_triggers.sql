-- Every change to what the public meal answers show (meals with their counters, reviews, the names
-- of admins and reviewers) tells every server process at commit, whoever made it: the app, a
-- script or psql. The processes empty their read caches on it (apps/api/src/plugins/read-cache.ts).
-- One notification per statement, folded into one per transaction by PostgreSQL.
CREATE FUNCTION "read_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', 'changed');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meals_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meals"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_changed"();--> statement-breakpoint
CREATE TRIGGER "users_read_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_changed"();
