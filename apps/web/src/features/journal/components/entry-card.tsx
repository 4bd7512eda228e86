import type { JournalEntryView } from '@maeum/api-types';
import { Lock, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useEntryAnalysis } from '../api';
import { cardTitle, relativeDay } from '../lib/entry-dates';
import { moodLabel } from '../lib/mood-names';
import { AnalysisBlock, AnalysisSkeleton } from './analysis-block';

function RelativeDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const day = relativeDay(iso, i18n.language);
  const text =
    day.kind === 'today'
      ? t('journal.card.today')
      : day.kind === 'yesterday'
        ? t('journal.card.yesterday')
        : day.kind === 'days'
          ? t('journal.card.daysAgo', { count: day.count })
          : day.text;
  return <time dateTime={iso}>{text}</time>;
}

/** A saved mood: an inline word, or a modal emoji with its name for screen readers. */
function MoodChip({ mood }: { mood: string }) {
  const { t } = useTranslation();
  const { emoji, name } = moodLabel(t, mood);
  return (
    <span className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
      {emoji ? (
        <>
          <span aria-hidden="true" className="font-emoji">
            {emoji}
          </span>
          <span className="sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </span>
  );
}

/**
 * An entry (spec 001 §2): title or first line (40 characters), relative date, lock when private,
 * mood, content in 2 lines with view full / show less, the analysis (a skeleton while it is
 * written), the writer's #tags. Cards come in 100 ms apart.
 */
export function EntryCard({
  entry,
  index,
  sample = false,
  onDelete,
  onTag,
}: {
  entry: JournalEntryView;
  index: number;
  sample?: boolean;
  onDelete?: (entry: JournalEntryView) => void;
  onTag?: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const analysis = useEntryAnalysis(sample ? null : entry.id, entry.analysis);
  const shown = entry.analysis ?? analysis.data ?? null;
  return (
    <li
      className="motion-safe:animate-fade-in [animation-fill-mode:both]"
      style={{ animationDelay: `${index * 100}ms` }}
    >
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-semibold tracking-tight break-keep">
              {cardTitle(entry.title, entry.content)}
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <RelativeDate iso={entry.createdAt} />
              {entry.isPrivate ? (
                <span className="flex items-center gap-1">
                  <Lock aria-hidden="true" className="size-3" />
                  {t('journal.card.private')}
                </span>
              ) : null}
              {entry.mood ? <MoodChip mood={entry.mood} /> : null}
            </p>
          </div>
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onDelete(entry)}
              aria-label={t('journal.card.delete')}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <p
          id={contentId}
          className={`text-sm leading-relaxed whitespace-pre-wrap break-keep ${open ? '' : 'line-clamp-2'}`}
        >
          {entry.content}
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto self-start p-0"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('journal.card.showLess') : t('journal.card.viewFull')}
        </Button>
        {shown ? (
          <AnalysisBlock analysis={shown} onTag={onTag} headingLevel={4} />
        ) : sample ? null : (
          <AnalysisSkeleton />
        )}
        {entry.tags.length ? (
          <ul className="flex flex-wrap gap-1.5 text-xs text-muted-foreground">
            {entry.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
      </Card>
    </li>
  );
}
