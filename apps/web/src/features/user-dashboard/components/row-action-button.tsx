import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { dangerButtonClasses } from '../../../components/ui/danger-button.tsx';

export interface RowActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A destructive action (Cancel, Delete) is outlined in red. */
  destructive?: boolean;
}

/** A small button for a table row's action. */
export function RowActionButton({ destructive = false, className, type = 'button', ...props }: RowActionButtonProps) {
  return (
    <button
      type={type}
      className={
        destructive ? dangerButtonClasses({ className }) : buttonClasses({ variant: 'outline', size: 'sm', className })
      }
      {...props}
    />
  );
}
