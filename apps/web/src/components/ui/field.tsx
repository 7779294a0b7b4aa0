import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** The id of a field's hint, which its control names in aria-describedby. */
export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

/** The control's id: the one given, else a generated one. */
export function useFieldId(id?: string) {
  const generatedId = useId();
  return id ?? generatedId;
}

export interface FieldProps {
  /** The id of the control inside, which the label names. */
  fieldId: string;
  label: ReactNode;
  /** Help shown under the control (give the control `aria-describedby={hintIdOf(fieldId)}`). */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form control with its label above and an optional hint below. */
export function Field({ fieldId, label, hint, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5 text-left', className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(fieldId)} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
