import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onValueChange: (value: V) => void;
}

/** The chevron over a native select's right edge (give the select `appearance-none` and right padding). */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

/** A labelled native select (native keeps keyboard and screen reader behaviour for free). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  id,
  ...props
}: SelectFieldProps<V>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          onChange={(event) => {
            const next = options.find((o) => o.value === event.target.value);
            if (next) onValueChange(next.value);
          }}
          className="h-11 w-full appearance-none rounded-xl border border-stone-300 bg-white pr-9 pl-3 text-sm text-stone-900 shadow-sm transition-colors hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}
