-- A meal's rating counts each student once: the average, over the students who gave it stars, of
-- the stars of each one's newest review that has stars (newest by created_at, then id, as the
-- review list orders them). Thirty one-star reviews from one student weigh as much as one. The
-- review count stays the number of reviews (the spec's "review count"). The app recounts it with
-- this function under the meal's row lock (reviews.queries.ts, docs/decisions.md 36), and so do the
-- demo seed and the crash test's invariant check: one definition of the rating.
CREATE FUNCTION "meal_rating"("meal" uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(round(avg("latest"."stars"), 2), 0)
    FROM (
      SELECT DISTINCT ON ("user_id") "stars"
        FROM "reviews"
        WHERE "meal_id" = "meal" AND "stars" IS NOT NULL
        ORDER BY "user_id", "created_at" DESC, "id" DESC
    ) AS "latest"
$$;--> statement-breakpoint
-- Ratings kept before this counted every review: recount them. Only the meals whose rating changes
-- are written (meal_rank's trigger ignores the rating; the read caches hear of the change).
UPDATE "meals" SET "rating" = "recounted"."rating"
  FROM (SELECT "id", "meal_rating"("id") AS "rating" FROM "meals") AS "recounted"
  WHERE "meals"."id" = "recounted"."id" AND "meals"."rating" <> "recounted"."rating";
