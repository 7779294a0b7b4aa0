/** The rows of a `db.execute` result: node-postgres and PGlite shape it differently. */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
