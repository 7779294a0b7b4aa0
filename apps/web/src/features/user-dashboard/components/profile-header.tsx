import type { UserRecord } from '@hostel/contract/users';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

/** `gold` → `Gold`. */
export const capitalise = (word: string) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word);

const badgeTones: Record<string, string> = {
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
  silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  gold: 'bg-amber-100 text-amber-900 ring-amber-400',
  platinum: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
};

const MedalIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
    <path d="M7 2h4l2 5-3 2zM17 2h-4l-2 5 3 2z" fill="currentColor" opacity="0.55" />
    <circle cx="12" cy="15" r="6" fill="currentColor" />
    <path d="m12 12 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z" fill="white" />
  </svg>
);

const card = 'scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7';

export interface ProfileHeaderProps {
  user: UserRecord | null;
  loading: boolean;
  onRetry: () => void;
}

/**
 * The dashboard's header: photo (or initials), name, email, `Badge: {badge}` and the subscription
 * (`None` without one); `Loading...` while the record loads, `Could not load user data.` without one.
 */
export function ProfileHeader({ user, loading, onRetry }: ProfileHeaderProps) {
  const { t } = useTranslation('dashboard');
  if (loading) {
    return (
      <section
        aria-label={t('profile.label')}
        className={cn(card, 'flex items-center justify-center gap-3 py-10 text-stone-700')}
      >
        <Spinner className="size-5 text-orange-700" />
        <p role="status" className="font-medium">
          {t('profile.loading')}
        </p>
      </section>
    );
  }
  if (!user) {
    return (
      <section
        aria-label={t('profile.label')}
        className={cn(card, 'flex flex-col items-center gap-3 py-10 text-center')}
      >
        <p role="alert" className="font-semibold text-red-800">
          {t('profile.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('profile.retry')}
        </Button>
      </section>
    );
  }

  const badge = user.badge || 'bronze';
  return (
    <section id="profile" aria-labelledby="profile-name" className={card}>
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Avatar
          name={user.displayName || user.email}
          src={user.photoURL || user.image}
          className="size-20! text-2xl! ring-4! ring-white! shadow-md sm:size-24!"
        />
        <div className="min-w-0 flex-1">
          <h2 id="profile-name" className="truncate text-2xl font-extrabold tracking-tight text-stone-900">
            {user.displayName ? <span translate="no">{user.displayName}</span> : t('profile.student')}
          </h2>
          <p translate="no" className="truncate text-stone-600">
            {user.email}
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            <p
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1',
                badgeTones[badge] ?? badgeTones.bronze,
              )}
            >
              <MedalIcon className="size-4" />
              {/* Badges are named after the plans (and Bronze): names, not words to translate. */}
              {/* One span: in a flex box, the space before a separate name would collapse. */}
              <Trans
                parent="span"
                t={t}
                i18nKey="profile.badge"
                components={{ badge: <span translate="no">{capitalise(badge)}</span> }}
              />
            </p>
            <p className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700 ring-1 ring-stone-200">
              {user.subscription ? (
                <Trans
                  parent="span"
                  t={t}
                  i18nKey="profile.subscription"
                  components={{ plan: <span translate="no">{user.subscription}</span> }}
                />
              ) : (
                t('profile.noSubscription')
              )}
            </p>
          </div>
        </div>
        {badge === 'bronze' ? (
          <div className="flex max-w-56 flex-col items-center gap-2 rounded-2xl bg-amber-50 px-5 py-4 text-center text-sm text-amber-950 ring-1 ring-amber-200/70">
            <p>{t('profile.upgrade')}</p>
            <Link
              to={`${paths.home}#plans-title`}
              className="rounded font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
            >
              {t('profile.seePlans')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
