import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ButtonSize, buttonBase, buttonSizes } from './button.tsx';

// The red (destructive) buttons, spelled once. They live beside button.tsx rather than among its
// variants because button.tsx is in the home page's first bundle (at its budget) and no page there
// deletes anything; only the lazily loaded dashboards, account page and dialogs import this file.

const fills = {
  /** A table row's Delete, Cancel or Remove. */
  outline: 'border border-red-200 bg-white text-red-700 hover:bg-red-50 active:bg-red-100',
  /** The confirm button of a destructive dialog, and the button that opens one. */
  solid: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
} as const;

export type DangerFill = keyof typeof fills;

/** Class names of a red button: outlined and small unless told otherwise. */
export const dangerButtonClasses = ({
  fill = 'outline',
  size = 'sm',
  className,
}: {
  fill?: DangerFill;
  size?: ButtonSize;
  className?: string;
} = {}) => cn(buttonBase, 'focus-visible:outline-red-700', fills[fill], buttonSizes[size], className);

export interface DangerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  fill?: DangerFill;
  size?: ButtonSize;
}

/** A red button for a destructive action (Delete, Cancel, Remove). */
export function DangerButton({ fill, size, className, type = 'button', ...props }: DangerButtonProps) {
  return <button type={type} className={dangerButtonClasses({ fill, size, className })} {...props} />;
}
