-- The kitchen's day (issue 17): the rules a hostel sets, one row, and which catalog meals are cooked
-- in each slot of each date.
CREATE TABLE "mess_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Dhaka' NOT NULL,
	"breakfast_starts" time DEFAULT '07:00' NOT NULL,
	"breakfast_ends" time DEFAULT '09:30' NOT NULL,
	"lunch_starts" time DEFAULT '13:00' NOT NULL,
	"lunch_ends" time DEFAULT '15:00' NOT NULL,
	"dinner_starts" time DEFAULT '20:00' NOT NULL,
	"dinner_ends" time DEFAULT '22:00' NOT NULL,
	"cutoff_minutes" integer DEFAULT 180 NOT NULL,
	"rebate_percent" integer DEFAULT 100 NOT NULL,
	"rebate_cap_slots" integer DEFAULT 30 NOT NULL,
	"early_access_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "mess_settings_slots_in_order" CHECK (
		"breakfast_starts" < "breakfast_ends" AND "breakfast_ends" <= "lunch_starts"
		AND "lunch_starts" < "lunch_ends" AND "lunch_ends" <= "dinner_starts" AND "dinner_starts" < "dinner_ends"),
	CONSTRAINT "mess_settings_cutoff_range" CHECK ("cutoff_minutes" BETWEEN 0 AND 2880),
	CONSTRAINT "mess_settings_rebate_range" CHECK ("rebate_percent" BETWEEN 0 AND 100 AND "rebate_cap_slots" BETWEEN 0 AND 93),
	CONSTRAINT "mess_settings_early_access_range" CHECK ("early_access_days" BETWEEN 0 AND 14)
);--> statement-breakpoint
INSERT INTO "mess_settings" DEFAULT VALUES;--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "menu_entries_pk" PRIMARY KEY ("date", "slot", "meal_id"),
	CONSTRAINT "menu_entries_slot_valid" CHECK ("slot" in ('breakfast', 'lunch', 'dinner'))
);--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- "Which days is this meal on?" when a meal is deleted (the cascade), and the week grid's range reads.
CREATE INDEX "menu_entries_meal_idx" ON "menu_entries" ("meal_id");
