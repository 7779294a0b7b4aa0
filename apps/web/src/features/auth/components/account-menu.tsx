import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useMailLanguageFollowsApp } from '../../../lib/account-language.ts';
import type { Session } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSignOut } from '../api/sign-out.ts';

function Avatar({ name, photo }: { name: string; photo: string | null }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return photo ? (
    <img
      src={photo}
      alt=""
      width={40}
      height={40}
      className="size-10 rounded-full object-cover ring-2 ring-orange-200"
    />
  ) : (
    <span
      aria-hidden="true"
      translate="no"
      className="flex size-10 items-center justify-center rounded-full bg-orange-700 text-sm font-bold text-white ring-2 ring-orange-200"
    >
      {initials || '?'}
    </span>
  );
}

/**
 * The signed-in account area: avatar button opening name, dashboard and settings links and Logout.
 * While it is there, a switch of language is saved for the account's mails.
 */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = session.user;

  useDismiss(open, setOpen, wrapperRef, buttonRef);
  useMailLanguageFollowsApp();

  if (!user) return null;
  const name = session.userData?.displayName ?? user.name;
  const photo = session.userData?.photoURL ?? user.image;
  const isAdmin = (session.userData?.role ?? user.role) === 'admin';

  const logOut = () => {
    setOpen(false);
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('account.logoutSuccess'));
        navigate(paths.home);
      },
      onError: () => toast.error(t('account.logoutFailed')),
    });
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu', { name })}
        // The label is already in the reader's language around the user's own name: not for translators.
        translate="no"
        onClick={() => setOpen((value) => !value)}
        className="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
      >
        <Avatar name={name} photo={photo} />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200"
        >
          <div className="border-b border-stone-100 px-3 pt-2 pb-3" translate="no">
            <p className="truncate font-semibold text-stone-900">{name}</p>
            <p className="truncate text-sm text-stone-500">{user.email}</p>
          </div>
          <ul className="mt-1 flex flex-col">
            <li>
              <Link
                to={isAdmin ? paths.adminDashboard : paths.userDashboard}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-3 py-2 text-sm font-medium text-stone-700 hover:bg-orange-50 hover:text-orange-800"
              >
                {isAdmin ? t('account.adminDashboard') : t('account.userDashboard')}
              </Link>
            </li>
            <li>
              <Link
                to={paths.account}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-3 py-2 text-sm font-medium text-stone-700 hover:bg-orange-50 hover:text-orange-800"
              >
                {t('account.settings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={logOut}
                disabled={signOut.isPending}
                className="w-full rounded-xl px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-orange-50 hover:text-orange-800"
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
