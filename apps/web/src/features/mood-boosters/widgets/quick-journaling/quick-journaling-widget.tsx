import { HardDrive, RefreshCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { Spinner } from '../../../../shared/ui/spinner';
import '../../translations';
import { type BrowserStore, browserStore, newId, useBrowserState } from '../browser-store';
import type { BoosterWidgetProps } from '../widget-types';
import {
  acceptEntries,
  JOURNAL_FOCUSES,
  JOURNAL_MOODS,
  type JournalFocus,
  type JournalMood,
  pickPrompt,
  type QuickJournalEntry,
} from './quick-journaling-data';
import { RecentEntries } from './recent-entries';
import './translations';
import { Textarea } from '../../../../shared/ui/textarea';
import { ToggleChip } from '../../../../shared/ui/choice-chip';

const entriesStore = browserStore<QuickJournalEntry[]>('quick-journaling');
const NO_ENTRIES: QuickJournalEntry[] = [];

/**
 * Quick journaling (spec 001 §2, §4, §5): a focus, a prompt, the person's words and an optional
 * mood. Entries stay in this browser only; the event says which focus and mood, never the words.
 */
export function QuickJournalingWidget({
  onEvent,
  store = entriesStore,
}: BoosterWidgetProps & { store?: BrowserStore<QuickJournalEntry[]> }) {
  const { t } = useTranslation();
  const entries = useBrowserState(store, NO_ENTRIES, acceptEntries);
  const [focus, setFocus] = useState<JournalFocus>('emotions');
  const [prompt, setPrompt] = useState(() => pickPrompt('emotions'));
  const [content, setContent] = useState('');
  const [mood, setMood] = useState<JournalMood | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = { content: useId(), prompt: useId(), hint: useId() };
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const empty = content.trim() === '';
  const [clearedTimes, setClearedTimes] = useState(0);

  // After Clear all the list and its dialog are gone; the writing space takes the focus (an
  // effect, so it runs once the dialog has let go of it).
  useEffect(() => {
    if (clearedTimes > 0) contentRef.current?.focus();
  }, [clearedTimes]);

  const changeFocus = (next: JournalFocus) => {
    setFocus(next);
    setPrompt(pickPrompt(next));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    const entry: QuickJournalEntry = {
      id: newId(),
      prompt,
      content: content.trim(),
      mood,
      timestamp: new Date().toISOString(),
      category: focus,
    };
    entries.update((previous) => [entry, ...previous]);
    onEvent('entry_saved', { focus, mood: mood ?? 'none' });
    setContent('');
    setMood(null);
    setPrompt(pickPrompt(focus, prompt));
    setAnnouncement(t('boosters.quickJournaling.entry.saved'));
    contentRef.current?.focus();
  };

  const clearAll = () => {
    entries.update([]);
    changeFocus('emotions');
    setAnnouncement(t('boosters.quickJournaling.recent.cleared'));
    setClearedTimes((times) => times + 1);
  };

  if (entries.loading) {
    return (
      <section aria-label={t('boosters.quickJournaling.label')} className="mx-auto w-full max-w-2xl">
        <div className="flex justify-center rounded-2xl border bg-card p-10">
          <Spinner label={t('boosters.quickJournaling.loading')} />
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label={t('boosters.quickJournaling.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6"
    >
      <form
        onSubmit={save}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('boosters.quickJournaling.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('boosters.quickJournaling.intro')}</p>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('boosters.quickJournaling.focus.legend')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {JOURNAL_FOCUSES.map((choice) => (
              <label
                key={choice.id}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  focus === choice.id ? 'border-primary bg-primary/10' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="journal-focus"
                  value={choice.id}
                  checked={focus === choice.id}
                  onChange={() => changeFocus(choice.id)}
                  className="sr-only"
                />
                <span aria-hidden="true" className="emoji text-lg">
                  {choice.emoji}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{t(`boosters.quickJournaling.focus.${choice.id}`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`boosters.quickJournaling.focus.hints.${choice.id}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-3 rounded-2xl bg-primary/10 p-4">
          <p className="text-xs font-medium tracking-wide text-primary uppercase">
            {t('boosters.quickJournaling.prompt.label')}
          </p>
          <p id={ids.prompt} aria-live="polite" className="text-lg leading-relaxed font-medium text-pretty">
            {t(`boosters.quickJournaling.prompts.${focus}.${prompt}`)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => setPrompt((current) => pickPrompt(focus, current))}
          >
            <RefreshCw aria-hidden="true" />
            {t('boosters.quickJournaling.prompt.new')}
          </Button>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.content} className="text-sm font-medium">
            {t('boosters.quickJournaling.entry.label')}
          </label>
          <Textarea
            id={ids.content}
            ref={contentRef}
            value={content}
            rows={6}
            maxLength={5000}
            placeholder={t('boosters.quickJournaling.entry.placeholder')}
            aria-describedby={empty ? `${ids.prompt} ${ids.hint}` : ids.prompt}
            onChange={(event) => setContent(event.target.value)}
            className="min-h-36"
          />
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('boosters.quickJournaling.mood.legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {JOURNAL_MOODS.map((choice) => (
              <ToggleChip
                key={choice.id}
                tone="soft"
                pressed={mood === choice.id}
                onClick={() => setMood((current) => (current === choice.id ? null : choice.id))}
              >
                <span aria-hidden="true" className="emoji">
                  {choice.emoji}
                </span>
                {t(`boosters.quickJournaling.moods.${choice.id}`)}
              </ToggleChip>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
          {empty ? (
            <p id={ids.hint} className="text-sm text-muted-foreground sm:mr-auto">
              {t('boosters.quickJournaling.entry.empty')}
            </p>
          ) : null}
          <Button type="submit" disabled={empty}>
            {t('boosters.quickJournaling.entry.save')}
          </Button>
        </div>
      </form>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {entries.problem ? (
        <p role="status" className="rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t(
            entries.problem === 'load'
              ? 'boosters.quickJournaling.storage.loadFailed'
              : 'boosters.quickJournaling.storage.saveFailed',
          )}
        </p>
      ) : null}

      {entries.value.length > 0 ? <RecentEntries entries={entries.value} onClear={clearAll} /> : null}

      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <HardDrive aria-hidden="true" className="size-3.5 shrink-0" />
        {t('moodBoosters.keptInBrowser')}
      </p>
    </section>
  );
}
