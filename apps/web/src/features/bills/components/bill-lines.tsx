import type { BillLine } from '@hostel/contract/bills';
import { MEAL_SLOTS, type MealSlot } from '@hostel/contract/mess-constants';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { calendarDate } from '../../../i18n/calendar-date.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';

const isSlot = (slot: string | null): slot is MealSlot => (MEAL_SLOTS as readonly (string | null)[]).includes(slot);

/** What a line is, in words: a plan charge (which plan), an extra meal or a rebate (which slot), a payment, a refund. */
function LineWhat({ line }: { line: BillLine }) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  // The server names the slot of every extra and rebate line; an unknown one is shown as it came.
  const slot = isSlot(line.slot) ? t(`slot.${line.slot}`) : (line.slot ?? '');
  switch (line.kind) {
    case 'plan':
      return line.planName ? (
        <Trans t={t} i18nKey="lines.plan" components={{ plan: <span translate="no">{line.planName}</span> }} />
      ) : (
        t('lines.planUnnamed')
      );
    case 'extra':
      return t('lines.extra', { slot });
    case 'rebate':
      // A line with no slot takes back (positive) or gives back the rebates of a refunded or disputed plan.
      if (line.slot === null) return t(line.amount > 0 ? 'lines.rebatesVoided' : 'lines.rebatesRestored');
      return t('lines.rebate', { slot });
    case 'adjustment':
      // A change to a closed month's history, brought into the first open month (decision 112).
      return t('lines.closedCorrection');
    case 'payment':
    case 'refund':
      return (
        <span className="flex flex-wrap items-baseline gap-x-2">
          {t(`lines.${line.kind}`)}
          {line.paymentId ? (
            <Link
              to={paths.receipt(line.paymentId)}
              className="rounded text-sm font-semibold text-orange-800 underline underline-offset-2"
            >
              <Trans
                t={t}
                i18nKey="lines.receipt"
                values={{ date: calendarDate(line.date, language) }}
                components={{ sr: <span className="sr-only" /> }}
              />
            </Link>
          ) : null}
        </span>
      );
    default:
      return null;
  }
}

type Row = BillLine & { key: string };

/** The month's lines in date order: date, what, and the signed amount (a charge +, a credit −). */
export function BillLines({ lines, caption }: { lines: readonly BillLine[]; caption: string }) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  // Lines carry no id of their own; their place in the answer is stable for one month's bill.
  const rows: Row[] = lines.map((line, index) => ({ ...line, key: `${index}` }));
  const columns: ReadonlyArray<DataTableColumn<Row>> = [
    {
      header: t('lines.date'),
      cell: (line) => <time dateTime={line.date}>{calendarDate(line.date, language)}</time>,
      className: 'whitespace-nowrap',
    },
    { header: t('lines.what'), rowHeader: true, wide: true, cell: (line) => <LineWhat line={line} /> },
    {
      header: t('lines.amount'),
      align: 'end',
      cell: (line) => (
        <span className={line.amount < 0 ? 'text-emerald-800' : undefined}>
          {formatPoisha(line.amount, language, { signed: true })}
        </span>
      ),
      className: 'font-semibold whitespace-nowrap tabular-nums',
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} empty={null} />;
}
