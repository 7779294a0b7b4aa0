-- Issue 25: the change log keeps what the rules need, not every tap. The slot's own row is its last
-- change and now says whether that change used one of Silver's monthly updates (the bill's rebate
-- rule); attendance_changes keeps only the counted changes, which the month's count reads.
ALTER TABLE "attendance" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "attendance" a SET "counted" = true
WHERE EXISTS (
  SELECT 1 FROM "attendance_changes" c
  WHERE c."user_id" = a."user_id" AND c."date" = a."date" AND c."slot" = a."slot"
    AND c."counted" AND c."on" = a."on" AND c."at" = a."updated_at"
);--> statement-breakpoint
-- History does not move: a slot of a month before this one (in the hostel's zone) keeps the rebate
-- its bill already showed, whatever change made it.
UPDATE "attendance" SET "counted" = true
WHERE NOT "on" AND "date" < date_trunc('month', now() AT TIME ZONE (SELECT "time_zone" FROM "mess_settings" WHERE "id" = 1))::date;--> statement-breakpoint
DELETE FROM "attendance_changes" WHERE NOT "counted";--> statement-breakpoint
CREATE INDEX "attendance_changes_user_at_idx" ON "attendance_changes" ("user_id", "at");
