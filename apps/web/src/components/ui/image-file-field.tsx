import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, hintIdOf, useFieldId } from './field.tsx';
import { FileInput } from './file-input.tsx';
import { ImageOffIcon } from './icons.tsx';

export interface ImageFileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  /** The image kept when no file is chosen (editing); shown until a new file replaces it. */
  currentUrl?: string | null;
}

/** A labelled image file input with a preview of the chosen file (or of the current image). */
export function ImageFileField({ label, hint, currentUrl, className, id, onChange, ...props }: ImageFileFieldProps) {
  // Controls of lazily loaded screens: their words are not in the first bundle (the home page's budget).
  const { t } = useTranslation('controls');
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
          <FileInput
            id={inputId}
            aria-describedby={hint ? hintIdOf(inputId) : undefined}
            onChange={onFileChange}
            {...props}
          />
          {note ? <span className="text-xs font-medium text-stone-500">{note}</span> : null}
        </div>
      </div>
    </Field>
  );
}
