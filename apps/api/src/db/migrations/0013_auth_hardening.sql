-- Reserved for the authentication hardening (docs/decisions.md, 40–49), which in the end needed no
-- schema change: a no-op, kept so databases that applied it and new ones agree on the journal.
SELECT 1;
