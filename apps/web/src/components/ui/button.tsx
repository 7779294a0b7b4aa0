import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * What every button shares. The focus ring's colour is not in it: the red buttons of ./danger-button.tsx
 * build on this too and ring in red (cn does not merge classes, so two ring colours would clash).
 */
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'select-none whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800 active:bg-orange-900',
  secondary: 'bg-amber-100 text-orange-900 hover:bg-amber-200 active:bg-amber-300',
  outline: 'border border-orange-300 bg-white text-orange-800 hover:bg-orange-50 active:bg-orange-100',
  ghost: 'text-stone-700 hover:bg-stone-900/5 active:bg-stone-900/10',
};

export const buttonSizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button, for links that should look like one. */
export const buttonClasses = ({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) => cn(buttonBase, 'focus-visible:outline-orange-600', variants[variant], buttonSizes[size], className);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
