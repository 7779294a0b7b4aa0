import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement built once per database and name (Drizzle binds it to its `db`): hot calls
 * skip building their SQL, and the database (PostgreSQL or PGlite) parses it once per connection.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as T;
}
