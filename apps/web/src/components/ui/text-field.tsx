import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5 text-left', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          inputClasses,
          props.type === 'file' &&
            'h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-amber-100 file:px-3 file:py-1.5 file:font-semibold file:text-orange-900',
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
