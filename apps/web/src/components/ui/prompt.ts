import { t } from '../../i18n/i18n.ts';
import { fireDialog } from './sweet-alert.ts';

export interface PromptTextOptions {
  title: string;
  /** The text box's label (also its accessible name). */
  inputLabel: string;
  /** What the box starts with. */
  value?: string;
  placeholder?: string;
  maxLength?: number;
  confirmButtonText?: string;
  cancelButtonText?: string;
  /** Shown under the box when it is submitted blank (trimmed); blank text is never answered. */
  requiredMessage?: string;
}

/**
 * Asks for a piece of text in a SweetAlert2 dialog with a textarea, and answers the trimmed text, or
 * null when cancelled.
 */
export async function promptText({
  title,
  inputLabel,
  value = '',
  placeholder,
  maxLength,
  confirmButtonText = t('dialog.save'),
  cancelButtonText = t('dialog.cancel'),
  requiredMessage = t('dialog.writeSomething'),
}: PromptTextOptions): Promise<string | null> {
  const result = await fireDialog<string>({
    title,
    input: 'textarea',
    inputLabel,
    inputValue: value,
    inputPlaceholder: placeholder,
    inputAttributes: {
      rows: '5',
      ...(maxLength ? { maxlength: String(maxLength) } : {}),
    },
    inputValidator: (text) => (text.trim() ? null : requiredMessage),
    confirmButtonText,
    cancelButtonText,
    customClass: {
      inputLabel: 'text-sm! font-semibold! text-stone-700!',
      input:
        'rounded-xl! border-stone-300! text-base! text-stone-900! shadow-none! focus:border-orange-500! ' +
        'focus-visible:outline-2! focus-visible:outline-orange-600!',
      validationMessage: 'text-red-800!',
    },
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value.trim() : null;
}
