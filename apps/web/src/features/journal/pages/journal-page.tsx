import type { JournalEntryView } from '@maeum/api-types';
import { ArrowLeft, BarChart3, Lock, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LanguageToggle } from '../../../shared/ui/language-toggle';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useApplyAccountLanguage, useAuth } from '../../auth';
import { useDeleteEntry, useEntryAnalysis, useJournalEntries } from '../api';
import { AnalysisBlock, AnalysisSkeleton, useEmotionName } from '../components/analysis-block';
import { DailyPromptCard } from '../components/daily-prompt-card';
import { EntryCard } from '../components/entry-card';
import { EntryForm } from '../components/entry-form';
import { FeelingSearch } from '../components/feeling-search';
import { JournalFiles } from '../components/journal-files';
import { JournalInsights } from '../components/journal-insights';
import { WeeklyRecapCard } from '../components/weekly-recap-card';
import { sampleEntries } from '../lib/sample-entries';
import '../translations';

/** The AI themes panel for the entry just saved (spec 001 §4): a skeleton, then the analysis. */
function SavedAnalysis({ entry, onTag }: { entry: JournalEntryView; onTag: (tag: string) => void }) {
  const analysis = useEntryAnalysis(entry.id);
  return analysis.data ? (
    <AnalysisBlock analysis={analysis.data} onTag={onTag} headingLevel={2} />
  ) : (
    <AnalysisSkeleton />
  );
}

/** /journal (spec 001 §2): prompt, form, themes, recap, search, entries, privacy note; or insights. */
export function JournalPage() {
  const { t } = useTranslation();
  const { status, sessionChecked, ensureSessionChecked } = useAuth();
  const signedIn = status === 'signed-in';
  // A public page: the session is asked for once (the refresh cookie may be there).
  const unchecked = status === 'loading' || (status === 'signed-out' && !sessionChecked);
  useEffect(() => {
    if (status === 'signed-out' && !sessionChecked) ensureSessionChecked();
  }, [status, sessionChecked, ensureSessionChecked]);
  // Outside the app shell, so the account's language is applied here.
  const applyAccountLanguage = useApplyAccountLanguage();
  const applied = useRef(false);
  useEffect(() => {
    if (!signedIn || applied.current) return;
    applied.current = true;
    void applyAccountLanguage();
  }, [signedIn, applyAccountLanguage]);
  const [insights, setInsights] = useState(false);
  const [form, setForm] = useState<{ content: string; key: number } | null>(null);
  const [saved, setSaved] = useState<JournalEntryView | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<JournalEntryView | null>(null);
  const entries = useJournalEntries(tag, signedIn);
  const remove = useDeleteEntry();
  const emotionName = useEmotionName();
  const list = entries.data?.pages.flat() ?? [];
  const showSamples =
    !signedIn || entries.isError || (entries.isSuccess && list.length === 0 && tag === null);
  const samples = sampleEntries(
    t('journal.samples', { returnObjects: true }) as Parameters<typeof sampleEntries>[0],
  );

  if (unchecked)
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner size="lg" label={t('a11y.loading')} />
      </div>
    );

  const openForm = (content = '') => setForm({ content, key: Date.now() });
  const pickTag = (picked: string) => {
    setTag(picked);
    setInsights(false);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 md:py-10">
      <header className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" asChild className="-ms-2">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {t('journal.back')}
            </Link>
          </Button>
          <LanguageToggle />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('journal.title')}</h1>
            <p className="text-muted-foreground">{t('journal.subtitle')}</p>
          </div>
          <div className="flex gap-2">
            {signedIn ? (
              <Button variant="outline" aria-pressed={insights} onClick={() => setInsights(!insights)}>
                <BarChart3 aria-hidden="true" />
                {insights ? t('journal.entries') : t('journal.insights')}
              </Button>
            ) : null}
            {signedIn ? (
              <Button onClick={() => (setInsights(false), openForm())}>
                <PenLine aria-hidden="true" />
                {t('journal.newEntry')}
              </Button>
            ) : (
              <Button asChild>
                <Link to="/enhanced-login?redirect=/journal">{t('journal.signInAction')}</Link>
              </Button>
            )}
          </div>
        </div>
      </header>

      {insights && signedIn ? (
        <JournalInsights onTag={pickTag} />
      ) : (
        <>
          <DailyPromptCard
            signedIn={signedIn}
            onUse={(prompt) => (signedIn ? openForm(`${prompt}\n\n`) : undefined)}
          />
          {form && signedIn ? (
            <EntryForm
              key={form.key}
              initialContent={form.content}
              onClose={() => setForm(null)}
              onSaved={(entry) => {
                setForm(null);
                setSaved(entry);
              }}
            />
          ) : null}
          {saved ? <SavedAnalysis entry={saved} onTag={pickTag} /> : null}
          {signedIn ? <WeeklyRecapCard signedIn={signedIn} /> : null}
          {signedIn ? <FeelingSearch signedIn={signedIn} /> : null}

          <section aria-labelledby="journal-entries" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="journal-entries" className="text-lg font-semibold tracking-tight">
                {showSamples ? t('journal.list.samples') : t('journal.list.title')}
              </h2>
              {tag ? (
                <p className="flex items-center gap-2 text-sm">
                  {t('journal.list.filtered', { tag: emotionName(tag) })}
                  <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setTag(null)}>
                    {t('journal.list.clearFilter')}
                  </Button>
                </p>
              ) : null}
            </div>
            {signedIn && entries.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label={t('a11y.loading')} />
              </div>
            ) : showSamples ? (
              <>
                {signedIn && entries.isSuccess ? (
                  <EmptyState
                    kind="journal"
                    headingLevel={3}
                    title={t('journal.list.empty')}
                    description={t('journal.list.emptyDescription')}
                    action={<Button onClick={() => openForm()}>{t('journal.newEntry')}</Button>}
                  />
                ) : null}
                <p className="text-sm text-muted-foreground">
                  {entries.isError ? t('journal.list.loadFailed') : t('journal.list.samplesNote')}
                </p>
                {!signedIn ? <p className="text-sm font-medium">{t('journal.signIn')}</p> : null}
                <ul className="flex flex-col gap-3">
                  {samples.map((entry, index) => (
                    <EntryCard key={entry.id} entry={entry} index={index} sample />
                  ))}
                </ul>
              </>
            ) : (
              <>
                <ul className="flex flex-col gap-3">
                  {list.map((entry, index) => (
                    <EntryCard
                      key={entry.id}
                      entry={entry}
                      index={index % 20}
                      onTag={pickTag}
                      onDelete={setDeleting}
                    />
                  ))}
                </ul>
                {entries.hasNextPage ? (
                  <Button
                    variant="outline"
                    className="self-center"
                    onClick={() => void entries.fetchNextPage()}
                    disabled={entries.isFetchingNextPage}
                  >
                    {t('journal.list.loadMore')}
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </>
      )}

      {signedIn && !insights ? <JournalFiles /> : null}

      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('journal.privacy')}
      </p>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('journal.deleteTitle')}
        description={t('journal.deleteDescription')}
        confirmLabel={t('journal.delete')}
        cancelLabel={t('journal.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (saved?.id === deleting.id) setSaved(null);
              setDeleting(null);
              toast.success(t('journal.deleted'));
            },
            onError: () => toast.error(t('journal.saveFailed')),
          });
        }}
      />
    </div>
  );
}
