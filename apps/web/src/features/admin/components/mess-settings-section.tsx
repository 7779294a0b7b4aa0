import type { MessSettingsAnswer, MessSettingsPreview } from '@hostel/contract/mess';
import { MEAL_SLOTS, type MealSlot } from '@hostel/contract/mess-constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { hintIdOf } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { calendarDate } from '../../../i18n/calendar-date.ts';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { dateIn } from '../api/hostel-today.ts';
import { useMessSettings, usePreviewMessSettings, useSaveMessSettings } from '../api/mess-settings.ts';
import { isRefusal } from '../meal-form.ts';
import {
  COMMON_TIME_ZONES,
  checkMessForm,
  MESS_LIMITS,
  type MessField,
  type MessForm,
  type MessNumberField,
  type MessProblem,
  type MessProblems,
  minutesToHours,
  TIME_ZONE_MAX,
  toMessForm,
} from '../mess-settings-form.ts';
import { FormProblem } from './form-problem.tsx';

const problemIdOf = (fieldId: string) => `${fieldId}-problem`;

/** One rule: its label, the control, what is wrong with it (when something is) and a one-line hint. */
function RuleField({
  fieldId,
  label,
  hint,
  problem,
  children,
  className,
}: {
  fieldId: string;
  label: string;
  hint?: string;
  problem: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {problem ? (
        <p id={problemIdOf(fieldId)} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {hint ? (
        <p id={hintIdOf(fieldId)} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The props that tie a control to its hint and problem, and mark it invalid. */
const describedBy = (fieldId: string, { hint = true, problem }: { hint?: boolean; problem: string | null }) => ({
  id: fieldId,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby':
    [problem ? problemIdOf(fieldId) : null, hint ? hintIdOf(fieldId) : null].filter(Boolean).join(' ') || undefined,
});

const NUMBER_HINTS = {
  cutoffMinutes: 'cutoffHint',
  rebatePercent: 'rebatePercentHint',
  rebateCapSlots: 'rebateCapHint',
  earlyAccessDays: 'earlyAccessHint',
} as const;

/** Refusals of a rule's date the server words by code (decisions 110 and 112). */
const EFFECTIVE_ERRORS = ['RULES_PAST_DATE', 'RULES_CLOSED_MONTH'] as const;

function KitchenRulesForm({ saved }: { saved: MessSettingsAnswer }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  const save = useSaveMessSettings();
  const preview = usePreviewMessSettings();
  const [form, setForm] = useState<MessForm>(() => toMessForm(saved));
  // Rules hold from a date on: today in the hostel's zone unless the admin picks a later one.
  const today = dateIn(saved.timeZone, new Date());
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [moves, setMoves] = useState<MessSettingsPreview | null>(null);
  // Problems show after the first save attempt, then follow the values as they are fixed.
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const check = checkMessForm(form);
  const problems: MessProblems = checked && 'problems' in check ? check.problems : {};
  const changed = JSON.stringify(form) !== JSON.stringify(toMessForm(saved));

  const edit = (change: (draft: MessForm) => MessForm) => {
    setServerProblem(null);
    setMoves(null);
    setForm(change);
  };
  const refusalWords = (error: unknown): string | null => {
    if (!isRefusal(error)) return null;
    const code = EFFECTIVE_ERRORS.find((c) => c === error.code);
    return code ? t(`kitchen.effective.errors.${code}`) : error.message;
  };
  const onPreview = () => {
    setChecked(true);
    setServerProblem(null);
    if ('problems' in check) return;
    preview.mutateAsync({ ...check.settings, effectiveFrom }).then(setMoves, (error: unknown) => {
      console.error('Previewing the kitchen rules failed', error);
      const words = refusalWords(error);
      if (words) setServerProblem(words);
      else toast.error(t('kitchen.effective.previewFailed'));
    });
  };
  const setSlotTime = (slot: MealSlot, end: 'starts' | 'ends', value: string) =>
    edit((draft) => ({ ...draft, slots: { ...draft.slots, [slot]: { ...draft.slots[slot], [end]: value } } }));

  const wordsOf = (field: MessField, problem: MessProblem | undefined): string | null => {
    if (!problem) return null;
    if (problem === 'range' && field in MESS_LIMITS) {
      const { min, max } = MESS_LIMITS[field as MessNumberField];
      return t('kitchen.problems.range', { min: format.number(min), max: format.number(max) });
    }
    if (problem === 'zone') return t('kitchen.problems.zone', { example: COMMON_TIME_ZONES[0] });
    if (problem === 'order') {
      const [slot, end] = field.split('.') as [MealSlot, 'starts' | 'ends'];
      if (end === 'ends') return t('kitchen.problems.orderEnds');
      const before = MEAL_SLOTS[MEAL_SLOTS.indexOf(slot) - 1] ?? 'breakfast';
      return t('kitchen.problems.orderStarts', { previous: t(`kitchen.slots.${before}`) });
    }
    return t(`kitchen.problems.${problem}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setServerProblem(null);
    if ('problems' in check) {
      // Take the reader to the first field that needs fixing.
      const first = Object.keys(check.problems)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // The promise, not mutate's callbacks: a save replaces this form (new saved values, new key), and
    // callbacks of an observer that is gone never run.
    save.mutateAsync({ ...check.settings, effectiveFrom }).then(
      () =>
        toast.success(
          effectiveFrom === today
            ? t('kitchen.saved')
            : t('kitchen.effective.scheduled', { date: calendarDate(effectiveFrom, format.language) }),
        ),
      (error: unknown) => {
        console.error('Saving the kitchen rules failed', error);
        // A 400 says which value the server refused ("cutoffMinutes: Too big…"), next to the form.
        const words = refusalWords(error);
        if (words) setServerProblem(words);
        else toast.error(t('kitchen.saveFailed'));
      },
    );
  };

  const timeZoneId = `${id}-timeZone`;
  const zoneProblem = wordsOf('timeZone', problems.timeZone);
  // In hours only while the minutes are a value the kitchen could use.
  const cutoffHours = /^\d+$/.test(form.cutoffMinutes.trim()) ? minutesToHours(Number(form.cutoffMinutes)) : null;
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <RuleField
        fieldId={timeZoneId}
        label={t('kitchen.timeZone')}
        hint={t('kitchen.timeZoneHint')}
        problem={zoneProblem}
        className="sm:max-w-sm"
      >
        <input
          {...describedBy(timeZoneId, { problem: zoneProblem })}
          type="text"
          list={`${id}-zones`}
          translate="no"
          autoComplete="off"
          spellCheck={false}
          maxLength={TIME_ZONE_MAX}
          value={form.timeZone}
          onChange={(event) => edit((draft) => ({ ...draft, timeZone: event.target.value }))}
          className={inputClasses}
        />
        <datalist id={`${id}-zones`} translate="no">
          {COMMON_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </RuleField>

      <fieldset className="flex flex-col gap-3" aria-describedby={hintIdOf(`${id}-slots`)}>
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t('kitchen.slotsLegend')}</legend>
        <p id={hintIdOf(`${id}-slots`)} className="text-xs text-stone-500">
          {t('kitchen.slotsHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {MEAL_SLOTS.map((slot) => (
            <fieldset key={slot} className="flex flex-col gap-3 rounded-2xl bg-amber-50/60 p-4 ring-1 ring-amber-100">
              <legend className="float-left text-base font-bold text-stone-900">{t(`kitchen.slots.${slot}`)}</legend>
              <div className="clear-left grid grid-cols-2 gap-3">
                {(['starts', 'ends'] as const).map((end) => {
                  const field = `${slot}.${end}` as const;
                  const fieldId = `${id}-${field}`;
                  const problem = wordsOf(field, problems[field]);
                  return (
                    <RuleField key={end} fieldId={fieldId} label={t(`kitchen.${end}`)} problem={problem}>
                      <input
                        {...describedBy(fieldId, { hint: false, problem })}
                        type="time"
                        required
                        value={form.slots[slot][end]}
                        onChange={(event) => setSlotTime(slot, end, event.target.value)}
                        className={cn(inputClasses, 'px-2 tabular-nums')}
                      />
                    </RuleField>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        {(Object.keys(NUMBER_HINTS) as MessNumberField[]).map((field) => {
          const fieldId = `${id}-${field}`;
          const problem = wordsOf(field, problems[field]);
          const { min, max } = MESS_LIMITS[field];
          const aside =
            field === 'cutoffMinutes' && cutoffHours !== null
              ? t('kitchen.cutoffHours', { count: cutoffHours, hours: format.number(cutoffHours) })
              : field === 'rebatePercent'
                ? '%'
                : null;
          return (
            <RuleField
              key={field}
              fieldId={fieldId}
              label={t(`kitchen.${field}`)}
              hint={t(`kitchen.${NUMBER_HINTS[field]}`)}
              problem={problem}
            >
              <div className="flex items-center gap-3">
                <input
                  {...describedBy(fieldId, { problem })}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  value={form[field]}
                  onChange={(event) => edit((draft) => ({ ...draft, [field]: event.target.value }))}
                  className={cn(inputClasses, 'max-w-36 tabular-nums')}
                />
                {aside ? (
                  <span className="text-sm font-medium text-stone-600" aria-live="polite">
                    {aside}
                  </span>
                ) : null}
              </div>
            </RuleField>
          );
        })}
      </div>

      <RuleField
        fieldId={`${id}-effectiveFrom`}
        label={t('kitchen.effective.label')}
        hint={t('kitchen.effective.hint')}
        problem={null}
        className="sm:max-w-sm"
      >
        <input
          {...describedBy(`${id}-effectiveFrom`, { problem: null })}
          type="date"
          required
          min={today}
          value={effectiveFrom}
          onChange={(event) => {
            setServerProblem(null);
            setMoves(null);
            setEffectiveFrom(event.target.value || today);
          }}
          className={cn(inputClasses, 'tabular-nums')}
        />
      </RuleField>

      <div aria-live="polite">
        {moves ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-stone-800 ring-1 ring-amber-200">
            {moves.until
              ? t('kitchen.effective.movesUntil', {
                  from: calendarDate(moves.effectiveFrom, format.language),
                  until: calendarDate(moves.until, format.language),
                })
              : t('kitchen.effective.movesFrom', { from: calendarDate(moves.effectiveFrom, format.language) })}{' '}
            {t('kitchen.effective.moves', {
              slots: t('kitchen.effective.slots', { count: moves.slots, n: format.number(moves.slots) }),
              bills: t('kitchen.effective.bills', { count: moves.bills, n: format.number(moves.bills) }),
            })}
          </p>
        ) : null}
      </div>

      {hasProblems ? <FormProblem message={t('kitchen.checkFields')} /> : null}
      {serverProblem ? <FormProblem message={serverProblem} /> : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {save.isPending ? t('kitchen.saving') : t('kitchen.save')}
        </Button>
        <Button type="button" variant="outline" disabled={preview.isPending || save.isPending} onClick={onPreview}>
          {preview.isPending ? <Spinner className="size-4" /> : null}
          {t('kitchen.effective.preview')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!changed || save.isPending}
          onClick={() => {
            setForm(toMessForm(saved));
            setChecked(false);
            setServerProblem(null);
            setMoves(null);
            setEffectiveFrom(today);
          }}
        >
          {t('kitchen.undo')}
        </Button>
      </div>
    </form>
  );
}

/** The changes saved for later dates, each with what it sets (decision 110). */
function ScheduledRules({ answer }: { answer: MessSettingsAnswer }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-2 border-t border-stone-200 pt-6">
      <h3 id={headingId} className="text-base font-bold text-stone-900">
        {t('kitchen.effective.scheduledTitle')}
      </h3>
      <p className="text-sm text-stone-600">
        {t('kitchen.effective.inForceSince', { date: calendarDate(answer.effectiveFrom, format.language) })}
      </p>
      {answer.scheduled.length === 0 ? (
        <p className="text-sm text-stone-600">{t('kitchen.effective.noneScheduled')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {answer.scheduled.map((rules) => (
            <li key={rules.effectiveFrom} className="rounded-xl p-3 text-sm ring-1 ring-stone-200">
              <span className="font-semibold text-stone-900">
                {t('kitchen.effective.from', { date: calendarDate(rules.effectiveFrom, format.language) })}
              </span>{' '}
              {t('kitchen.effective.summary', {
                breakfast: `${rules.slots.breakfast.starts}–${rules.slots.breakfast.ends}`,
                lunch: `${rules.slots.lunch.starts}–${rules.slots.lunch.ends}`,
                dinner: `${rules.slots.dinner.starts}–${rules.slots.dinner.ends}`,
                cutoff: format.number(rules.cutoffMinutes),
                rebate: format.number(rules.rebatePercent),
                cap: format.number(rules.rebateCapSlots),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The kitchen's rules (issue 17): time zone, serving times, cutoff, rebate and Platinum early access. */
export function MessSettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useMessSettings();
  return (
    <SectionCard id="kitchen-rules" title={t('kitchen.title')} description={t('kitchen.description')}>
      {settings.data ? (
        // A fresh form whenever the saved rules change (after a save they come back from the server);
        // a reload that finds them unchanged keeps what is being typed.
        <>
          <KitchenRulesForm key={JSON.stringify(settings.data)} saved={settings.data} />
          <ScheduledRules answer={settings.data} />
        </>
      ) : settings.isError ? (
        <LoadError what={t('kitchen.loadWhat')} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex justify-center py-10" role="status">
          <Spinner className="size-8" />
          <span className="sr-only">{t('kitchen.loading')}</span>
        </div>
      )}
    </SectionCard>
  );
}
