-- Every change to what the week's menu shows every student alike (its entries, the title, picture,
-- category and price of the meals on it, the hostel's rules) tells every server process at commit,
-- whoever made it: the app, a script or psql. The processes empty their menu caches on it
-- (apps/api/src/modules/mess/menu-cache.ts). A like (meals.likes) changes nothing the menu shows.
CREATE FUNCTION "menu_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('menu_cache', 'changed');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menu_entries_menu_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "menu_cache_changed"();--> statement-breakpoint
CREATE TRIGGER "mess_settings_menu_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mess_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "menu_cache_changed"();--> statement-breakpoint
CREATE TRIGGER "meals_menu_cache" AFTER UPDATE OF "id", "title", "image", "category", "price" OR DELETE OR TRUNCATE ON "meals"
  FOR EACH STATEMENT EXECUTE FUNCTION "menu_cache_changed"();
