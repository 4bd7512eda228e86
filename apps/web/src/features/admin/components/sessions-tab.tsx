import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminSessions } from '../api';
import { useAdminFormat } from '../format';
import { AdminError } from './admin-error';
import { AdminTable } from './admin-table';

/** Sessions (spec §2): the latest 100, type and mode, with no content. */
export function SessionsTab() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const sessions = useAdminSessions(true);
  if (sessions.isPending) return <Spinner label={t('a11y.loading')} />;
  if (sessions.error) return <AdminError error={sessions.error} fallback="sessions" />;
  if (sessions.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t('admin.sessions.empty')}</p>;
  return (
    <AdminTable
      caption={t('admin.sessions.caption')}
      columns={[
        t('admin.sessions.columns.started'),
        t('admin.sessions.columns.type'),
        t('admin.sessions.columns.mode'),
        t('admin.sessions.columns.duration'),
        t('admin.sessions.columns.messages'),
        t('admin.sessions.columns.user'),
      ]}
    >
      {sessions.data.map((session) => (
        <tr key={session.id} className="border-t border-border">
          <td className="px-3 py-2">{format.dateTime(session.startedAt)}</td>
          <td className="px-3 py-2">{t(`admin.sessions.types.${session.type}`)}</td>
          <td className="px-3 py-2">{session.mode}</td>
          <td className="px-3 py-2">
            {t('admin.sessions.minutes', {
              minutes: Math.floor(session.durationSeconds / 60),
              seconds: session.durationSeconds % 60,
            })}
          </td>
          <td className="px-3 py-2">{session.messageCount}</td>
          <td className="px-3 py-2 font-mono text-xs">{session.userId}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
