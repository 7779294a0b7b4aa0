import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/layout/full-page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { refreshSession } from '../../features/auth/api/refresh-session.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

/** Only same-site paths: `next` comes from the URL and must not send users elsewhere. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : paths.home);

/** Where Google sends the user back: confirm the session, save the record (as the spec does), go on. */
export function AuthCallbackRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const next = safeNext(params.get('next'));
    (async () => {
      const user = await refreshSession(queryClient).catch(() => null);
      if (!user) {
        toast.error(t('google.failed'));
        navigate(paths.signIn, { replace: true });
        return;
      }
      await apiRequest('/users', {
        method: 'POST',
        body: { email: user.email, displayName: user.name, photoURL: user.image },
      }).catch((error: unknown) => console.error('Could not save the user record', error));
      toast.success(t('google.success'));
      navigate(next, { replace: true });
    })();
  }, [navigate, params, queryClient, t]);

  return <FullPageSpinner />;
}
