-- A like is the app's busiest write. As separate statements it took eight round trips between the
-- server and the database (the limiter's hit, then a transaction of five), and every round trip
-- waits for both processes to be scheduled. As one function call it is one round trip and one
-- commit, with the same rules (apps/api/src/modules/meals/meal-likes.queries.ts calls it).

-- One hit on a fixed-window limiter shared by every server process: 0 when the hit is allowed, else
-- the seconds until the window ends. The window restarts once it is over.
CREATE FUNCTION "hit_rate_limit"(p_key text, p_max integer, p_window_seconds integer) RETURNS integer
LANGUAGE sql AS $$
  INSERT INTO "rate_limits" AS r ("key", "window_start", "count") VALUES (p_key, now(), 1)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN r."window_start" <= now() - make_interval(secs => p_window_seconds) THEN 1 ELSE r."count" + 1 END,
    "window_start" = CASE WHEN r."window_start" <= now() - make_interval(secs => p_window_seconds) THEN now() ELSE r."window_start" END
  RETURNING CASE WHEN r."count" <= p_max THEN 0
    ELSE greatest(1, ceil(extract(epoch from (r."window_start" + make_interval(secs => p_window_seconds) - now())))::integer) END;
$$;--> statement-breakpoint

-- Likes (p_like) or unlikes a meal for a user. Likes are rows, one per user and meal; the meal's
-- counter moves only when a row was really added or removed, so repeating a like changes nothing.
-- An upcoming meal is released (becomes ongoing) by the like that takes it to p_release_at; the
-- release is a conditional update, so however many likes cross the threshold at once, exactly one
-- of them answers released.
-- p_async_commit: commit without waiting for the WAL flush (PostgreSQL servers only, see below).
-- outcome: 'ok', 'limited' (retry_after seconds), 'not_found', or 'upgrade' (an upcoming meal
-- liked by a user whose plan does not allow it: p_may_like_upcoming false).
CREATE FUNCTION "toggle_meal_like"(
  p_meal_id uuid,
  p_user_id text,
  p_like boolean,
  p_may_like_upcoming boolean,
  p_release_at integer,
  p_limit_key text,
  p_limit_max integer,
  p_limit_window_seconds integer,
  p_async_commit boolean
) RETURNS TABLE (outcome text, like_count integer, released boolean, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
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
  IF p_like AND v_status = 'upcoming' AND NOT p_may_like_upcoming THEN
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
