import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthFrame } from '../../../components/layout/auth-frame.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * What became of a link from a mail, at the top of its page: a tick and a status when it worked, a
 * warning read out at once (an alert) when it did not.
 */
export function LinkOutcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckIcon : AlertIcon;
  return (
    <div role={ok ? 'status' : 'alert'} className="flex flex-col items-center gap-3">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          ok ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700',
        )}
      >
        <Icon className="size-6" />
      </span>
      <p className={cn('font-semibold', ok ? 'text-emerald-900' : 'text-red-900')}>{children}</p>
    </div>
  );
}

/** A page that only says what became of a link, with the one way on from there. */
export function LinkOutcomePage(props: {
  title: string;
  ok: boolean;
  message: ReactNode;
  next: string;
  nextLabel: string;
}) {
  return (
    <AuthFrame title={props.title}>
      <LinkOutcome ok={props.ok}>{props.message}</LinkOutcome>
      <Link to={props.next} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        {props.nextLabel}
      </Link>
    </AuthFrame>
  );
}
