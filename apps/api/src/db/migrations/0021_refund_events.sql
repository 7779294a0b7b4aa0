-- Issue 25: refunds and disputes as events, each on the bill of its own month. A partial refund
-- keeps the cover; a full one or a dispute ends it and voids its rebates; a dispute the hostel
-- wins puts the period back.
CREATE TABLE "payment_refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "kind" text NOT NULL,
  "amount" integer NOT NULL,
  "voids_rebates" boolean DEFAULT false NOT NULL,
  "at" timestamp with time zone NOT NULL,
  CONSTRAINT "payment_refunds_kind_valid" CHECK ("kind" in ('refund', 'dispute', 'dispute-won')),
  CONSTRAINT "payment_refunds_amount_nonzero" CHECK ("amount" <> 0)
);--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id", "at");--> statement-breakpoint
-- History does not move: a refund made before keeps its one line, and the rebates its bills showed.
INSERT INTO "payment_refunds" ("payment_id", "kind", "amount", "voids_rebates", "at")
SELECT "id", 'refund', "refunded_amount", false, "refunded_at" FROM "payments"
WHERE "refunded_amount" > 0 AND "refunded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "disputed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_range" CHECK ("disputed_amount" between 0 and "refunded_amount");--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "paid_until" timestamp with time zone;
