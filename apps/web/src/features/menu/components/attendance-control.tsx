import type { MenuItem, MySlot } from '@hostel/contract/mess';
import { ATTENDANCE_AHEAD_DAYS, SILVER_MONTHLY_UPDATES } from '@hostel/contract/mess-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { menuKeys } from '../api/get-week-menu.ts';
import { useSetAttendance } from '../api/set-attendance.ts';
import { attendanceBlock, attendanceRefusal } from '../attendance.ts';
import { longDate } from '../menu-format.ts';

export interface AttendanceControlProps {
  item: MenuItem & { me: MySlot };
  /** The cutoff has passed (the card watches the clock). */
  closed: boolean;
  /** The card's line saying until when the slot can be changed, which the switch points to. */
  cutoffId: string;
}

/**
 * The reader's own meal on one slot: covered by their plan or an extra meal at its price, and a
 * switch to eat it or skip it until the cutoff. Saving waits for the server's answer (no optimistic
 * flip): a refusal (cutoff passed, Silver's updates used) must never look like it went through.
 */
export function AttendanceControl({ item, closed, cutoffId }: AttendanceControlProps) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const { language } = format;
  const queryClient = useQueryClient();
  const hintId = useId();
  const mutation = useSetAttendance();
  const { on, covered, price, updatesLeft, skipEarns } = item.me;
  const block = closed ? 'closed' : attendanceBlock(item, Date.now());
  const slotName = t(`slot.${item.slot}`);

  // What a skip earns is said before the tap, as the amount the student's own bill gets.
  const hint =
    block === 'emptyMenu'
      ? t('me.emptyMenu')
      : block === 'noUpdates'
        ? t('me.noUpdatesLeft')
        : block === null && covered && on
          ? skipEarns > 0
            ? t('me.skipEarns', { amount: formatPoisha(skipEarns, language) })
            : t('me.noRebate')
          : null;

  const change = (next: { on: boolean; mealId?: string }) => {
    mutation.mutate(
      { date: item.date, slot: item.slot, ...next },
      {
        onSuccess: (answer) => {
          const values = { slot: slotName, date: longDate(answer.date, language) };
          const saved =
            next.mealId !== undefined
              ? // The dish's title is the catalog's (not translated): the picker shows it, the toast does not.
                t('me.dishSaved', values)
              : answer.on
                ? t('me.savedOn', values)
                : t('me.savedOff', values);
          const left =
            answer.updatesLeft === null
              ? ''
              : ` ${t('me.updatesLeft', { count: answer.updatesLeft, number: format.number(answer.updatesLeft) })}`;
          toast.success(`${saved}${left}`);
        },
        onError: (error) => {
          const refusal = isApiError(error) && error.status === 409 ? attendanceRefusal(error.code) : null;
          if (!refusal) {
            toast.error(error.message || t('me.failed'));
            return;
          }
          toast.error(
            t(`me.refused.${refusal}`, {
              limit: format.number(SILVER_MONTHLY_UPDATES),
              days: format.number(ATTENDANCE_AHEAD_DAYS),
            }),
          );
          // The page's picture of the slot was out of date (a cutoff, a menu, a new day): read it again.
          if (refusal === 'cutoffPassed' || refusal === 'menuNotOut' || refusal === 'notOnYourMenu') {
            void queryClient.invalidateQueries({ queryKey: menuKeys.week });
          }
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            covered ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-100 text-amber-900',
          )}
        >
          {covered
            ? t('me.covered')
            : // Nothing on the menu yet: no price to name.
              price > 0
              ? t('me.extra', { price: formatPoisha(price, language) })
              : t('me.extraUnpriced')}
        </p>
        {block === 'noUpdates' ? null : (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-busy={mutation.isPending}
            aria-describedby={hint ? `${hintId} ${cutoffId}` : cutoffId}
            disabled={block !== null || mutation.isPending}
            onClick={() => change({ on: !on })}
            className="inline-flex min-h-11 items-center gap-3 rounded-full py-1 pr-1 pl-3 font-semibold text-stone-900 hover:bg-stone-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
          >
            <span>{t('me.eat')}</span>
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors',
                on ? 'bg-orange-700' : 'bg-stone-400',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow ring-1 ring-stone-900/10 transition-transform',
                  on && 'translate-x-5',
                )}
              />
            </span>
          </button>
        )}
      </div>
      {item.meals.length > 1 ? (
        // Alternatives: the student eats one; an extra costs that one (issue 26). Not an update.
        <label className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-stone-800">
          <span>{t('me.dish')}</span>
          <select
            value={item.me.mealId ?? ''}
            disabled={block === 'closed' || mutation.isPending}
            onChange={(event) => change({ on, mealId: event.target.value })}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-60"
          >
            {item.meals.map((meal) => (
              <option key={meal._id} value={meal._id} translate="no">
                {t('me.dishOption', {
                  dish: meal.title.trim() || t('meal.untitled'),
                  price: format.taka(meal.price, { fractionDigits: 0 }),
                })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {updatesLeft === null ? null : (
        <p className="text-sm font-medium text-stone-700">
          {t('me.updatesLeft', { count: updatesLeft, number: format.number(updatesLeft) })}
        </p>
      )}
    </div>
  );
}
