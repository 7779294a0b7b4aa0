-- Issue 25: an invitation holds the address the buyer typed; the member is known once they accept
-- (an address with no account yet is invited by mail and joins after signing up with it).
ALTER TABLE "roommates" ADD COLUMN "invited_email" text;--> statement-breakpoint
UPDATE "roommates" AS r SET "invited_email" = lower(u."email") FROM "users" AS u WHERE u."id" = r."member_id";--> statement-breakpoint
ALTER TABLE "roommates" ALTER COLUMN "invited_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roommates" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roommates" ADD CONSTRAINT "roommates_member_when_accepted" CHECK ("status" = 'invited' OR "member_id" IS NOT NULL);--> statement-breakpoint
DROP INDEX "roommates_open_pair_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "roommates_open_invitation_unique" ON "roommates" ("buyer_id", "invited_email") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "roommates_invited_email_idx" ON "roommates" ("invited_email") WHERE "ended_at" IS NULL AND "status" = 'invited';
