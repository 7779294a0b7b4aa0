import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Field, hintIdOf, useFieldId } from './field.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help shown under the field and announced with it. */
  hint?: ReactNode;
}

export const inputClasses =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-stone-900 placeholder:text-stone-400 ' +
  'focus:border-orange-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ' +
  'disabled:bg-stone-100';

/** A labelled input with an optional hint tied to it by aria-describedby. */
export function TextField({ label, hint, className, id, ...props }: TextFieldProps) {
  const inputId = useFieldId(id);
  return (
    <Field fieldId={inputId} label={label} hint={hint} className={className}>
      <input
        id={inputId}
        aria-describedby={hint ? hintIdOf(inputId) : undefined}
        className={cn(
          inputClasses,
          props.type === 'file' &&
            'h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-amber-100 file:px-3 file:py-1.5 file:font-semibold file:text-orange-900',
        )}
        {...props}
      />
    </Field>
  );
}
