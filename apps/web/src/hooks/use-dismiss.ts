import { type RefObject, useEffect } from 'react';

/**
 * Closes an open popover on Escape (focus back to its button) or on a press outside it: the
 * behaviour people expect of menus that are not modal.
 */
export function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  wrapperRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, wrapperRef, buttonRef]);
}
