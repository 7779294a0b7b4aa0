export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * A query string of the set values, in the order given. The client builds its calls with it and the
 * server its preload links (apps/api/src/plugins/spa-route-hints.ts): a preload is only used when
 * its URL is the very one the page asks for.
 */
export function queryString(params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
