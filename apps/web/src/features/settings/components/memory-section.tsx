import type { MemoryItemView } from '@maeum/api-types';
import { MEMORY_MAX_LENGTH } from '@maeum/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { formatStarted, sessionsApi, useMemory, useMemoryChange } from '../../companion';
import { SettingSwitch } from '../../../shared/ui/setting-switch';
import { Textarea } from '../../../shared/ui/textarea';

/**
 * "What maeum. remembers" (issue #10): every remembered line with the session and date it came
 * from; edit, delete one (one tap), delete all (two), and the off switch.
 */
export function MemorySection() {
  const { t } = useTranslation();
  const memory = useMemory();
  const toggle = useMemoryChange(sessionsApi.setMemoryEnabled);
  const clear = useMemoryChange(() => sessionsApi.clearMemory());
  const [confirming, setConfirming] = useState(false);
  const failed = () => toast.error(t('companion.memory.failed'));
  const data = memory.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('companion.memory.title')}</CardTitle>
        <CardDescription>{t('companion.memory.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {memory.isPending ? (
          <Spinner label={t('a11y.loading')} />
        ) : !data ? (
          <p role="alert" className="text-sm text-destructive">
            {t('companion.memory.loadFailed')}
          </p>
        ) : (
          <>
            <SettingSwitch
              label={t('companion.memory.switch')}
              description={t('companion.memory.switchHint')}
              checked={data.enabled}
              disabled={toggle.isPending}
              onCheckedChange={(enabled) => toggle.mutate(enabled, { onError: failed })}
            />
            {data.items.length >= data.limit ? (
              <p
                role="status"
                className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
              >
                {t('companion.memory.full', { count: data.items.length, limit: data.limit })}
              </p>
            ) : null}
            {data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('companion.memory.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y">
                {data.items.map((item) => (
                  <MemoryRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            {data.items.length > 0 ? (
              <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
                {t('companion.memory.deleteAll')}
              </Button>
            ) : null}
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('companion.memory.deleteAllTitle')}
              description={t('companion.memory.deleteAllDescription')}
              confirmLabel={t('companion.memory.deleteAll')}
              cancelLabel={t('companion.memory.cancel')}
              pending={clear.isPending}
              destructive
              onConfirm={() =>
                clear.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(t('companion.memory.allDeleted'));
                  },
                  onError: failed,
                })
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MemoryRow({ item }: { item: MemoryItemView }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useMemoryChange((content: string) => sessionsApi.editMemory(item.id, content));
  const remove = useMemoryChange(() => sessionsApi.deleteMemory(item.id));
  const date = formatStarted(item.createdAt, i18n.language);
  const failed = () => toast.error(t('companion.memory.failed'));

  return (
    <li className="flex flex-col gap-2 py-3">
      {draft === null ? (
        <p className="text-sm break-keep">{item.content}</p>
      ) : (
        <Textarea
          aria-label={t('companion.memory.editLabel')}
          value={draft}
          maxLength={MEMORY_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-20"
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {item.sessionTitle
            ? t('companion.memory.from', { title: item.sessionTitle, date })
            : t('companion.memory.fromUnknown', { date })}
        </span>
        <span className="flex gap-1">
          {draft === null ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setDraft(item.content)}>
                {t('companion.memory.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('companion.memory.deleteLabel')}: ${item.content}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(t('companion.memory.deleted')),
                    onError: failed,
                  })
                }
              >
                {t('companion.memory.delete')}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                {t('companion.memory.cancel')}
              </Button>
              <Button
                size="sm"
                disabled={draft.trim() === '' || edit.isPending}
                onClick={() =>
                  edit.mutate(draft.trim(), {
                    onSuccess: () => {
                      setDraft(null);
                      toast.success(t('companion.memory.saved'));
                    },
                    onError: failed,
                  })
                }
              >
                {t('companion.memory.save')}
              </Button>
            </>
          )}
        </span>
      </div>
    </li>
  );
}
