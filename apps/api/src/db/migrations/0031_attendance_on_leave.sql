-- Issue 26: a leave ("I am away 10–20 December") marks the slots it turned off, so undoing it
-- restores only those (never a slot the student turned off themselves). Any other change of the
-- slot clears the mark.
ALTER TABLE "attendance" ADD COLUMN "on_leave" boolean DEFAULT false NOT NULL;
