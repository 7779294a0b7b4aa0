-- Plans with a period (issue 17, decisions 83–87): what each payment was for and what was given
-- back, the time each plan payment bought, the rooms Platinum plans share, and each student's meals
-- turned on or off.
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_valid" CHECK ("purpose" in ('plan', 'upgrade', 'bill'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_range" CHECK ("refunded_amount" BETWEEN 0 AND "amount");--> statement-breakpoint
-- Every student's money by month (the bill, the admin's balances).
CREATE INDEX "payments_created_idx" ON "payments" ("created_at");--> statement-breakpoint
CREATE TABLE "plan_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"upgrade_payment_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_periods_plan_valid" CHECK ("plan_name" in ('Silver', 'Gold', 'Platinum')),
	CONSTRAINT "plan_periods_in_order" CHECK ("ends_at" >= "starts_at")
);--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_upgrade_payment_id_payments_id_fk" FOREIGN KEY ("upgrade_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_periods_user_ends_idx" ON "plan_periods" ("user_id", "ends_at");--> statement-breakpoint
-- The sweeps: badges whose period began or ended, and reminders of periods ending soon.
CREATE INDEX "plan_periods_ends_idx" ON "plan_periods" ("ends_at");--> statement-breakpoint
CREATE INDEX "plan_periods_starts_idx" ON "plan_periods" ("starts_at");--> statement-breakpoint
CREATE INDEX "plan_periods_payment_idx" ON "plan_periods" ("payment_id");--> statement-breakpoint
CREATE INDEX "plan_periods_upgrade_payment_idx" ON "plan_periods" ("upgrade_payment_id");--> statement-breakpoint
CREATE TABLE "roommates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "roommates_status_valid" CHECK ("status" in ('invited', 'accepted')),
	CONSTRAINT "roommates_not_self" CHECK ("buyer_id" <> "member_id")
);--> statement-breakpoint
ALTER TABLE "roommates" ADD CONSTRAINT "roommates_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommates" ADD CONSTRAINT "roommates_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One open invitation or membership per pair, and one room at a time per member.
CREATE UNIQUE INDEX "roommates_open_pair_unique" ON "roommates" ("buyer_id", "member_id") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "roommates_one_room_unique" ON "roommates" ("member_id") WHERE "ended_at" IS NULL AND "status" = 'accepted';--> statement-breakpoint
CREATE INDEX "roommates_member_idx" ON "roommates" ("member_id");--> statement-breakpoint
CREATE TABLE "attendance" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"on" boolean NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_pk" PRIMARY KEY ("user_id", "date", "slot"),
	CONSTRAINT "attendance_slot_valid" CHECK ("slot" in ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "attendance_price_valid" CHECK ("price" >= 0)
);--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The kitchen's count of a slot.
CREATE INDEX "attendance_date_slot_idx" ON "attendance" ("date", "slot");--> statement-breakpoint
CREATE TABLE "attendance_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"on" boolean NOT NULL,
	"counted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Silver's updates of a month.
CREATE INDEX "attendance_changes_counted_idx" ON "attendance_changes" ("user_id", "at") WHERE "counted";--> statement-breakpoint
-- Badges bought before plans had periods were kept forever: each becomes a period of its plan from
-- today (decision 83), paid for by the holder's latest payment for that plan, when there is one.
INSERT INTO "plan_periods" ("user_id", "plan_name", "starts_at", "ends_at", "payment_id")
SELECT u."id", initcap(u."badge"), now(), now() + interval '30 days',
	(SELECT p."id" FROM "payments" p WHERE p."user_id" = u."id" AND p."plan_name" = initcap(u."badge")
		ORDER BY p."created_at" DESC LIMIT 1)
FROM "users" u WHERE u."badge" <> 'bronze';
