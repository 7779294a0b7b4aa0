import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, hintIdOf, useFieldId } from './field.tsx';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Help shown under the field and announced with it. */
  hint?: ReactNode;
}

/** A labelled textarea styled like `TextField`, with an optional hint tied to it by aria-describedby. */
export function TextareaField({ label, hint, className, id, rows = 4, ...props }: TextareaFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <Field fieldId={fieldId} label={label} hint={hint} className={className}>
      <textarea
        id={fieldId}
        rows={rows}
        aria-describedby={hint ? hintIdOf(fieldId) : undefined}
        className="w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-400 focus:border-orange-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 disabled:bg-stone-100"
        {...props}
      />
    </Field>
  );
}
