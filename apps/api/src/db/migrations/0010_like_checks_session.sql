-- A like checks its session itself (docs/decisions.md, 39): the server answers a like from its
-- session cache without waiting for the round trip that makes sure no other process signed the
-- session out meanwhile, and the function refuses a token that is no longer a live session of the
-- user, and reads the user's badge (which a payment may have changed) itself.
-- outcome: 'ok', 'limited' (retry_after seconds), 'not_found', 'signed_out', or 'upgrade' (an
-- upcoming meal liked by a bronze user).
DROP FUNCTION "toggle_meal_like"(uuid, text, boolean, boolean, integer, text, integer, integer, boolean);--> statement-breakpoint
CREATE FUNCTION "toggle_meal_like"(
  p_meal_id uuid,
  p_user_id text,
  p_session_token text,
  p_like boolean,
  p_release_at integer,
  p_limit_key text,
  p_limit_max integer,
  p_limit_window_seconds integer,
  p_async_commit boolean
) RETURNS TABLE (outcome text, like_count integer, released boolean, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_badge text;
  v_changed integer;
BEGIN
  -- On a PostgreSQL server, committed without waiting for the WAL flush (docs/decisions.md, 32):
  -- every like notifies the read caches, and PostgreSQL commits notifying transactions one at a
  -- time, so waiting for the disk inside that queue capped likes at a few hundred a second. Never
  -- on PGlite: it has no WAL writer, so an unflushed commit would die with the app's process.
  IF p_async_commit THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  released := false;
  -- The session is checked here, in the like's own round trip: the server took the user from its
  -- session cache without waiting to hear of a sign-out on another process, and the badge too may
  -- have changed since it cached it.
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
