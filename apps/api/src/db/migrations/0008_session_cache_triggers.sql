-- Every change that can end a session or change who its user is (sign-out, a revoked or refreshed
-- session, a new role or badge, a deleted account) tells every server process at commit, whoever
-- made it. The processes empty their session caches on it (apps/api/src/plugins/session-cache.ts).
-- New sessions and new users change no cached answer, so inserts are not announced.
CREATE FUNCTION "session_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', 'changed');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();--> statement-breakpoint
CREATE TRIGGER "users_session_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_changed"();
