import { t } from '../../i18n/i18n.ts';
import { buttonClasses } from './button.tsx';
import { dangerButtonClasses } from './danger-button.tsx';
import { fireDialog } from './sweet-alert.ts';

export interface ConfirmOptions {
  title?: string;
  text?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  /** A destructive action gets a red confirm button. */
  destructive?: boolean;
}

/**
 * The spec's wording for deletions: "Are you sure?", "You won't be able to revert this!", "Yes, delete it!".
 * Getters, so each confirmation reads the language chosen by then.
 */
export const DELETE_CONFIRM: ConfirmOptions = {
  get title() {
    return t('dialog.confirmTitle');
  },
  get text() {
    return t('dialog.deleteText');
  },
  get confirmButtonText() {
    return t('dialog.deleteConfirm');
  },
  destructive: true,
};

/**
 * Asks a yes/no question in a SweetAlert2 dialog and answers true only for "yes". Focus starts on
 * Cancel (the safe answer) and goes back where it was when the dialog closes.
 */
export async function confirmAction({
  title = t('dialog.confirmTitle'),
  text,
  confirmButtonText = t('dialog.yes'),
  cancelButtonText = t('dialog.cancel'),
  destructive = false,
}: ConfirmOptions = {}): Promise<boolean> {
  const result = await fireDialog({
    title,
    text,
    icon: 'warning',
    confirmButtonText,
    cancelButtonText,
    focusCancel: true,
    customClass: {
      htmlContainer: 'text-stone-600!',
      confirmButton: destructive ? dangerButtonClasses({ fill: 'solid', size: 'md' }) : buttonClasses(),
    },
  });
  return result.isConfirmed;
}
