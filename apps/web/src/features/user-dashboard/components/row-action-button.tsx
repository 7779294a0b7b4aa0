import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const danger =
  'inline-flex h-9 items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-3.5 text-sm ' +
  'font-semibold whitespace-nowrap text-red-700 transition-colors select-none hover:bg-red-50 active:bg-red-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export interface RowActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A destructive action (Cancel, Delete) is outlined in red. */
  destructive?: boolean;
}

/** A small button for a table row's action. */
export function RowActionButton({ destructive = false, className, type = 'button', ...props }: RowActionButtonProps) {
  return (
    <button
      type={type}
      className={destructive ? cn(danger, className) : buttonClasses({ variant: 'outline', size: 'sm', className })}
      {...props}
    />
  );
}
