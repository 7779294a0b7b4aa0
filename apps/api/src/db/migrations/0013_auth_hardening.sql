-- placeholder: replaced by the change that owns this migration
SELECT 1;
