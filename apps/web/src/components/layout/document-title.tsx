import { useTranslation } from 'react-i18next';

/** The tab's title in the reader's language: "{page} · Hostel Meals", or the brand alone. */
export function DocumentTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  return <title>{page ? t('documentTitle', { page }) : t('brand.name')}</title>;
}
