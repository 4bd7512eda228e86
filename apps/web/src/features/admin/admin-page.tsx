import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { cn } from '../../shared/lib/cn';
import { Card } from '../../shared/ui/card';
import { Spinner } from '../../shared/ui/spinner';
import { useMe } from '../auth';
import { adminErrorCode, useAdminAccess } from './api';
import { AdminError } from './components/admin-error';
import { AuditTab } from './components/audit-tab';
import { OverviewTab } from './components/overview-tab';
import { SessionsTab } from './components/sessions-tab';
import { UsersTab } from './components/users-tab';
import { useAdminFormat } from './format';

const TABS = ['users', 'sessions', 'audit', 'overview'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin (spec §2): non-admins go to /dashboard (the isAdmin flag of /me, and the server's own
 * 403 `not_admin` on every call). Three tabs: Users, Sessions, Audit Logs; and the operator's overview. The server checks every
 * rule; the panel only words its answers.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const me = useMe();
  const isAdmin = me.data?.isAdmin === true;
  const access = useAdminAccess(isAdmin);
  const [tab, setTab] = useState<Tab>('users');
  const baseId = useId();
  if (me.data && !isAdmin) return <Navigate to="/dashboard" replace />;
  if (adminErrorCode(access.error) === 'not_admin') return <Navigate to="/dashboard" replace />;
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('admin.privacy')}</p>
        {access.data?.freshUntil ? (
          <p className="text-xs text-muted-foreground">
            {t('admin.reauth.freshUntil', { time: format.time(access.data.freshUntil) })}
          </p>
        ) : null}
      </header>
      {!me.data || access.isPending ? <Spinner label={t('a11y.loading')} /> : null}
      {access.error ? (
        <Card className="p-6">
          <AdminError error={access.error} fallback="load" />
        </Card>
      ) : null}
      {access.data ? (
        <>
          <div
            role="tablist"
            aria-label={t('admin.tabs.label')}
            className="flex gap-1 overflow-x-auto border-b border-border"
          >
            {TABS.map((name) => (
              <button
                key={name}
                id={`${baseId}-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${baseId}-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={move}
                className={cn(
                  '-mb-px min-h-11 border-b-2 px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring',
                  tab === name
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`admin.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
            {tab === 'users' ? <UsersTab fresh={access.data.sessionFresh} /> : null}
            {tab === 'sessions' ? <SessionsTab /> : null}
            {tab === 'audit' ? <AuditTab /> : null}
            {tab === 'overview' ? <OverviewTab /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
