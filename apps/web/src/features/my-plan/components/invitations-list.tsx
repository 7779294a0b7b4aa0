import type { Invitation } from '@hostel/contract/my-plan';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useAcceptInvitation, useLeaveOrDecline } from '../api/roommates.ts';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('plan');
  const accept = useAcceptInvitation();
  const decline = useLeaveOrDecline();
  const [answer, setAnswer] = useState<'accept' | 'decline' | null>(null);
  const busy = accept.isPending || decline.isPending;

  const onFailed = (error: unknown) => {
    console.error('Answering an invitation failed', error);
    toast.error(t('invitations.failed'));
  };
  // Awaited rather than mutate's callbacks: the answered invitation leaves the list (this row
  // unmounts) before they would run, and React Query drops a gone component's callbacks.
  const onAccept = async () => {
    setAnswer('accept');
    try {
      await accept.mutateAsync({ id: invitation.id });
      toast.success(t('invitations.accepted'));
    } catch (error) {
      onFailed(error);
    }
  };
  const onDecline = async () => {
    setAnswer('decline');
    try {
      await decline.mutateAsync({ id: invitation.id });
      toast.success(t('invitations.declined'));
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-orange-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-stone-800">
        <Trans
          t={t}
          i18nKey="invitations.from"
          components={{ name: <strong translate="no">{invitation.from}</strong> }}
        />
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={() => void onAccept()} disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {busy && answer === 'accept' ? <Spinner className="size-4" /> : null}
          {t('invitations.accept')}
        </button>
        <button
          type="button"
          onClick={() => void onDecline()}
          disabled={busy}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {busy && answer === 'decline' ? <Spinner className="size-4" /> : null}
          {t('invitations.decline')}
        </button>
      </div>
    </li>
  );
}

/** Invitations to share another student's Platinum plan, each to accept or decline. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('plan');
  return (
    <section aria-labelledby="plan-invitations-title" className="flex flex-col gap-2">
      <h3 id="plan-invitations-title" className="text-lg font-bold text-stone-900">
        {t('invitations.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
