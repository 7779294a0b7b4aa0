-- Issue 26: refunds with a reason and who gave them, an upgrade's refund returning to the plan it
-- raised, money taken in cash or by mobile money, and charges (guest meals, fines, adjustments).
ALTER TABLE "payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "by_user_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("method" in ('card', 'cash', 'bkash', 'nagad', 'rocket'));--> statement-breakpoint
-- The plan a period had before an upgrade raised it, and the upgrade before that: a refunded
-- upgrade puts them back. Earlier upgrades: the plan their time was bought as.
ALTER TABLE "plan_periods" ADD COLUMN "upgraded_from" text;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "prior_upgrade_payment_id" uuid REFERENCES "payments"("id") ON DELETE set null;--> statement-breakpoint
UPDATE "plan_periods" p SET "upgraded_from" = pay."plan_name"
FROM "payments" pay
WHERE p."upgrade_payment_id" IS NOT NULL AND pay."id" = p."payment_id" AND pay."purpose" = 'plan';--> statement-breakpoint
CREATE TABLE "charges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL,
  "date" date NOT NULL,
  "kind" text NOT NULL,
  "amount" integer NOT NULL,
  "reason" text NOT NULL,
  "slot" text,
  "meal_id" uuid,
  "created_by" text,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "charges_kind_valid" CHECK ("kind" in ('guest', 'fine', 'adjustment')),
  CONSTRAINT "charges_amount_sign" CHECK ("amount" <> 0 AND ("kind" = 'adjustment' OR "amount" > 0)),
  CONSTRAINT "charges_guest_slot" CHECK (("kind" = 'guest') = ("slot" IS NOT NULL)),
  CONSTRAINT "charges_slot_valid" CHECK ("slot" IS NULL OR "slot" in ('breakfast', 'lunch', 'dinner'))
);--> statement-breakpoint
CREATE INDEX "charges_user_date_idx" ON "charges" ("user_id", "date");--> statement-breakpoint
CREATE INDEX "charges_date_slot_idx" ON "charges" ("date", "slot");
