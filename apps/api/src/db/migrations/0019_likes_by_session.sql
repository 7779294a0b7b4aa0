-- A like names its session only: toggle_meal_like reads the user from the session token, so the
-- server no longer looks the session up first (docs/decisions, 95). The new function is created
-- from db/functions/toggle_meal_like.sql after the migrations.
DROP FUNCTION "toggle_meal_like"(uuid, text, text, boolean, integer, text, integer, integer);
