import type { UserRecord } from '@hostel/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function ProfilePhoto({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const classes = 'size-20 shrink-0 rounded-full ring-4 ring-white shadow-md sm:size-24';
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        onError={() => setFailed(true)}
        className={`${classes} bg-amber-50 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`${classes} inline-flex items-center justify-center bg-orange-700 text-2xl font-black text-white`}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}

export interface AdminProfileCardProps {
  /** The admin's record; null while it loads (or when it could not be loaded). */
  admin: UserRecord | null;
  /** Shown while the record is missing: the session's own name and email. */
  fallback: { name: string; email: string; image: string | null };
}

/** Section 1: the admin's photo (or initials), name, email and how many meals they have added. */
export function AdminProfileCard({ admin, fallback }: AdminProfileCardProps) {
  const name = admin?.displayName || fallback.name;
  const email = admin?.email ?? fallback.email;
  const photo = admin?.photoURL || admin?.image || fallback.image;
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <section
      id="profile"
      aria-labelledby="profile-title"
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7"
    >
      <h2 id="profile-title" className="sr-only">
        {t('profile.title')}
      </h2>
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <ProfilePhoto name={name} src={photo} />
        <div className="min-w-0 flex-1">
          <p className="inline-flex rounded-full bg-orange-100 px-3 py-0.5 text-xs font-bold tracking-wide text-orange-800 uppercase">
            {t('profile.role')}
          </p>
          <p translate="no" className="mt-2 truncate text-2xl font-extrabold tracking-tight text-stone-900">
            {name}
          </p>
          <p translate="no" className="truncate text-stone-600">
            {email}
          </p>
        </div>
        <p className="min-w-36 rounded-2xl bg-amber-50 px-6 py-3 text-center text-sm font-semibold text-amber-900 ring-1 ring-amber-200/70">
          {t('profile.mealsAdded')}{' '}
          <span className="block text-3xl font-black text-orange-800 tabular-nums">
            {admin ? format.number(admin.mealsAdded) : '…'}
          </span>
        </p>
      </div>
    </section>
  );
}
