-- Trigram indexes back the title and email searches (ILIKE '%q%') on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
