-- Issue 26: one dish per slot. The dish a student eats on a slot with alternatives (null: the
-- slot's first dish, the default), so the kitchen counts per dish with one query over attendance.
-- No foreign key, like the rest of the row (0022): a removed dish falls back to the default when the
-- admin changes the menu (menu.queries.ts), and a deleted meal leaves the id of what was served.
ALTER TABLE "attendance" ADD COLUMN "meal_id" uuid;
