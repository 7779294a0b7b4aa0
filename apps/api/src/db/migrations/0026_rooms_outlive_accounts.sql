-- Issue 25: a deletion ends a Platinum room (account-deletion.ts) instead of the rows cascading
-- away, so the cover it shared stays on the room-mates' past bills.
ALTER TABLE "roommates" DROP CONSTRAINT "roommates_buyer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "roommates" DROP CONSTRAINT "roommates_member_id_users_id_fk";
