import type { AdminActionResult, AdminDeadLetterRow, AdminFailedJobRow } from '@maeum/api-types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminFailures, useRetryFailure } from '../api';
import { useAdminFormat } from '../format';
import { ActionDone } from './action-done';
import { AdminError } from './admin-error';
import { AdminTable } from './admin-table';

type Target = { kind: 'deadLetter'; row: AdminDeadLetterRow } | { kind: 'job'; row: AdminFailedJobRow };

const cell = 'px-3 py-2 align-top';

interface FailureRow {
  key: string;
  when: string | null;
  where: string;
  what: string;
  reason: string;
  attempts: number;
  id: string;
  retryLabel: string;
  onRetry: () => void;
}

/** One list (events or jobs); on a phone it scrolls sideways. Nothing when the list is empty. */
function FailureTable({
  caption,
  whereColumn,
  whatColumn,
  rows,
}: {
  caption: string;
  whereColumn: string;
  whatColumn: string;
  rows: FailureRow[];
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (rows.length === 0) return null;
  return (
    <AdminTable
      caption={caption}
      columns={[
        t('admin.failures.columns.when'),
        whereColumn,
        whatColumn,
        t('admin.failures.columns.error'),
        t('admin.failures.columns.attempts'),
        t('admin.failures.columns.id'),
        t('admin.failures.columns.action'),
      ]}
      minWidth="min-w-[840px]"
    >
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-border">
          <td className={`${cell} whitespace-nowrap`}>{row.when ? format.dateTime(row.when) : '—'}</td>
          <td className={`${cell} break-all`}>{row.where}</td>
          <td className={`${cell} break-all`}>{row.what}</td>
          <td className={`${cell} max-w-[16rem] break-words`}>{row.reason}</td>
          <td className={cell}>{row.attempts}</td>
          <td className={`${cell} break-all font-mono text-xs`}>{row.id}</td>
          <td className={cell}>
            <Button size="sm" variant="outline" aria-label={row.retryLabel} onClick={row.onRetry}>
              {t('admin.failures.retry')}
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Dead-lettered events and failed jobs (the operator's overview): how many, the newest of each,
 * and a retry that asks once more, saying what it does, and shows the audit row it wrote. Never a
 * payload: the server sends none.
 */
export function FailuresCard() {
  const { t } = useTranslation();
  const failures = useAdminFailures();
  const retry = useRetryFailure();
  const [target, setTarget] = useState<Target | null>(null);
  const [done, setDone] = useState<{ result: AdminActionResult; message: string } | null>(null);
  // The row's button is gone after a retry: focus comes back to the card's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  const ask = (next: Target) => {
    retry.reset();
    setDone(null);
    setTarget(next);
  };
  const confirm = () => {
    if (!target) return;
    const request =
      target.kind === 'deadLetter'
        ? ({ kind: 'deadLetter', id: target.row.id } as const)
        : ({ kind: 'job', queue: target.row.queue, id: target.row.id } as const);
    retry.mutate(request, {
      onSuccess: (result) => {
        setDone({
          result,
          message:
            target.kind === 'deadLetter'
              ? t('admin.failures.doneEvent', { type: target.row.eventType, consumer: target.row.consumer })
              : t('admin.failures.doneJob', { name: target.row.name, queue: target.row.queue }),
        });
        setTarget(null);
      },
      onError: () => setTarget(null),
    });
  };

  const data = failures.data;
  const nothing = data && data.deadLetters.total === 0 && data.failedJobs.total === 0;
  return (
    <Card role="region" className="flex flex-col gap-3 p-4" aria-labelledby="admin-failures-title">
      <h2
        id="admin-failures-title"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold outline-none"
      >
        {t('admin.failures.title')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('admin.failures.privacy')}</p>
      {failures.isPending ? <Spinner label={t('a11y.loading')} /> : null}
      {failures.error ? <AdminError error={failures.error} fallback="load" /> : null}
      {done ? <ActionDone result={done.result} message={done.message} /> : null}
      {retry.error && !target ? <AdminError error={retry.error} fallback="retry" /> : null}
      {data ? (
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs font-medium text-muted-foreground">{t('admin.failures.deadLetters')}</dt>
            <dd className="text-sm font-semibold">{data.deadLetters.total}</dd>
          </div>
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs font-medium text-muted-foreground">{t('admin.failures.failedJobs')}</dt>
            <dd className="text-sm font-semibold">{data.failedJobs.total}</dd>
          </div>
        </dl>
      ) : null}
      {nothing ? <p className="text-sm text-muted-foreground">{t('admin.failures.empty')}</p> : null}
      {data ? (
        <FailureTable
          caption={t('admin.failures.eventsCaption', {
            shown: data.deadLetters.latest.length,
            total: data.deadLetters.total,
          })}
          whereColumn={t('admin.failures.columns.consumer')}
          whatColumn={t('admin.failures.columns.event')}
          rows={data.deadLetters.latest.map((row) => ({
            key: row.id,
            when: row.parkedAt,
            where: row.consumer,
            what: row.eventType,
            reason: row.reason,
            attempts: row.deliveries,
            id: row.eventId ?? row.id,
            retryLabel: t('admin.failures.retryEventLabel', { type: row.eventType, id: row.id }),
            onRetry: () => ask({ kind: 'deadLetter', row }),
          }))}
        />
      ) : null}
      {data ? (
        <FailureTable
          caption={t('admin.failures.jobsCaption', {
            shown: data.failedJobs.latest.length,
            total: data.failedJobs.total,
          })}
          whereColumn={t('admin.failures.columns.queue')}
          whatColumn={t('admin.failures.columns.job')}
          rows={data.failedJobs.latest.map((row) => ({
            key: `${row.queue}/${row.id}`,
            when: row.failedAt,
            where: row.queue,
            what: row.name,
            reason: row.reason,
            attempts: row.attempts,
            id: row.id,
            retryLabel: t('admin.failures.retryJobLabel', { name: row.name, id: row.id }),
            onRetry: () => ask({ kind: 'job', row }),
          }))}
        />
      ) : null}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !retry.isPending && !open && setTarget(null)}
        title={t('admin.failures.confirmTitle')}
        description={
          target ? (
            <p className="break-words">
              {target.kind === 'deadLetter'
                ? t('admin.failures.confirmEvent', {
                    type: target.row.eventType,
                    consumer: target.row.consumer,
                    id: target.row.id,
                  })
                : t('admin.failures.confirmJob', {
                    name: target.row.name,
                    queue: target.row.queue,
                    id: target.row.id,
                  })}
            </p>
          ) : null
        }
        cancelLabel={t('admin.failures.cancel')}
        confirmLabel={retry.isPending ? t('admin.failures.retrying') : t('admin.failures.confirm')}
        onConfirm={confirm}
        pending={retry.isPending}
        returnFocusRef={heading}
      />
    </Card>
  );
}
