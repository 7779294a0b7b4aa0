// Moved to the i18n module (language-aware); kept here until every caller uses `useFormat()`.
export { formatTaka } from '../i18n/format.ts';

/** `1` → `1 like`, `3` → `3 likes`. */
export const pluralize = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
