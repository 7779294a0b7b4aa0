-- Issue 26: the hostel's rules carry the date from which they hold (decision 110), so a change
-- never rewrites a bill already made. The one row's rules become the first version, in force since
-- 2000-01-01 (before any slot); mess_settings keeps its row as the anchor menu edits lock.
CREATE TABLE "mess_rules" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"breakfast_starts" time NOT NULL,
	"breakfast_ends" time NOT NULL,
	"lunch_starts" time NOT NULL,
	"lunch_ends" time NOT NULL,
	"dinner_starts" time NOT NULL,
	"dinner_ends" time NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"rebate_percent" integer NOT NULL,
	"rebate_cap_slots" integer NOT NULL,
	"early_access_days" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_rules_slots_in_order" CHECK (
		"breakfast_starts" < "breakfast_ends" AND "breakfast_ends" <= "lunch_starts"
		AND "lunch_starts" < "lunch_ends" AND "lunch_ends" <= "dinner_starts" AND "dinner_starts" < "dinner_ends"),
	CONSTRAINT "mess_rules_cutoff_range" CHECK ("cutoff_minutes" BETWEEN 0 AND 2880),
	CONSTRAINT "mess_rules_rebate_range" CHECK ("rebate_percent" BETWEEN 0 AND 100 AND "rebate_cap_slots" BETWEEN 0 AND 93),
	CONSTRAINT "mess_rules_early_access_range" CHECK ("early_access_days" BETWEEN 0 AND 14)
);--> statement-breakpoint
INSERT INTO "mess_rules" ("effective_from", "time_zone", "breakfast_starts", "breakfast_ends", "lunch_starts",
	"lunch_ends", "dinner_starts", "dinner_ends", "cutoff_minutes", "rebate_percent", "rebate_cap_slots", "early_access_days")
SELECT '2000-01-01', "time_zone", "breakfast_starts", "breakfast_ends", "lunch_starts", "lunch_ends", "dinner_starts",
	"dinner_ends", "cutoff_minutes", "rebate_percent", "rebate_cap_slots", "early_access_days"
FROM "mess_settings" WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "mess_settings" DROP COLUMN "time_zone", DROP COLUMN "breakfast_starts", DROP COLUMN "breakfast_ends",
	DROP COLUMN "lunch_starts", DROP COLUMN "lunch_ends", DROP COLUMN "dinner_starts", DROP COLUMN "dinner_ends",
	DROP COLUMN "cutoff_minutes", DROP COLUMN "rebate_percent", DROP COLUMN "rebate_cap_slots",
	DROP COLUMN "early_access_days";--> statement-breakpoint
CREATE TRIGGER "mess_rules_menu_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mess_rules"
	FOR EACH STATEMENT EXECUTE FUNCTION "menu_cache_changed"();
