import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/layout/auth-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useResetPassword } from '../../features/auth/api/account-mail.ts';
import { LinkOutcomePage } from '../../features/auth/components/link-outcome.tsx';
import { NewPasswordFields, readNewPassword } from '../../features/auth/components/new-password-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

/** better-auth's answers for a reset link that no longer works. */
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * Where a reset link lands: `?token=` to choose a new password (the sign-up rule), or `?error=` when
 * the server found the link expired or used. Saving signs this browser in and every other one out.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Set when the server refuses the token on saving (used meanwhile, or expired while the page was open).
  const [linkDied, setLinkDied] = useState(false);
  const token = params.get('token');

  if (!token || params.has('error') || linkDied) {
    return (
      <LinkOutcomePage
        title={t('reset.expiredTitle')}
        ok={false}
        message={t('reset.expired')}
        next={paths.forgotPassword}
        nextLabel={t('reset.askNew')}
      />
    );
  }

  const failed = (message: string) => toast.error(t('common:errors.withMessage', { message }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { password: newPassword, problem } = readNewPassword(form, 'newPassword', t);
    if (problem) {
      failed(problem);
      return;
    }
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(t('reset.success'));
          navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code && DEAD_LINK_CODES.has(error.code)) {
            toast.error(t('reset.expired'));
            setLinkDied(true);
            return;
          }
          // The server's own words (a common password), or TOO_MANY_… in the reader's language.
          failed(error.message);
        },
      },
    );
  };

  return (
    <AuthFrame title={t('reset.title')}>
      <p className="mb-5 text-sm">{t('reset.intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('reset.title')}>
        <NewPasswordFields
          name="newPassword"
          label={t('reset.newPassword')}
          confirmLabel={t('reset.confirmPassword')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
