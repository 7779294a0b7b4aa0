import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { addMonths, type Month, monthName } from '../bill-month.ts';

export interface MonthPickerProps {
  value: Month;
  /** The last month there is a bill for (this month): the next button stops there. */
  latest: Month;
  onChange: (month: Month) => void;
}

/** Previous month, the month shown (announced when it changes), next month. */
export function MonthPicker({ value, latest, onChange }: MonthPickerProps) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('month.label')}</legend>
      <Button variant="outline" size="sm" onClick={() => onChange(addMonths(value, -1))}>
        <span aria-hidden="true">‹</span> {t('month.previous')}
      </Button>
      <p aria-live="polite" className="min-w-36 text-center font-bold text-stone-900">
        {monthName(value, language)}
      </p>
      <Button variant="outline" size="sm" disabled={value >= latest} onClick={() => onChange(addMonths(value, 1))}>
        {t('month.next')} <span aria-hidden="true">›</span>
      </Button>
      {value < latest ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(latest)}>
          {t('month.current')}
        </Button>
      ) : null}
    </fieldset>
  );
}
