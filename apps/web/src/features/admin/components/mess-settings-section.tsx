import type { MessSettings } from '@hostel/contract/mess';
import { MEAL_SLOTS, type MealSlot } from '@hostel/contract/mess-constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { hintIdOf } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { useMessSettings, useSaveMessSettings } from '../api/mess-settings.ts';
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

function KitchenRulesForm({ saved }: { saved: MessSettings }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  const save = useSaveMessSettings();
  const [form, setForm] = useState<MessForm>(() => toMessForm(saved));
  // Problems show after the first save attempt, then follow the values as they are fixed.
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const check = checkMessForm(form);
  const problems: MessProblems = checked && 'problems' in check ? check.problems : {};
  const changed = JSON.stringify(form) !== JSON.stringify(toMessForm(saved));

  const edit = (change: (draft: MessForm) => MessForm) => {
    setServerProblem(null);
    setForm(change);
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
    save.mutateAsync(check.settings).then(
      () => toast.success(t('kitchen.saved')),
      (error: unknown) => {
        console.error('Saving the kitchen rules failed', error);
        // A 400 says which value the server refused ("cutoffMinutes: Too big…"), next to the form.
        if (isRefusal(error)) setServerProblem(error.message);
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

      {hasProblems ? <FormProblem message={t('kitchen.checkFields')} /> : null}
      {serverProblem ? <FormProblem message={serverProblem} /> : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {save.isPending ? t('kitchen.saving') : t('kitchen.save')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!changed || save.isPending}
          onClick={() => {
            setForm(toMessForm(saved));
            setChecked(false);
            setServerProblem(null);
          }}
        >
          {t('kitchen.undo')}
        </Button>
      </div>
    </form>
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
        <KitchenRulesForm key={JSON.stringify(settings.data)} saved={settings.data} />
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
