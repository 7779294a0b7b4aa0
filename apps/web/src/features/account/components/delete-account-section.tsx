import { FRESH_SIGN_IN_SECONDS } from '@hostel/contract/account-constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction } from '../../../components/ui/confirm.ts';
import { dangerButtonClasses } from '../../../components/ui/danger-button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { fireDialog, isDialogBusy, showDialogProblem } from '../../../components/ui/sweet-alert.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { deleteAccount } from '../api/delete-account.ts';
import { downloadAccountData } from '../api/download-account-data.ts';
import { useAccountStatus } from '../api/get-account-status.ts';
import { useForgetUserOnLeave } from '../use-forget-user-on-leave.ts';
import { AccountStatusState } from './account-status-state.tsx';
import { DownloadDataButton } from './download-data-button.tsx';

const FRESH_SIGN_IN_REQUIRED = 'FRESH_SIGN_IN_REQUIRED';

type Outcome = 'deleted' | 'fresh-sign-in';

export interface DeleteAccountSectionProps {
  /** Leaves for Google and comes back here signed in afresh (a Google-only account's confirmation). */
  onGoogleSignIn: () => Promise<void>;
}

/**
 * Deleting the account, after a plain account of what goes and what stays, with "Download my data"
 * beside it and again inside the confirmation. The confirmation is the spec's "Are you sure?" dialog,
 * asking for the password; an account without one needs a Google sign-in from the last minutes.
 */
export function DeleteAccountSection({ onGoogleSignIn }: DeleteAccountSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const status = useAccountStatus();
  const leaveSignedOut = useForgetUserOnLeave();
  const navigate = useNavigate();
  const hasPassword = status.data?.hasPassword ?? false;

  const signInAgain = async () => {
    const go = await confirmAction({
      title: t('delete.freshTitle'),
      text: t('common:errors.code.FRESH_SIGN_IN_REQUIRED'),
      confirmButtonText: t('delete.freshConfirm'),
    });
    if (go) await onGoogleSignIn();
  };

  const confirmDeletion = async () => {
    const result = await fireDialog<Outcome>({
      title: t('common:dialog.confirmTitle'),
      text: `${t('common:dialog.deleteText')} ${t('delete.consequences')}${hasPassword ? '' : ` ${t('delete.googleNote', { minutes: FRESH_SIGN_IN_SECONDS / 60 })}`}`,
      icon: 'warning',
      ...(hasPassword
        ? {
            input: 'password' as const,
            inputLabel: t('delete.passwordLabel'),
            inputAttributes: { autocomplete: 'current-password', autocapitalize: 'off' },
            inputValidator: (value: string) => (value ? null : t('common:errors.code.PASSWORD_REQUIRED')),
          }
        : { focusCancel: true }),
      confirmButtonText: t('delete.confirm'),
      cancelButtonText: t('common:dialog.cancel'),
      showDenyButton: true,
      denyButtonText: t('data.download'),
      // "Download my data" keeps the dialog open: the reader decides with the file saved.
      preDeny: async () => {
        try {
          await downloadAccountData();
          toast.success(t('data.downloaded'));
        } catch (error) {
          console.error('Data download failed', error);
          showDialogProblem(error instanceof Error ? error.message : t('common:errors.generic'));
        }
        return false;
      },
      showLoaderOnConfirm: true,
      allowOutsideClick: () => !isDialogBusy(),
      preConfirm: async (value: unknown): Promise<Outcome | false> => {
        try {
          await deleteAccount(hasPassword ? String(value) : null);
          return 'deleted';
        } catch (error) {
          if (isApiError(error) && error.code === FRESH_SIGN_IN_REQUIRED) return 'fresh-sign-in';
          console.error('Account deletion failed', error);
          // A wrong password or the last admin: said in the dialog, which stays open for another try.
          showDialogProblem(error instanceof Error ? error.message : t('common:errors.generic'));
          return false;
        }
      },
      customClass: {
        confirmButton: dangerButtonClasses({ fill: 'solid', size: 'md' }),
        denyButton: buttonClasses({ variant: 'secondary' }),
        htmlContainer: 'text-stone-600!',
        inputLabel: 'text-sm! font-semibold! text-stone-700!',
        input:
          'rounded-xl! border-stone-300! text-base! text-stone-900! shadow-none! focus:border-orange-500! ' +
          'focus-visible:outline-2! focus-visible:outline-orange-600!',
        validationMessage: 'text-red-800!',
      },
    });
    if (!result.isConfirmed) return;
    if (result.value === 'fresh-sign-in') {
      await signInAgain();
      return;
    }
    toast.success(t('delete.deleted'));
    leaveSignedOut();
    navigate(paths.home, { replace: true });
  };

  return (
    <SectionCard
      id="delete-account"
      title={t('delete.title')}
      description={t('delete.description')}
      className="ring-red-200"
    >
      {status.data ? (
        <div className="flex flex-col gap-4">
          <ul className="flex max-w-2xl list-disc flex-col gap-1 pl-5 text-stone-700 marker:text-stone-400">
            <li>{t('delete.keepsReviews')}</li>
            <li>{t('delete.removesRequests')}</li>
            <li>{t('delete.keepsPayments')}</li>
            <li>{t('delete.final')}</li>
          </ul>
          {hasPassword ? null : (
            <div className="flex max-w-2xl flex-col items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <p>{t('delete.googleNote', { minutes: FRESH_SIGN_IN_SECONDS / 60 })}</p>
              <Button variant="outline" size="sm" onClick={() => void onGoogleSignIn()}>
                {t('delete.freshConfirm')}
              </Button>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <DownloadDataButton />
            <button
              type="button"
              onClick={() => void confirmDeletion()}
              className={dangerButtonClasses({ fill: 'solid', size: 'md' })}
            >
              {t('delete.open')}
            </button>
          </div>
        </div>
      ) : (
        <AccountStatusState failed={status.isError} onRetry={() => void status.refetch()} />
      )}
    </SectionCard>
  );
}
