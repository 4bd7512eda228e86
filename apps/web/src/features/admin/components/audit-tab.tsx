import { ADMIN_ACTIONS, type AdminAction } from '@maeum/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/input';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { adminApi, useAdminAudit, type AuditFilter } from '../api';
import { useAdminFormat } from '../format';
import { AdminError } from './admin-error';
import { AdminTable } from './admin-table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Audit Logs (spec §2): the latest 50, by admin and action, and the CSV export (itself audited). */
export function AuditTab() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const actionId = useId();
  const [adminId, setAdminId] = useState('');
  const [action, setAction] = useState<AdminAction | ''>('');
  const [filter, setFilter] = useState<AuditFilter>({});
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const audit = useAdminAudit(filter, true);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const id = adminId.trim();
    setFilter({ ...(UUID.test(id) ? { adminId: id } : {}), ...(action ? { action } : {}) });
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const csv = await adminApi.exportAudit(filter);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'audit-log.csv';
      link.click();
      URL.revokeObjectURL(url);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <form className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" onSubmit={apply}>
        <TextField
          name="adminId"
          label={t('admin.audit.adminFilter')}
          description={t('admin.audit.adminFilterHint')}
          value={adminId}
          onChange={(event) => setAdminId(event.target.value)}
        />
        <div className="flex flex-col gap-1.5 sm:mb-6">
          <label htmlFor={actionId} className="text-sm font-medium">
            {t('admin.audit.actionFilter')}
          </label>
          <select
            id={actionId}
            className={inputClasses}
            value={action}
            onChange={(event) => setAction(event.target.value as AdminAction | '')}
          >
            <option value="">{t('admin.audit.allActions')}</option>
            {ADMIN_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 sm:mb-6">
          <Button type="submit">{t('admin.audit.apply')}</Button>
          <Button
            variant="outline"
            disabled={exporting}
            aria-busy={exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? t('admin.audit.exporting') : t('admin.audit.export')}
          </Button>
        </div>
      </form>
      {exportError ? <AdminError error={exportError} fallback="audit" /> : null}
      {audit.isPending ? <Spinner label={t('a11y.loading')} /> : null}
      {audit.error ? <AdminError error={audit.error} fallback="audit" /> : null}
      {audit.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.audit.empty')}</p>
      ) : null}
      {audit.data?.length ? (
        <AdminTable
          caption={t('admin.audit.caption')}
          columns={[
            t('admin.audit.columns.time'),
            t('admin.audit.columns.admin'),
            t('admin.audit.columns.action'),
            t('admin.audit.columns.target'),
            t('admin.audit.columns.details'),
          ]}
          minWidth="min-w-[720px]"
        >
          {audit.data.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(row.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.adminId ?? t('admin.audit.operator')}</td>
              <td className="px-3 py-2">{row.action}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.targetUserId ?? '—'}</td>
              <td className="px-3 py-2 font-mono text-xs break-all">{JSON.stringify(row.details)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
