import { SESSION_HISTORY_TYPES, type SessionHistoryType } from '@maeum/api-types';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { PlanGate } from '../../billing';
import { useSessionHistory } from '../api';
import { SessionCard } from '../components/session-card';
import { TranscriptDialog } from '../components/transcript-dialog';
import '../translations';

/** /sessions (spec 001 §2): a Plus feature; a Free user's preview shows their latest session. */
export function SessionHistoryPage() {
  return (
    <PlanGate feature="history">{(preview) => <SessionHistory previewOnly={preview !== null} />}</PlanGate>
  );
}

function SessionHistory({ previewOnly: previewByPlan }: { previewOnly: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState<SessionHistoryType>('all');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [open, setOpen] = useState<string | null>(null);
  const searchId = useId();
  const history = useSessionHistory(type, query);
  // The server keeps history beyond the latest session for Plus (a plan that just ended, say):
  // what it did send stays, as the preview.
  const planRequired = isApiError(history.error) && history.error.code === 'plan_required';
  const previewOnly = previewByPlan || planRequired;
  const cards = history.data?.pages.flat() ?? [];
  const shown = previewOnly ? cards.slice(0, 1) : cards;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('companion.history.title')}</h1>
        <p className="text-muted-foreground">{t('companion.history.subtitle')}</p>
      </header>

      {previewOnly ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-xl bg-accent/50 px-4 py-3 text-sm"
        >
          {t('companion.history.previewNote')}
          <Link to="/pricing" className="font-medium underline underline-offset-2">
            {t('companion.history.previewUpgrade')}
          </Link>
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('companion.history.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={searchId}
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('companion.history.search')}
            className="h-10 w-full rounded-full border border-input bg-background pr-4 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        <div
          role="group"
          aria-label={t('companion.history.filter')}
          className="inline-flex w-fit rounded-full border bg-muted/60 p-1"
        >
          {SESSION_HISTORY_TYPES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={type === option}
              onClick={() => setType(option)}
              className={
                type === option
                  ? 'min-h-8 rounded-full bg-primary px-3 text-sm font-medium text-primary-foreground'
                  : 'min-h-8 rounded-full px-3 text-sm text-muted-foreground hover:text-foreground'
              }
            >
              {t(`companion.history.${option}`)}
            </button>
          ))}
        </div>
      </div>

      {history.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('a11y.loading')} />
        </div>
      ) : history.isError && !planRequired ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="font-medium">{t('companion.history.loadFailed')}</p>
          <Button onClick={() => void history.refetch()}>{t('companion.history.retry')}</Button>
        </div>
      ) : shown.length === 0 ? (
        query || type !== 'all' ? (
          <p className="py-12 text-center text-muted-foreground">{t('companion.history.noResults')}</p>
        ) : (
          <EmptyState
            kind="history"
            title={t('companion.history.empty')}
            description={t('companion.history.emptyDescription')}
            action={
              <Button asChild>
                <Link to="/therapy">{t('companion.history.startFirst')}</Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <ul className="grid gap-4">
            {shown.map((card) => (
              <SessionCard key={card.id} card={card} onOpen={() => setOpen(card.id)} />
            ))}
          </ul>
          {!previewOnly && history.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              aria-busy={history.isFetchingNextPage}
            >
              {t('companion.history.loadMore')}
            </Button>
          ) : null}
        </>
      )}
      <TranscriptDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
