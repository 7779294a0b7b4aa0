import { Trans, useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { DownloadDataButton } from './download-data-button.tsx';

/** A copy of everything the account holds, as one file the reader keeps. */
export function DataSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard id="your-data" title={t('data.title')}>
      <div className="flex flex-col items-start gap-4">
        <p className="max-w-2xl text-stone-700">
          <Trans t={t} i18nKey="data.description" components={{ format: <span translate="no">JSON</span> }} />
        </p>
        <DownloadDataButton />
      </div>
    </SectionCard>
  );
}
