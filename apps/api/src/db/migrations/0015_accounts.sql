-- Accounts a hostel can run (issue 16): the language an account's mails are written in, reviews and
-- payments that outlive a deleted account, and a durable queue of outgoing mail.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("language" in ('en', 'bn'));--> statement-breakpoint
-- A deleted student's reviews stay ("Former student"). Each keeps a random stand-in for its author,
-- the same for all of one person's reviews, so a meal's rating still counts that person once
-- (meal_rating below) while nothing leads back to who it was.
ALTER TABLE "reviews" ADD COLUMN "former_author" text;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_known" CHECK ("user_id" IS NOT NULL OR "former_author" IS NOT NULL);--> statement-breakpoint
-- Payments stay in the hostel's accounts without the person: no user, no name, no email.
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "meal_rating"("meal" uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(round(avg("latest"."stars"), 2), 0)
    FROM (
      SELECT DISTINCT ON (coalesce("user_id", "former_author")) "stars"
        FROM "reviews"
        WHERE "meal_id" = "meal" AND "stars" IS NOT NULL
        ORDER BY coalesce("user_id", "former_author"), "created_at" DESC, "id" DESC
    ) AS "latest"
$$;--> statement-breakpoint
-- Mail waits here until the SMTP server (or the outbox folder) has it: a restart or a refused
-- connection loses nothing, and any server process may send it. A sent mail's row is deleted, so
-- its one-time link is not kept.
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	-- The one link of the mail, logged when it goes to the outbox folder (no SMTP_URL).
	"link" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" ("next_attempt_at");
