import type SwalType from 'sweetalert2';
import type { SweetAlertOptions } from 'sweetalert2';
import { t } from '../../i18n/i18n.ts';
import { buttonClasses } from './button.tsx';

/**
 * SweetAlert2 reads these as HTML (and i18n does not escape what it interpolates), so a display name
 * or a meal title put in one would become markup (issue 25). Dialogs get text only: the title goes
 * in as `titleText`, button captions and validation messages are escaped here, and the options that
 * only take markup are not offered. The only module that loads SweetAlert2 (the lint plugin
 * scripts/lint/html-sinks.grit holds the rest of the web app to that).
 */
type MarkupOptions =
  | 'title'
  | 'titleText'
  | 'html'
  | 'footer'
  | 'iconHtml'
  | 'closeButtonHtml'
  | 'loaderHtml'
  | 'progressSteps'
  | 'template'
  | 'inputOptions'
  | 'confirmButtonText'
  | 'denyButtonText'
  | 'cancelButtonText'
  | 'input'
  | 'inputValidator';

export type TextDialogOptions = Omit<SweetAlertOptions, MarkupOptions> & {
  /** Plain text, never markup. */
  title?: string;
  text?: string;
  confirmButtonText?: string;
  denyButtonText?: string;
  cancelButtonText?: string;
  /** Inputs whose labels are text (select and radio options would be markup). */
  input?: 'text' | 'email' | 'password' | 'textarea';
  /** Answers the problem as plain text, or null when the value will do. */
  inputValidator?: (value: string) => string | null | Promise<string | null>;
};

/** Text as SweetAlert2's innerHTML shows it: every character that could start markup escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

let loaded: typeof SwalType | undefined;

/**
 * Opens a SweetAlert2 dialog in our look: Cancel beside confirm (confirm last), our buttons, focus
 * back where it was on close. SweetAlert2 is loaded on first use, so pages that never ask carry none
 * of it. `customClass` adds to (or overrides) the shared classes.
 */
export async function fireDialog<T = unknown>(options: TextDialogOptions) {
  const { default: Swal } = await import('sweetalert2');
  loaded = Swal;
  const { title, confirmButtonText, denyButtonText, cancelButtonText, inputValidator, ...rest } = options;
  const escaped = (text: string | undefined) => (text === undefined ? undefined : escapeHtml(text));
  return Swal.fire<T>({
    showCancelButton: true,
    reverseButtons: true,
    returnFocus: true,
    // Our layout is a full-height flex column; SweetAlert2's height fix would make it jump.
    heightAuto: false,
    buttonsStyling: false,
    closeButtonAriaLabel: t('dialog.close'),
    ...rest,
    titleText: title,
    confirmButtonText: escaped(confirmButtonText),
    denyButtonText: escaped(denyButtonText),
    cancelButtonText: escaped(cancelButtonText),
    ...(inputValidator
      ? { inputValidator: async (value: string) => escaped((await inputValidator(value)) ?? undefined) ?? null }
      : {}),
    customClass: {
      popup: 'rounded-3xl! bg-white! font-sans',
      title: 'text-stone-900!',
      actions: 'gap-3',
      confirmButton: buttonClasses(),
      cancelButton: buttonClasses({ variant: 'outline' }),
      ...options.customClass,
    },
  });
}

/** Shows `message` (text) under the open dialog's input, as an answer to preConfirm or preDeny. */
export function showDialogProblem(message: string): void {
  loaded?.showValidationMessage(escapeHtml(message));
}

/** Whether the open dialog is waiting on its preConfirm. */
export function isDialogBusy(): boolean {
  return loaded?.isLoading() ?? false;
}
