-- Issue 26: an admin closes a month (decision 112); its bills are kept as statements, never
-- recomputed, and a later correction shows as an adjustment line in the first open month.
CREATE TABLE "closed_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text,
	CONSTRAINT "closed_months_month_format" CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);--> statement-breakpoint
CREATE TABLE "bill_statements" (
	"month" text NOT NULL REFERENCES "closed_months" ("month"),
	"user_id" text NOT NULL,
	"bill" jsonb NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "bill_statements_pk" PRIMARY KEY ("month", "user_id")
);
