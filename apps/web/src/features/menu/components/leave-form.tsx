import { addDays } from '@hostel/contract/calendar-date';
import type { LeaveAnswer, LeaveResult } from '@hostel/contract/leave';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSetLeave } from '../api/set-leave.ts';

const COUNTED: readonly LeaveResult[] = ['off', 'unchanged', 'too-late', 'no-updates-left', 'not-visible'];
const countKey = {
  off: 'off',
  on: 'on',
  unchanged: 'unchanged',
  'too-late': 'tooLate',
  'no-updates-left': 'noUpdates',
  'not-visible': 'notVisible',
} as const satisfies Record<LeaveResult, string>;

const countOf = (answer: LeaveAnswer, result: LeaveResult) => answer.slots.filter((s) => s.result === result).length;

/**
 * "I'll be away": every meal of a range of days off in one step (issue 26). The student first sees
 * what would change and what it earns (a dry run), then confirms; the same dates undo it.
 */
export function LeaveForm({ today, lastDate }: { today: string; lastDate: string }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(addDays(today, 1));
  const [to, setTo] = useState(addDays(today, 1));
  const [preview, setPreview] = useState<LeaveAnswer | null>(null);
  const mutation = useSetLeave();
  const range = { from, to: to < from ? from : to };

  const failed = (error: Error) => toast.error(error.message || t('leave.failed'));
  const check = () => mutation.mutate({ ...range, dryRun: true }, { onSuccess: setPreview, onError: failed });
  const confirm = () =>
    mutation.mutate(range, {
      onSuccess: (answer) => {
        toast.success(t('leave.saved', { number: format.number(countOf(answer, 'off')) }));
        setPreview(null);
      },
      onError: failed,
    });
  const undo = () =>
    mutation.mutate(
      { ...range, undo: true },
      {
        onSuccess: (answer) => {
          toast.success(t('leave.undone', { number: format.number(countOf(answer, 'on')) }));
          setPreview(null);
        },
        onError: failed,
      },
    );

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start rounded-full bg-white px-4 py-2 font-semibold text-orange-800 ring-1 ring-orange-300 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
      >
        {t('leave.open')}
      </button>
    );
  }

  const dateField = (name: 'from' | 'to', value: string, set: (v: string) => void) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
      {t(`leave.${name}`)}
      <input
        type="date"
        required
        value={value}
        min={name === 'to' ? from : today}
        max={lastDate}
        onChange={(event) => {
          set(event.target.value);
          setPreview(null);
        }}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-600"
      />
    </label>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
        {t('leave.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('leave.description')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        {dateField('from', from, setFrom)}
        {dateField('to', to, setTo)}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="min-h-11 rounded-full bg-orange-700 px-4 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-60"
        >
          {t('leave.check')}
        </button>
        <button
          type="button"
          disabled={mutation.isPending}
          onClick={undo}
          className="min-h-11 rounded-full px-4 font-semibold text-orange-800 ring-1 ring-orange-300 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-60"
        >
          {t('leave.undo')}
        </button>
      </form>
      {preview ? (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-stone-800">
          <ul className="flex flex-col gap-0.5">
            {COUNTED.filter((result) => countOf(preview, result) > 0).map((result) => (
              <li key={result}>
                {t(`leave.count.${countKey[result]}`, { number: format.number(countOf(preview, result)) })}
              </li>
            ))}
          </ul>
          <p className="font-semibold">
            {preview.rebate > 0
              ? t('leave.earns', { amount: formatPoisha(preview.rebate, format.language) })
              : t('leave.noRebate')}
          </p>
          {countOf(preview, 'off') > 0 ? (
            <button
              type="button"
              disabled={mutation.isPending}
              onClick={confirm}
              className="min-h-11 self-start rounded-full bg-orange-700 px-4 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-60"
            >
              {t('leave.confirm')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
