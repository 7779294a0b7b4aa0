-- A like updated the meal's row, and because likes was in three of the meals table's twelve
-- indexes, every like wrote a new entry into all twelve (no in-place update possible). The ranking
-- columns and their indexes move to meal_rank, one narrow row per meal kept by triggers, and meals
-- leaves free room in its pages, so a like updates the meal in place (a HOT update: no index
-- entries at all) and writes three index entries for its rank row (docs/decisions.md, 39).
CREATE TABLE "meal_rank" (
	"meal_id" uuid PRIMARY KEY NOT NULL,
	"ongoing" boolean NOT NULL,
	"title_lower" text NOT NULL,
	"likes" integer NOT NULL,
	"reviews" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "meal_rank" ("meal_id", "ongoing", "title_lower", "likes", "reviews")
  SELECT "id", "status" = 'ongoing', lower("title"), "likes", "reviews" FROM "meals";--> statement-breakpoint
DROP INDEX "meals_ongoing_title_idx";--> statement-breakpoint
DROP INDEX "meals_ongoing_likes_idx";--> statement-breakpoint
DROP INDEX "meals_likes_reviews_idx";--> statement-breakpoint
ALTER TABLE "meal_rank" ADD CONSTRAINT "meal_rank_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_rank_popularity_idx" ON "meal_rank" USING btree ("likes","reviews","meal_id");--> statement-breakpoint
CREATE INDEX "meal_rank_ongoing_title_idx" ON "meal_rank" USING btree ("title_lower","likes","meal_id") WHERE ongoing;--> statement-breakpoint
CREATE INDEX "meal_rank_ongoing_likes_idx" ON "meal_rank" USING btree ("likes","meal_id") WHERE ongoing;--> statement-breakpoint
-- Room for the new version of a row in its own page, which an in-place update needs. Pages written
-- from now on keep it; full pages get it as updates move their rows.
ALTER TABLE "meals" SET (fillfactor = 80);--> statement-breakpoint
CREATE FUNCTION "meal_rank_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "meal_rank" ("meal_id", "ongoing", "title_lower", "likes", "reviews")
    VALUES (NEW."id", NEW."status" = 'ongoing', lower(NEW."title"), NEW."likes", NEW."reviews");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "meal_rank_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "meal_rank" SET "ongoing" = NEW."status" = 'ongoing', "title_lower" = lower(NEW."title"),
      "likes" = NEW."likes", "reviews" = NEW."reviews"
    WHERE "meal_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meals_rank_insert" AFTER INSERT ON "meals"
  FOR EACH ROW EXECUTE FUNCTION "meal_rank_insert"();--> statement-breakpoint
CREATE TRIGGER "meals_rank_update" AFTER UPDATE OF "likes", "reviews", "title", "status" ON "meals"
  FOR EACH ROW WHEN (OLD."likes" IS DISTINCT FROM NEW."likes" OR OLD."reviews" IS DISTINCT FROM NEW."reviews"
    OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "meal_rank_update"();
