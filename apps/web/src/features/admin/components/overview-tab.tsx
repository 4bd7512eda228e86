import type { AdminDayCount, AdminOverview } from '@maeum/api-types';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { adminApi, adminKeys } from '../api';
import { AdminError } from './admin-error';
import { AdminTable } from './admin-table';
import { FailuresCard } from './failures-card';

const countOn = (rows: AdminDayCount[], day: string) => rows.find((row) => row.day === day)?.count ?? 0;

/** Every day with anything in it, newest first. */
function daysOf(overview: AdminOverview): string[] {
  const days = new Set([
    ...overview.signUps.map((r) => r.day),
    ...overview.activeUsers.map((r) => r.day),
    ...overview.payments.map((r) => r.day),
    ...overview.crisisReferrals.map((r) => r.day),
  ]);
  return [...days].sort().reverse();
}

/**
 * The operator's overview: the last 14 days by day and the plan mix now (counts only), then the
 * dead letters and failed jobs, which load (or fail) on their own.
 */
export function OverviewTab() {
  return (
    <div className="flex flex-col gap-4">
      <OverviewFigures />
      <FailuresCard />
    </div>
  );
}

function OverviewFigures() {
  const { t, i18n } = useTranslation();
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: adminApi.overview, retry: false });
  const won = new Intl.NumberFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US');
  if (overview.isPending) return <Spinner label={t('a11y.loading')} />;
  if (overview.error) return <AdminError error={overview.error} fallback="load" />;
  const data = overview.data;
  const days = daysOf(data);
  return (
    <>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-base font-semibold">{t('admin.overview.planMix')}</h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {data.planMix.map((plan) => (
            <div key={plan.planId} className="rounded-lg bg-muted/50 p-3">
              <dt className="text-xs font-medium text-muted-foreground">{plan.planId}</dt>
              <dd className="text-sm font-semibold">
                {t('admin.overview.planUsers', { users: plan.users, granted: plan.granted })}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.overview.empty')}</p>
      ) : (
        <AdminTable
          caption={t('admin.overview.caption', { days: data.days })}
          columns={[
            t('admin.overview.day'),
            t('admin.overview.signUps'),
            t('admin.overview.active'),
            t('admin.overview.payments'),
            t('admin.overview.paidAmount'),
            t('admin.overview.refunds'),
            t('admin.overview.refundedAmount'),
            t('admin.overview.crisis'),
          ]}
          minWidth="min-w-[720px]"
        >
          {days.map((day) => {
            const payments = data.payments.find((row) => row.day === day);
            return (
              <tr key={day} className="border-t border-border">
                <td className="px-3 py-2 whitespace-nowrap">{day}</td>
                <td className="px-3 py-2">{countOn(data.signUps, day)}</td>
                <td className="px-3 py-2">{countOn(data.activeUsers, day)}</td>
                <td className="px-3 py-2">{payments?.paid ?? 0}</td>
                <td className="px-3 py-2">{won.format(payments?.paidAmount ?? 0)}</td>
                <td className="px-3 py-2">{payments?.refunded ?? 0}</td>
                <td className="px-3 py-2">{won.format(payments?.refundedAmount ?? 0)}</td>
                <td className="px-3 py-2">{countOn(data.crisisReferrals, day)}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </>
  );
}
