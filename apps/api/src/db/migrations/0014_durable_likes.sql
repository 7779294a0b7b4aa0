-- Likes commit durably again (docs/decisions.md, "Durable likes"): an acknowledged like survives a
-- power cut. What made a durable like slow was its NOTIFY, not its WAL flush: PostgreSQL commits
-- notifying transactions one at a time (it holds the notification queue's lock through the commit,
-- WAL flush included), so likes could not share a flush. A like now tells the read caches after its
-- commit instead: the function marks its transaction, the trigger stays quiet for it, and the
-- server sends one `changed` for every batch of likes that finished meanwhile, before it answers
-- them (apps/api/src/modules/meals/meal-likes.queries.ts). Every other writer still notifies at
-- commit, as before.
CREATE OR REPLACE FUNCTION "read_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hostel.read_cache_told_by_app', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('read_cache', 'changed');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION "toggle_meal_like"(uuid, text, text, boolean, integer, text, integer, integer, boolean);--> statement-breakpoint
-- outcome: 'ok' (changed: a like row was really added or removed), 'limited' (retry_after
-- seconds), 'not_found', 'signed_out', or 'upgrade' (an upcoming meal liked by a bronze user).
-- The session and the badge are checked here (docs/decisions.md, 39).
CREATE FUNCTION "toggle_meal_like"(
  p_meal_id uuid,
  p_user_id text,
  p_session_token text,
  p_like boolean,
  p_release_at integer,
  p_limit_key text,
  p_limit_max integer,
  p_limit_window_seconds integer
) RETURNS TABLE (outcome text, like_count integer, released boolean, changed boolean, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_badge text;
  v_changed integer;
BEGIN
  released := false;
  changed := false;
  SELECT u."badge" INTO v_badge FROM "sessions" s JOIN "users" u ON u."id" = s."user_id"
    WHERE s."token" = p_session_token AND s."user_id" = p_user_id AND s."expires_at" > now();
  IF NOT FOUND THEN
    outcome := 'signed_out';
    RETURN NEXT;
    RETURN;
  END IF;
  retry_after := hit_rate_limit(p_limit_key, p_limit_max, p_limit_window_seconds);
  IF retry_after > 0 THEN
    outcome := 'limited';
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT m."status", m."likes" INTO v_status, like_count FROM "meals" m WHERE m."id" = p_meal_id;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_like AND v_status = 'upcoming' AND v_badge = 'bronze' THEN
    outcome := 'upgrade';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_like THEN
    INSERT INTO "meal_likes" ("meal_id", "user_id") VALUES (p_meal_id, p_user_id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM "meal_likes" l WHERE l."meal_id" = p_meal_id AND l."user_id" = p_user_id;
  END IF;
  GET DIAGNOSTICS v_changed = ROW_COUNT;

  IF v_changed > 0 THEN
    changed := true;
    -- The server tells the read caches after the commit (see above).
    PERFORM set_config('hostel.read_cache_told_by_app', 'on', true);
    UPDATE "meals" m
      SET "likes" = m."likes" + CASE WHEN p_like THEN 1 ELSE -1 END, "updated_at" = now()
      WHERE m."id" = p_meal_id
      RETURNING m."likes", m."status" INTO like_count, v_status;
    IF p_like AND v_status = 'upcoming' AND like_count >= p_release_at THEN
      UPDATE "meals" m SET "status" = 'ongoing', "published_at" = now(), "updated_at" = now()
        WHERE m."id" = p_meal_id AND m."status" = 'upcoming';
      released := FOUND;
    END IF;
  END IF;
  outcome := 'ok';
  RETURN NEXT;
END
$$;
