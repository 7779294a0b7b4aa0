import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useUndoEmailChange } from '../../features/account/api/undo-email-change.ts';
import { LinkOutcomePage } from '../../features/auth/components/link-outcome.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * Where the undo link mailed to the old address of a changed email lands (`?token=`). Opening it
 * changes nothing (a mail provider's link scanner opens links too): the page says what undoing does,
 * and its one button does it, then goes on to choose a password with the reset token it answers.
 */
export function UndoEmailChangeRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const undo = useUndoEmailChange();
  // Set when the server refuses the token (used, expired, or the address is another account's now).
  const [linkDied, setLinkDied] = useState(false);
  const token = params.get('token');

  if (!token || linkDied) {
    return (
      <LinkOutcomePage
        title={t('undoEmail.deadTitle')}
        ok={false}
        message={t('undoEmail.dead')}
        next={paths.signIn}
        nextLabel={t('undoEmail.signIn')}
      />
    );
  }

  const onUndo = () =>
    undo.mutate(token, {
      onSuccess: (resetToken) => {
        navigate(`${paths.resetPassword}?token=${encodeURIComponent(resetToken)}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          setLinkDied(true);
          return;
        }
        toast.error(t('common:errors.withMessage', { message: error.message }));
      },
    });

  return (
    <AuthFrame title={t('undoEmail.title')}>
      <div className="text-left text-sm">
        <p>{t('undoEmail.intro')}</p>
        <ul className="mt-3 list-disc space-y-1 ps-5">
          <li>{t('undoEmail.restores')}</li>
          <li>{t('undoEmail.signsOut')}</li>
          <li>{t('undoEmail.newPassword')}</li>
        </ul>
        <p className="mt-3">{t('undoEmail.ignore')}</p>
      </div>
      <Button type="button" size="lg" className="mt-6 w-full" disabled={undo.isPending} onClick={onUndo}>
        {undo.isPending ? t('undoEmail.submitting') : t('undoEmail.submit')}
      </Button>
    </AuthFrame>
  );
}
