import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { addMonths, type Month, monthName } from '../bill-month.ts';

export interface MonthPickerProps {
  value: Month;
  /** This month, which "This month" goes back to. */
  current: Month;
  /** The last month with anything on it yet (meals can be turned on or off weeks ahead): Next stops there. */
  latest: Month;
  onChange: (month: Month) => void;
}

/** Previous month, the month shown (announced when it changes), next month. */
export function MonthPicker({ value, current, latest, onChange }: MonthPickerProps) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">{t('month.label')}</legend>
      <Button variant="outline" size="sm" onClick={() => onChange(addMonths(value, -1))}>
        <span aria-hidden="true">‹</span> {t('month.previous')}
      </Button>
      <p aria-live="polite" className="min-w-32 text-center font-bold text-stone-900">
        {monthName(value, language)}
      </p>
      <Button variant="outline" size="sm" disabled={value >= latest} onClick={() => onChange(addMonths(value, 1))}>
        {t('month.next')} <span aria-hidden="true">›</span>
      </Button>
      {value !== current ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(current)}>
          {t('month.current')}
        </Button>
      ) : null}
    </fieldset>
  );
}
