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

const METHODS = ['card', 'cash', 'bkash', 'nagad', 'rocket'] as const;
type Method = (typeof METHODS)[number];
/** The payment method's key for the line's words; a method this build does not know reads as a card. */
const methodOf = (line: BillLine): Method => METHODS.find((m) => m === line.method) ?? 'card';

/** The plan's words: bought, the part an upgrade added, or taken back because its money went back (issue 26). */
function planKey(line: BillLine): 'lines.plan' | 'lines.planUpgrade' | 'lines.planRefunded' {
  if (line.note === 'upgrade') return 'lines.planUpgrade';
  if (line.note === 'refunded') return 'lines.planRefunded';
  return 'lines.plan';
}

/**
 * What a line is, in words a student reads (issue 26): "Gold plan", "Upgrade to Platinum",
 * "Platinum plan, refunded", an extra meal or a rebate (which slot), "Paid in cash", "Refunded to
 * your card", a guest meal, fine or adjustment with the admin's reason.
 */
function LineWhat({ line }: { line: BillLine }) {
  const { t } = useTranslation('bill');
  const { language } = useFormat();
  // The server names the slot of every extra and rebate line; an unknown one is shown as it came.
  const slot = isSlot(line.slot) ? t(`slot.${line.slot}`) : (line.slot ?? '');
  const kind = line.kind;
  switch (kind) {
    case 'plan':
      return line.planName ? (
        <Trans t={t} i18nKey={planKey(line)} components={{ plan: <span translate="no">{line.planName}</span> }} />
      ) : (
        t('lines.planUnnamed')
      );
    case 'extra':
      return t('lines.extra', { slot });
    case 'rebate':
      // A line with no slot takes back (positive) or gives back the rebates of a refunded or disputed plan.
      if (line.slot === null) return t(line.amount > 0 ? 'lines.rebatesVoided' : 'lines.rebatesRestored');
      return t('lines.rebate', { slot });
    case 'guest':
    case 'fine':
    case 'adjustment':
      // An adjustment without a reason is a change to a closed month's history, brought into the
      // first open month (decision 112); the admin's own charges say why.
      if (kind === 'adjustment' && !line.reason) return t('lines.closedCorrection');
      return (
        <span className="flex flex-col">
          <span>{t(`lines.${kind}`, { slot })}</span>
          {line.reason ? <span className="text-sm text-stone-600 dark:text-stone-300">{line.reason}</span> : null}
        </span>
      );
    case 'payment':
    case 'refund':
      return (
        <span className="flex flex-wrap items-baseline gap-x-2">
          {t(`lines.${line.kind === 'payment' ? 'paymentBy' : 'refundBy'}.${methodOf(line)}`)}
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
