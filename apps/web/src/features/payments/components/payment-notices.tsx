import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons.tsx';

interface NoticeProps {
  /** The heading's id, which names the alert. */
  titleId: string;
  title: ReactNode;
  message: ReactNode;
  /** What the payer can do instead (links), under the message. */
  children?: ReactNode;
}

/** In place of the card form: an amber alert that asks for no card (payments off, a refused payment). */
export function PaymentNotice({ titleId, title, message, children }: NoticeProps) {
  return (
    <div role="alert" aria-labelledby={titleId} className="flex flex-col items-start gap-3">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-50 ring-1 ring-amber-300">
        <AlertIcon className="size-6 text-amber-700" />
      </span>
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="text-stone-700">{message}</p>
      {children}
    </div>
  );
}

/** In place of the whole checkout: a checkout URL that names nothing payable (a plan, a month). */
export function CheckoutProblemCard({ titleId, title, message, children }: NoticeProps) {
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200 sm:px-10"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 ring-1 ring-red-200">
        <AlertIcon className="size-7 text-red-600" />
      </span>
      <h2 id={titleId} className="mt-4 text-2xl font-extrabold tracking-tight text-stone-900">
        {title}
      </h2>
      <p className="mt-2 text-stone-600">{message}</p>
      {children}
    </div>
  );
}
