import { MESS_ERROR_CODES, ROOMMATES_MAX } from '@hostel/contract/mess-constants';
import type { Roommate } from '@hostel/contract/my-plan';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction } from '../../../components/ui/confirm.ts';
import { dangerButtonClasses } from '../../../components/ui/danger-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useInviteRoommate, useRemoveRoommate } from '../api/roommates.ts';

/** The invite refusals worded in the reader's language; anything else says the server's words or a generic line. */
function useInviteProblem() {
  const { t } = useTranslation('plan');
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.code === MESS_ERROR_CODES.roomFull) return t('roommates.full', { count: ROOMMATES_MAX });
      if (error.code === MESS_ERROR_CODES.notPlatinum) return t('roommates.notPlatinum');
      if (error.status === 400 || error.status === 409) return error.message;
    }
    return t('roommates.inviteFailed');
  };
}

function InviteForm() {
  const { t } = useTranslation('plan');
  const invite = useInviteRoommate();
  const problemOf = useInviteProblem();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    // Awaited rather than mutate's callbacks: the invitation that fills the room unmounts this form.
    invite.mutateAsync({ email: email.trim() }).then(
      (roommate) => {
        toast.success(t('roommates.sent', { email: roommate.email }));
        setEmail('');
      },
      (error: unknown) => {
        console.error('Inviting a room-mate failed', error);
        setProblem(problemOf(error));
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="invite-roommate-title" className="flex flex-col gap-3" noValidate>
      <h4 id="invite-roommate-title" className="text-base font-bold text-stone-900">
        {t('roommates.inviteTitle')}
      </h4>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('roommates.email')}
          hint={t('roommates.emailHint')}
          type="email"
          name="email"
          autoComplete="off"
          required
          className="min-w-0 flex-1"
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-errormessage={problem ? 'invite-roommate-problem' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          disabled={invite.isPending || !email.trim()}
          className={buttonClasses({ className: 'sm:mt-7' })}
        >
          {invite.isPending ? <Spinner className="size-4" /> : null}
          {t('roommates.invite')}
        </button>
      </div>
      {problem ? (
        <p id="invite-roommate-problem" role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function RoommateRow({ roommate }: { roommate: Roommate }) {
  const { t } = useTranslation('plan');
  const remove = useRemoveRoommate();
  const [asking, setAsking] = useState(false);
  // An invitation shows the address the buyer typed; the name comes once they join (issue 25).
  const shownAs = roommate.name ?? roommate.email;

  const onRemove = async () => {
    setAsking(true);
    const sure = await confirmAction({
      title: t('roommates.removeTitle', { name: shownAs }),
      text: t('roommates.removeText'),
      confirmButtonText: t('roommates.removeConfirm'),
      destructive: true,
    }).finally(() => setAsking(false));
    if (!sure) return;
    // Awaited rather than mutate's callbacks: the removed room-mate's row unmounts first.
    try {
      await remove.mutateAsync({ id: roommate.id });
      toast.success(t('roommates.removed'));
    } catch (error) {
      console.error('Removing a room-mate failed', error);
      toast.error(t('roommates.removeFailed'));
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={shownAs} src={roommate.image} />
      <div className="min-w-0 flex-1">
        <p translate="no" className="truncate font-semibold text-stone-900">
          {shownAs}
        </p>
        {roommate.name !== null ? (
          <p translate="no" className="truncate text-sm text-stone-600">
            {roommate.email}
          </p>
        ) : null}
      </div>
      <StatusPill tone={roommate.status === 'accepted' ? 'done' : 'waiting'}>
        {roommate.status === 'accepted' ? t('roommates.accepted') : t('roommates.invited')}
      </StatusPill>
      <button
        type="button"
        onClick={() => void onRemove()}
        disabled={asking || remove.isPending}
        className={dangerButtonClasses()}
      >
        {remove.isPending ? <Spinner className="size-4" /> : null}
        <Trans
          t={t}
          i18nKey="roommates.remove"
          components={{ sr: <span className="sr-only" />, name: <span translate="no">{shownAs}</span> }}
        />
      </button>
    </li>
  );
}

/** The Platinum buyer's room: who is in it or invited, removing them, and inviting more up to the limit. */
export function RoommatesPanel({ roommates }: { roommates: Roommate[] }) {
  const { t } = useTranslation('plan');
  return (
    <section aria-labelledby="roommates-title" className="flex flex-col gap-4">
      <div>
        <h3 id="roommates-title" className="text-lg font-bold text-stone-900">
          {t('roommates.title')}
        </h3>
        <p className="mt-0.5 text-sm text-stone-600">{t('roommates.description', { count: ROOMMATES_MAX })}</p>
      </div>
      {roommates.length > 0 ? (
        <ul aria-label={t('roommates.list')} className="divide-y divide-stone-200">
          {roommates.map((roommate) => (
            <RoommateRow key={roommate.id} roommate={roommate} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t('roommates.empty')}</p>
      )}
      {roommates.length < ROOMMATES_MAX ? (
        <InviteForm />
      ) : (
        <p className="text-sm font-medium text-stone-700">{t('roommates.full', { count: ROOMMATES_MAX })}</p>
      )}
    </section>
  );
}
