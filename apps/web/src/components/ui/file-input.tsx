import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A file input that speaks the page's language: the browser draws "Choose File / No file chosen" in
 * its own language whatever the page's, so the real input lies transparent over our button and file
 * name, and takes the clicks, the keyboard focus and the label as before.
 */
export function FileInput({ className, onChange, ...props }: FileInputProps) {
  // Controls of lazily loaded screens: their words are not in the first bundle (the home page's budget).
  const { t } = useTranslation('controls');
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  // A form reset empties the input without a change event.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setFileName(null);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFileName(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  };

  return (
    <div
      className={cn(
        'relative flex min-h-11 min-w-0 items-center gap-3 rounded-xl border border-stone-300 bg-white px-2 py-1.5 text-sm',
        'has-[:focus-visible]:border-orange-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-orange-600',
        'has-[:disabled]:bg-stone-100',
        className,
      )}
    >
      <input
        ref={inputRef}
        type="file"
        onChange={onFileChange}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span aria-hidden="true" className="shrink-0 rounded-full bg-amber-100 px-3 py-1.5 font-semibold text-orange-900">
        {t('file.choose')}
      </span>
      <span aria-hidden="true" translate={fileName ? 'no' : undefined} className="min-w-0 truncate text-stone-600">
        {fileName ?? t('file.none')}
      </span>
    </div>
  );
}
