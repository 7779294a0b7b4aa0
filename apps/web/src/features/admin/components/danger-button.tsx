import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

const classes =
  'inline-flex h-9 items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-3.5 text-sm ' +
  'font-semibold whitespace-nowrap text-red-700 transition-colors select-none hover:bg-red-50 active:bg-red-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** A small outlined red button for destructive row actions (Delete). */
export function DangerButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cn(classes, className)} {...props} />;
}
