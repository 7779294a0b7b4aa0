/** The rows of a `db.execute` result (node-postgres's, on PGlite and PostgreSQL alike). */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
