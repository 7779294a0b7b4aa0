import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useSession } from '../../../lib/auth.ts';

/** Whose settings these are: photo, name, email and role, above the sections. */
export function AccountSummary() {
  const { t } = useTranslation('account');
  const { user, userData } = useSession();
  if (!user) return null;
  const name = userData?.displayName || user.name;
  const role = userData?.role ?? user.role;
  return (
    <section aria-labelledby="account-name" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar
          name={name || user.email}
          src={userData?.photoURL ?? user.image}
          className="size-20! text-2xl! ring-4! ring-white! shadow-md"
        />
        <div className="min-w-0 flex-1">
          <h2 id="account-name" className="truncate text-2xl font-extrabold tracking-tight text-stone-900">
            <span translate="no">{name}</span>
          </h2>
          <p translate="no" className="truncate text-stone-600">
            {user.email}
          </p>
          <p className="mt-2 inline-flex rounded-full bg-orange-100 px-3 py-0.5 text-sm font-bold text-orange-800">
            {role === 'admin' ? t('summary.admin') : t('summary.student')}
          </p>
        </div>
      </div>
    </section>
  );
}
