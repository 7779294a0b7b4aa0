import type { SweetAlertOptions } from 'sweetalert2';
import { t } from '../../i18n/i18n.ts';
import { buttonClasses } from './button.tsx';

/**
 * Opens a SweetAlert2 dialog in our look: Cancel beside confirm (confirm last), our buttons, focus
 * back where it was on close. SweetAlert2 is loaded on first use, so pages that never ask carry none
 * of it. `customClass` adds to (or overrides) the shared classes.
 */
export async function fireDialog<T = unknown>(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire<T>({
    showCancelButton: true,
    reverseButtons: true,
    returnFocus: true,
    // Our layout is a full-height flex column; SweetAlert2's height fix would make it jump.
    heightAuto: false,
    buttonsStyling: false,
    closeButtonAriaLabel: t('dialog.close'),
    ...options,
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
