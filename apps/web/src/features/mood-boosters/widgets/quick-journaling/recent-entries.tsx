import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { JOURNAL_FOCUSES, JOURNAL_MOODS, type QuickJournalEntry } from './quick-journaling-data';

/** 'Your recent entries (n)', newest first, in a box of at most 24rem that scrolls (spec 001 §2). */
export function RecentEntries({ entries, onClear }: { entries: QuickJournalEntry[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const times = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          {t('boosters.quickJournaling.recent.title', { count: entries.length })}
        </h3>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('boosters.quickJournaling.recent.clear')}
        </Button>
      </div>
      {/* Focusable so the list scrolls with the keyboard too. */}
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => {
            const mood = JOURNAL_MOODS.find((choice) => choice.id === entry.mood);
            const focus = JOURNAL_FOCUSES.find((choice) => choice.id === entry.category);
            return (
              <li key={entry.id} className="rounded-2xl border bg-card p-4 shadow-sm">
                <p className="text-sm text-muted-foreground">
                  {t('boosters.quickJournaling.recent.prompt', {
                    prompt: t(`boosters.quickJournaling.prompts.${entry.category}.${entry.prompt}`),
                  })}
                </p>
                <p className="mt-2 leading-relaxed break-words whitespace-pre-line">{entry.content}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1">
                    <span aria-hidden="true" className="emoji">
                      {focus?.emoji}
                    </span>
                    {t(`boosters.quickJournaling.focus.${entry.category}`)}
                  </span>
                  {mood ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-foreground">
                      <span aria-hidden="true" className="emoji">
                        {mood.emoji}
                      </span>
                      {t(`boosters.quickJournaling.moods.${mood.id}`)}
                    </span>
                  ) : null}
                  <time dateTime={entry.timestamp} className="ml-auto">
                    {times.format(new Date(entry.timestamp))}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('boosters.quickJournaling.recent.confirmTitle')}
        description={t('boosters.quickJournaling.recent.confirmBody')}
        confirmLabel={t('boosters.quickJournaling.recent.confirm')}
        cancelLabel={t('boosters.quickJournaling.recent.keep')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      />
    </div>
  );
}
