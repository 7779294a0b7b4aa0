import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, hintIdOf, useFieldId } from './field.tsx';
import { FileInput } from './file-input.tsx';

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
export function TextField({ label, hint, className, id, type, ...props }: TextFieldProps) {
  const inputId = useFieldId(id);
  const describedBy = hint ? hintIdOf(inputId) : undefined;
  return (
    <Field fieldId={inputId} label={label} hint={hint} className={className}>
      {type === 'file' ? (
        <FileInput id={inputId} aria-describedby={describedBy} {...props} />
      ) : (
        <input id={inputId} type={type} aria-describedby={describedBy} className={inputClasses} {...props} />
      )}
    </Field>
  );
}
