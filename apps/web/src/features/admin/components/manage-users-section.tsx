import type { UserRecord } from '@hostel/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { MailIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { getUsersTableQueryOptions, useUsersTable } from '../api/get-users.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import { useUpdateUserRole } from '../api/update-user-role.ts';
import { isRefusal } from '../meal-form.ts';
import { EmailText } from './email-text.tsx';
import { STUDENT_LINK } from './student-link.ts';

function RolePill({ role }: { role: UserRecord['role'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold capitalize',
        role === 'admin' ? 'bg-orange-100 text-orange-800' : 'bg-stone-100 text-stone-700',
      )}
    >
      {t(`users.roles.${role}`)}
    </span>
  );
}

function UserSearch({ onSearch, searching }: { onSearch: (email: string) => void; searching: boolean }) {
  const inputId = useId();
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = draft.trim();
    // The spec: an empty search does nothing.
    if (!email) return;
    onSearch(email);
  };
  return (
    <search>
      <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
          {t('users.searchLabel')}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
            <input
              id={inputId}
              type="search"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('users.searchPlaceholder')}
              className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
            />
          </div>
          <Button type="submit" className="rounded-xl" disabled={searching}>
            {searching ? <Spinner className="size-4" /> : null}
            {t('users.search')}
          </Button>
        </div>
      </form>
    </search>
  );
}

/** Section 2: every user (newest first) or the ones matching a search, and the role toggle. */
export function ManageUsersSection({ adminEmail, adminId }: { adminEmail: string; adminId: string | null }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const format = useFormat();
  const fetchFailed = t('users.fetchFailed');
  const [search, setSearch] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [page, setPage] = useState(1);
  const users = useUsersTable({ adminEmail, search, page });
  const pageCount = usePageCount(users.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(users.error, { log: 'Could not load users', toastMessage: fetchFailed });

  const updateRole = useUpdateUserRole();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const passwordReset = useSendPasswordReset();
  const [resetPendingId, setResetPendingId] = useState<string | null>(null);

  const runSearch = async (email: string) => {
    setSearching(true);
    try {
      // Ask the server now (not from the cache): the toast must describe what is there.
      const result = await queryClient.fetchQuery({
        ...getUsersTableQueryOptions({ adminEmail, search: email, page: 1 }),
        staleTime: 0,
      });
      if (result.total === 0) toast.error(t('users.notFound'));
      setSearch(email);
      setPage(1);
    } catch (error) {
      console.error('User search failed', error);
      toast.error(fetchFailed);
    } finally {
      setSearching(false);
    }
  };

  const changeRole = (user: UserRecord) => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    setPendingId(user._id);
    updateRole.mutate(
      { id: user._id, role },
      {
        onSuccess: (updated) => toast.success(t('users.roleUpdated', { role: t(`users.roles.${updated.role}`) })),
        onError: (error) => {
          console.error('Role change failed', error);
          // "You cannot remove your own admin role." / "The last admin cannot be demoted." say why, and
          // so does an address not yet verified (EMAIL_NOT_VERIFIED, worded in the reader's language).
          const explained = isRefusal(error) && (error.status === 400 || error.status === 409 || Boolean(error.code));
          toast.error(explained ? error.message : t('users.roleFailed'));
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  const sendReset = (user: UserRecord) => {
    setResetPendingId(user._id);
    passwordReset.mutate(user._id, {
      onSuccess: () => toast.success(t('users.resetSent', { email: user.email })),
      onError: (error) => {
        console.error('Password reset mail failed', error);
        // TOO_MANY_EMAILS and the like come worded in the reader's language.
        toast.error(isRefusal(error) ? error.message : t('users.resetFailed'));
      },
      onSettled: () => setResetPendingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<UserRecord>> = [
    {
      header: t('users.columns.name'),
      rowHeader: true,
      cell: (user) => (
        <span className="inline-flex items-center gap-1.5">
          <Link to={paths.adminStudent(user._id)} className={STUDENT_LINK}>
            {user.displayName ? <span translate="no">{user.displayName}</span> : t('users.unnamed')}
          </Link>
          {user._id === adminId ? <span className="text-xs font-medium text-stone-500">{t('users.you')}</span> : null}
        </span>
      ),
    },
    { header: t('users.columns.email'), wide: true, cell: (user) => <EmailText email={user.email} /> },
    { header: t('users.columns.role'), cell: (user) => <RolePill role={user.role} /> },
    {
      header: t('users.columns.action'),
      hideLabelOnPhone: true,
      cell: (user) => (
        <div className="flex flex-wrap gap-2 max-sm:justify-end">
          <Button
            size="sm"
            variant={user.role === 'admin' ? 'outline' : 'secondary'}
            disabled={pendingId === user._id}
            onClick={() => changeRole(user)}
            className="min-w-32"
          >
            {pendingId === user._id ? <Spinner className="size-4" /> : null}
            {user.role === 'admin' ? t('users.removeAdmin') : t('users.makeAdmin')}
          </Button>
          {/* One's own password is changed on the account page, with the current one. */}
          {user._id === adminId ? null : (
            <Button size="sm" variant="ghost" disabled={resetPendingId === user._id} onClick={() => sendReset(user)}>
              {resetPendingId === user._id ? <Spinner className="size-4" /> : <MailIcon className="size-4" />}
              <Trans
                t={t}
                i18nKey="users.sendReset"
                components={{ sr: <span className="sr-only" />, email: <span translate="no">{user.email}</span> }}
              />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <SectionCard id="manage-users" title={t('users.title')} description={t('users.description')}>
      <div className="flex flex-col gap-4">
        <UserSearch onSearch={(email) => void runSearch(email)} searching={searching} />
        {search ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
            <p>
              <Trans
                t={t}
                i18nKey="users.matching"
                components={{ term: <strong translate="no" className="break-all">{`“${search}”`}</strong> }}
              />
              {users.data ? t('users.found', { total: format.number(users.data.total) }) : null}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch(null);
                setPage(1);
              }}
            >
              {t('users.showAll')}
            </Button>
          </div>
        ) : null}
        <QueryTable
          caption={search ? t('users.captionMatching', { search }) : t('users.caption')}
          columns={columns}
          query={users}
          loadWhat={t('users.loadWhat')}
          rowKey={(user) => user._id}
          empty={
            search ? (
              <Trans
                t={t}
                i18nKey="users.emptyMatching"
                components={{ term: <span translate="no">{`“${search}”`}</span> }}
              />
            ) : (
              t('users.empty')
            )
          }
          pager={{ label: t('users.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
