import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Field, hintIdOf, useFieldId } from './field.tsx';
import { ImageOffIcon } from './icons.tsx';
import { inputClasses } from './text-field.tsx';

export interface ImageFileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  /** The image kept when no file is chosen (editing); shown until a new file replaces it. */
  currentUrl?: string | null;
}

/** A labelled image file input with a preview of the chosen file (or of the current image). */
export function ImageFileField({ label, hint, currentUrl, className, id, onChange, ...props }: ImageFileFieldProps) {
  const { t } = useTranslation();
  const inputId = useFieldId(id);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    onChange?.(event);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const note = file ? t('image.new') : currentUrl ? t('image.current') : null;

  return (
    <Field fieldId={inputId} label={label} hint={hint} className={className}>
      <div className="flex items-center gap-3">
        <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-amber-50 ring-1 ring-stone-200">
          {shown ? (
            <img src={shown} alt="" width={64} height={64} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-orange-900/40">
              <ImageOffIcon className="size-6" />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <input
            id={inputId}
            type="file"
            aria-describedby={hint ? hintIdOf(inputId) : undefined}
            onChange={onFileChange}
            className={cn(
              inputClasses,
              'h-auto min-w-0 py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-amber-100 file:px-3 file:py-1.5 file:font-semibold file:text-orange-900',
            )}
            {...props}
          />
          {note ? <span className="text-xs font-medium text-stone-500">{note}</span> : null}
        </div>
      </div>
    </Field>
  );
}
