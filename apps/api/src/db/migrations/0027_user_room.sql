-- Issue 26: a student's room number, set by the admin on the student's page and shown on Balances.
-- Free text (hostels number rooms "204", "B-12", "Annex 3"); null until the admin sets one.
ALTER TABLE "users" ADD COLUMN "room" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_room_length" CHECK ("room" IS NULL OR char_length("room") BETWEEN 1 AND 20);
