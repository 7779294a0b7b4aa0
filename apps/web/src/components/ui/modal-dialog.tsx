import type { ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, tied to the dialog as its description. */
  description?: string;
  /** Where focus goes on opening; the first field or button of the content when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog (role dialog, aria-modal, named by its title). Opening moves focus inside; Tab and
 * Shift+Tab cycle within it; Escape or the close button close it, and focus goes back to whatever had
 * it before (normally the button that opened it). The page behind does not scroll while it is open.
 *
 * Not a native `<dialog>`: its top layer would sit above the toasts, which must stay readable.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  initialFocusRef,
  children,
  className,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const body = bodyRef.current;
    if (panel) {
      const first = (body && focusableIn(body)[0]) ?? focusableIn(panel)[0];
      (initialFocusRef?.current ?? first ?? panel).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-stone-900/50 backdrop-blur-[2px]" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[92dvh] w-full max-w-2xl flex-col overflow-hidden bg-cream shadow-2xl focus:outline-none',
          'rounded-t-3xl sm:rounded-3xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-amber-200/70 px-5 pt-5 pb-4 sm:px-7">
          <div>
            <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-stone-900 sm:text-2xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={t('dialog.close')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-900/5 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div ref={bodyRef} className="overflow-y-auto px-5 py-5 sm:px-7">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
