-- The like rules, in one place: who may like, the per-user limit, and when an upcoming meal is
-- released. Called by apps/api/src/modules/meals/meal-likes.queries.ts (toggleMealLike), one round
-- trip per like, so the check and the change cannot be split by another process (decision 39).
--
-- This file is the function's source. It is applied after the migrations at every start
-- (db/function-sources.ts); migrations 0006, 0010 and 0014 hold its earlier versions, and 0019
-- dropped the one that took the user's id. Changing its arguments or result columns needs a
-- migration that drops the old function first.
--
-- Rules:
-- - The caller is the user of the session whose token is given, if it is live (a sign-out on
--   another process counts): the server checks only the cookie's signature (auth/session-cookie.ts).
-- - The per-user limit (hit_rate_limit, key p_limit_prefix || the user's id) applies to every attempt.
-- - A bronze user may not like an upcoming meal ('upgrade').
-- - A like that reaches p_release_at likes releases an upcoming meal (status 'ongoing').
-- - Likes tell the read caches after their commit, from the server (see 0014): the function marks
--   its transaction so the read-cache trigger stays quiet for it.
--
-- outcome: 'ok' (changed: a like row was really added or removed), 'limited' (retry_after
-- seconds), 'not_found', 'signed_out', or 'upgrade'.
CREATE OR REPLACE FUNCTION "toggle_meal_like"(
  p_meal_id uuid,
  p_session_token text,
  p_like boolean,
  p_release_at integer,
  p_limit_prefix text,
  p_limit_max integer,
  p_limit_window_seconds integer
) RETURNS TABLE (outcome text, like_count integer, released boolean, changed boolean, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_user_id text;
  v_status text;
  v_badge text;
  v_changed integer;
BEGIN
  released := false;
  changed := false;
  SELECT u."id", u."badge" INTO v_user_id, v_badge FROM "sessions" s JOIN "users" u ON u."id" = s."user_id"
    WHERE s."token" = p_session_token AND s."expires_at" > now();
  IF NOT FOUND THEN
    outcome := 'signed_out';
    RETURN NEXT;
    RETURN;
  END IF;
  retry_after := hit_rate_limit(p_limit_prefix || v_user_id, p_limit_max, p_limit_window_seconds);
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
    INSERT INTO "meal_likes" ("meal_id", "user_id") VALUES (p_meal_id, v_user_id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM "meal_likes" l WHERE l."meal_id" = p_meal_id AND l."user_id" = v_user_id;
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
