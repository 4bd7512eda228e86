import type { CrisisLine, PreferenceLanguage } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { sentOr } from '../../safety';
import { boosterParts } from '../lib/booster-links';
import type { UiMessage } from '../use-text-session';
import { ConcernCard } from './concern-card';

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/**
 * One turn: the companion on the left, the person on the right; the label is for screen readers. A
 * reply whose safety outcome was `concern` has the quiet card under it, with the lines it came with
 * (else `crisisLines`, the server's list).
 */
export function ChatMessage({
  message,
  language,
  crisisLines,
}: {
  message: UiMessage;
  language: PreferenceLanguage;
  crisisLines: readonly CrisisLine[];
}) {
  const { t, i18n } = useTranslation();
  const mine = message.role === 'user';
  return (
    <li className={cn('flex w-full flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}
      >
        <span className="sr-only">{mine ? t('companion.text.you') : t('companion.text.ai')}</span>
        <div
          lang={language}
          className={cn(
            'rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed break-keep whitespace-pre-wrap shadow-sm',
            mine
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md border bg-card text-card-foreground',
            message.crisis && 'border-destructive/40',
          )}
        >
          {mine || message.streaming
            ? message.content
            : boosterParts(message.content).map((part, i) =>
                'slug' in part ? (
                  <Link
                    key={i}
                    to={`/mood-boosters/${part.slug}`}
                    className="font-medium underline underline-offset-2"
                  >
                    {part.text}
                  </Link>
                ) : (
                  part.text
                ),
              )}
          {message.streaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-current align-middle opacity-60"
            />
          ) : null}
        </div>
        <span className="px-1 text-xs text-muted-foreground">
          {message.streaming ? null : formatTime(message.createdAt, i18n.language)}
          {message.interrupted ? ` ${t('companion.text.stopped')}` : null}
        </span>
      </div>
      {message.concern && !message.crisis && !message.streaming ? (
        <ConcernCard lines={sentOr(message.lines, crisisLines)} language={language} />
      ) : null}
    </li>
  );
}

/** Three soft dots while the companion is writing. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start">
      <div
        role="status"
        className="flex items-center gap-1.5 rounded-2xl rounded-bl-md border bg-card px-4 py-3 shadow-sm"
      >
        <span className="sr-only">{t('companion.text.typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-2 animate-bounce rounded-full bg-muted-foreground/60 motion-reduce:animate-none"
          />
        ))}
      </div>
    </li>
  );
}
