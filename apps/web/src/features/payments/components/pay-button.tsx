import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

const LockIcon = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export interface PayButtonProps {
  /** `Pay ৳6000`: the name stays the same in every state, only the icon changes. */
  label: string;
  /** The provider is loaded (intent created; Stripe.js ready for Stripe). */
  ready: boolean;
  paying: boolean;
}

/** The form's submit button: disabled until the provider is ready and while a payment is on its way. */
export function PayButton({ label, ready, paying }: PayButtonProps) {
  return (
    <>
      <button
        type="submit"
        disabled={!ready || paying}
        aria-describedby={paying ? 'pay-status' : undefined}
        className={cn(
          'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-orange-700 px-6 text-base font-bold text-white shadow-sm',
          'transition-colors duration-150 select-none hover:bg-orange-800 active:bg-orange-900',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {paying || !ready ? <Spinner className="size-4" /> : <LockIcon className="size-4" />}
        {label}
      </button>
      <p id="pay-status" role="status" className="sr-only">
        {paying ? 'Processing your payment…' : ''}
      </p>
    </>
  );
}
