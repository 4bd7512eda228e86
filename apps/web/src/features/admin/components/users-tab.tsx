import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { adminErrorCode, useAdminUsers } from '../api';
import { useAdminFormat } from '../format';
import { AdminError } from './admin-error';
import { AdminTable } from './admin-table';
import { ReauthForm } from './reauth-form';
import { UserDetail } from './user-detail';

/** Users (spec §2): search by e-mail prefix, a page at a time; a row opens the user. */
export function UsersTab({ fresh }: { fresh: boolean }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useAdminUsers(q, fresh);
  if (!fresh || adminErrorCode(users.error) === 'admin_session_stale') return <ReauthForm />;
  if (openId) return <UserDetail userId={openId} onClose={() => setOpenId(null)} />;
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      <form role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={search}>
        <div className="flex-1">
          <TextField
            name="q"
            type="search"
            label={t('admin.users.search')}
            description={t('admin.users.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" className="sm:mb-6">
          {t('admin.users.searchButton')}
        </Button>
      </form>
      {users.error ? <AdminError error={users.error} fallback="users" /> : null}
      {users.isPending ? <Spinner label={t('a11y.loading')} /> : null}
      {users.data && rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.users.empty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <AdminTable
          columns={[
            t('admin.users.columns.email'),
            t('admin.users.columns.created'),
            t('admin.users.columns.lastSignIn'),
            t('admin.users.columns.confirmed'),
            t('admin.users.columns.plan'),
          ]}
        >
          {rows.map((user) => (
            <tr key={user.id} className="border-t border-border">
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="rounded-sm text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => setOpenId(user.id)}
                  aria-label={t('admin.users.open', { email: user.email })}
                >
                  {user.email}
                </button>
                <div className="font-mono text-xs text-muted-foreground">{user.id}</div>
              </td>
              <td className="px-3 py-2">{format.dateTime(user.createdAt)}</td>
              <td className="px-3 py-2">
                {user.lastSignInAt ? format.dateTime(user.lastSignInAt) : t('admin.users.never')}
              </td>
              <td className="px-3 py-2">
                {user.emailConfirmedAt ? format.date(user.emailConfirmedAt) : t('admin.users.notConfirmed')}
              </td>
              <td className="px-3 py-2">
                {user.planGranted ? t('admin.users.granted', { plan: user.planId }) : user.planId}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {users.hasNextPage ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {t('admin.users.more')}
        </Button>
      ) : null}
    </div>
  );
}
