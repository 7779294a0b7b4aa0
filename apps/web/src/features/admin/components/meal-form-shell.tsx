import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { MealFormState } from '../use-meal-form.ts';
import { FormProblem } from './form-problem.tsx';
import { MealFormFields, type MealFormFieldsProps } from './meal-form-fields.tsx';

export interface MealFormShellProps {
  form: MealFormState;
  fields: Omit<MealFormFieldsProps, 'uploadProgress' | 'disabled'>;
  /** The submit button's words when idle ("Add Meal") and while saving ("Adding meal..."). */
  submitLabel: string;
  savingLabel: string;
  /** The row holding the submit button. */
  footerClassName?: string;
  formRef?: Ref<HTMLFormElement>;
}

/** A meal form: its fields, the reason it was not saved, and a submit button that tells the phase. */
export function MealFormShell({
  form,
  fields,
  submitLabel,
  savingLabel,
  footerClassName = 'flex justify-end',
  formRef,
}: MealFormShellProps) {
  const { t } = useTranslation('admin');
  const { phase, busy, problem, progress, onSubmit } = form;
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="flex flex-col gap-5">
      <MealFormFields {...fields} uploadProgress={progress} disabled={busy} />
      {problem ? <FormProblem message={problem} /> : null}
      <div className={footerClassName}>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="size-4" /> : null}
          {phase === 'uploading' ? t('form.uploading') : phase === 'saving' ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
