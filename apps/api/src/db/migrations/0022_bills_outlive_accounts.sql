-- Issue 25: debts survive the debtor. A deleted account's payments, plan periods and meal choices
-- keep its id (which names no one once the users row, with the name and email, is gone), so its
-- bills stay whole in the hostel's accounts; they no longer cascade away or lose their payer.
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "plan_periods" DROP CONSTRAINT "plan_periods_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_user_id_users_id_fk";
