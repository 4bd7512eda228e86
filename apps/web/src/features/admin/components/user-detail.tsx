import type { AdminActionResult } from '@maeum/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminUser } from '../api';
import { useAdminFormat } from '../format';
import { ActionDone } from './action-done';
import { AdminError } from './admin-error';
import { DeleteUser } from './delete-user';
import { PlanForm } from './plan-form';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-xs font-medium text-muted-foreground sm:w-40 sm:shrink-0 sm:text-sm">{label}</dt>
      <dd className="break-all text-sm">{value}</dd>
    </div>
  );
}

/** One user: the account, plan and usage (never what they wrote), a plan grant and the deletion. */
export function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const user = useAdminUser(userId);
  const [done, setDone] = useState<{ result: AdminActionResult; message: string } | null>(null);
  const deleted = done?.result.audit.action === 'user.delete';
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('admin.detail.title')}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('admin.detail.close')}
        </Button>
      </div>
      {done ? <ActionDone result={done.result} message={done.message} /> : null}
      {user.isPending ? <Spinner label={t('a11y.loading')} /> : null}
      {user.error && !deleted ? <AdminError error={user.error} fallback="load" /> : null}
      {user.data && !deleted ? (
        <>
          <dl className="flex flex-col gap-2">
            <Row label={t('admin.users.columns.email')} value={user.data.user.email} />
            <Row label={t('admin.users.columns.id')} value={user.data.user.id} />
            <Row label={t('admin.users.columns.created')} value={format.dateTime(user.data.user.createdAt)} />
            <Row
              label={t('admin.users.columns.lastSignIn')}
              value={
                user.data.user.lastSignInAt
                  ? format.dateTime(user.data.user.lastSignInAt)
                  : t('admin.users.never')
              }
            />
            <Row
              label={t('admin.users.columns.confirmed')}
              value={
                user.data.user.emailConfirmedAt
                  ? format.dateTime(user.data.user.emailConfirmedAt)
                  : t('admin.users.notConfirmed')
              }
            />
            <Row
              label={t('admin.detail.plan')}
              value={`${user.data.subscription.planName} · ${
                user.data.subscription.granted ? t('admin.detail.granted') : t('admin.detail.paid')
              }`}
            />
            <Row label={t('admin.detail.status')} value={user.data.subscription.status} />
            <Row
              label={t('admin.detail.usage')}
              value={`${t('admin.detail.usageValue', {
                used: user.data.subscription.monthlySessions - user.data.subscription.sessionsLeft,
                limit: user.data.subscription.monthlySessions,
                voice: user.data.subscription.voiceSessionsUsed,
                text: user.data.subscription.textSessionsUsed,
              })} · ${t('admin.detail.resets', { date: format.date(user.data.subscription.nextResetDate) })}`}
            />
          </dl>
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
            {t('admin.privacy')}
          </p>
          <PlanForm
            userId={userId}
            email={user.data.user.email}
            onDone={(result, message) => setDone({ result, message })}
          />
          <DeleteUser
            userId={userId}
            email={user.data.user.email}
            onDone={(result, message) => setDone({ result, message })}
          />
        </>
      ) : null}
    </Card>
  );
}
