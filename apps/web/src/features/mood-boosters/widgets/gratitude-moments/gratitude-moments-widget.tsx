import { Heart, Plus, RefreshCw, Sparkles } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { cn } from '../../../../shared/lib/cn';
import type { BoosterWidgetProps } from '../widget-types';
import {
  GRATITUDE_MAX_LENGTH,
  GRATITUDE_PRAISE_AFTER,
  GRATITUDE_PROMPT_IDS,
  type GratitudePromptId,
} from './gratitude-moments-data';
import './translations';
import { Textarea } from '../../../../shared/ui/textarea';

interface GratitudeEntry {
  id: number;
  promptId: GratitudePromptId;
  text: string;
}

export function GratitudeMomentsWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const ids = { field: useId(), hint: useId(), list: useId() };
  const [promptIndex, setPromptIndex] = useState(0);
  const [text, setText] = useState('');
  // This visit only: nothing here is stored or sent (the event carries the count, never the words).
  const [entries, setEntries] = useState<GratitudeEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(1);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const promptId = GRATITUDE_PROMPT_IDS[promptIndex];
  const empty = text.trim() === '';
  const praised = entries.length >= GRATITUDE_PRAISE_AFTER;

  const nextPrompt = () => setPromptIndex((index) => (index + 1) % GRATITUDE_PROMPT_IDS.length);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    const count = entries.length + 1;
    setEntries((list) => [...list, { id: nextId.current++, promptId, text: text.trim() }]);
    setText('');
    setAnnouncement(
      count === GRATITUDE_PRAISE_AFTER
        ? `${t('boosters.gratitudeMoments.added', { count })} ${t('boosters.gratitudeMoments.praise')}`
        : t('boosters.gratitudeMoments.added', { count }),
    );
    nextPrompt();
    onEvent('entry_saved', { count });
    fieldRef.current?.focus();
  };

  return (
    <section
      aria-label={t('boosters.gratitudeMoments.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6"
    >
      <div className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.gratitudeMoments.heading')}</h2>
        <p className="text-muted-foreground">{t('boosters.gratitudeMoments.intro')}</p>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 rounded-2xl bg-primary/10 p-5">
          <p className="text-xs font-medium uppercase tracking-wide text-primary">
            {t('boosters.gratitudeMoments.promptCount', {
              current: promptIndex + 1,
              total: GRATITUDE_PROMPT_IDS.length,
            })}
          </p>
          <p className="text-lg leading-snug font-medium" data-testid="gratitude-prompt">
            {t(`boosters.gratitudeMoments.prompts.${promptId}`)}
          </p>
          <Button variant="ghost" size="sm" className="self-start" onClick={nextPrompt}>
            <RefreshCw aria-hidden="true" />
            {t('boosters.gratitudeMoments.anotherPrompt')}
          </Button>
        </div>

        <form onSubmit={add} className="flex flex-col gap-2">
          <label htmlFor={ids.field} className="text-sm font-medium">
            {t('boosters.gratitudeMoments.fieldLabel')}
          </label>
          <Textarea
            id={ids.field}
            ref={fieldRef}
            value={text}
            rows={3}
            maxLength={GRATITUDE_MAX_LENGTH}
            placeholder={t('boosters.gratitudeMoments.placeholder')}
            aria-describedby={empty ? ids.hint : undefined}
            onChange={(e) => setText(e.target.value)}
            className="min-h-24"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={ids.hint} className={cn('text-sm text-muted-foreground', !empty && 'invisible')}>
              {t('boosters.gratitudeMoments.emptyHint')}
            </p>
            <Button type="submit" disabled={empty} className="ml-auto">
              <Plus aria-hidden="true" />
              {t('boosters.gratitudeMoments.add')}
            </Button>
          </div>
        </form>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {praised ? (
        <div className="flex motion-safe:animate-fade-in items-start gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-5">
          <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('boosters.gratitudeMoments.praise')}</p>
            <p className="text-sm text-muted-foreground">{t('boosters.gratitudeMoments.praiseMore')}</p>
          </div>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <h3 id={ids.list} className="font-semibold">
          {t('boosters.gratitudeMoments.listHeading', { count: entries.length })}
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('boosters.gratitudeMoments.emptyList')}</p>
        ) : (
          <ul aria-labelledby={ids.list} className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex motion-safe:animate-fade-in items-start gap-3 rounded-xl bg-muted/60 p-3"
              >
                <Heart aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-xs text-muted-foreground">
                    {t(`boosters.gratitudeMoments.prompts.${entry.promptId}`)}
                  </span>
                  <span className="break-words whitespace-pre-wrap">{entry.text}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">{t('boosters.gratitudeMoments.privacy')}</p>
      </div>
    </section>
  );
}
