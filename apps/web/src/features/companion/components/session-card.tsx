import type { SessionCardView } from '@maeum/api-types';
import { Clock, MessageSquareText, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §9: 'MMM dd, yyyy • h:mm a' in the reader's language. */
export function formatStarted(iso: string, language: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: '2-digit', year: 'numeric' }).format(
    date,
  );
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  return `${day} • ${time}`;
}

export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const minutes = Math.max(1, Math.round(seconds / 60));
    return minutes < 60
      ? t('companion.history.minutes', { count: minutes })
      : t('companion.history.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

export function MoodTags({ tags, max = 3 }: { tags: string[]; max?: number }) {
  const { t } = useTranslation();
  if (!tags.length) return null;
  const known = (tag: string) => t(`companion.moods.${tag}` as 'companion.moods.sad', { defaultValue: tag });
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.slice(0, max).map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
          {known(tag)}
        </li>
      ))}
      {tags.length > max ? (
        <li className="rounded-full px-1 py-0.5 text-xs text-muted-foreground">
          {t('companion.history.moreTags', { count: tags.length - max })}
        </li>
      ) : null}
    </ul>
  );
}

/** One history card (spec 001 §2): title, type, start, duration, messages, preview, up to 3 mood tags. */
export function SessionCard({ card, onOpen }: { card: SessionCardView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const Icon = card.type === 'voice' ? Mic : MessageSquareText;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-3 rounded-2xl border bg-card p-5 text-left text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{card.title}</span>
          <span className="flex items-center gap-2">
            {card.endedAt === null ? (
              <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-primary">
                {t('companion.history.ongoing')}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs">
              <Icon aria-hidden="true" className="size-3.5" />
              {t(`companion.history.${card.type}`)}
            </span>
          </span>
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>{formatStarted(card.startedAt, i18n.language)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {duration(card.durationSeconds)}
          </span>
          <span>{t('companion.history.messages', { count: card.messageCount })}</span>
        </span>
        {card.preview ? (
          <span className="line-clamp-2 text-sm text-muted-foreground break-keep">{card.preview}</span>
        ) : null}
        <MoodTags tags={card.moodTags} />
      </button>
    </li>
  );
}
