// Moved to the i18n module (language-aware); kept here until every caller uses `useFormat()`.
export { formatTaka } from '../i18n/format.ts';
