import { EMOJI_ECHO_EMOJIS, type EmojiEchoTone } from '@maeum/api-types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { useEmojiEcho } from '../../api';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import './translations';

/** spec 001 §2: the reflection appears at 30 ms a character. */
export const TYPEWRITER_MS = 30;

/** Shows `text` a character at a time (all at once with reduced motion). */
function useTypewriter(text: string | undefined, instant: boolean): string {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(0);
    if (!text || instant) return;
    const timer = window.setInterval(() => {
      setShown((count) => {
        if (count + 1 >= text.length) window.clearInterval(timer);
        return count + 1;
      });
    }, TYPEWRITER_MS);
    return () => window.clearInterval(timer);
  }, [text, instant]);
  if (!text) return '';
  return instant ? text : [...text].slice(0, shown).join('');
}

/** Emoji echo: one of 15 emojis → a short reflection in the tone picked, written as you watch. */
export function EmojiEchoWidget({ onEvent }: BoosterWidgetProps) {
  const { t, i18n } = useTranslation();
  const reduced = useReducedMotion();
  const [tone, setTone] = useState<EmojiEchoTone>('genz');
  const echo = useEmojiEcho();
  const reflection = echo.data?.reflection;
  const shown = useTypewriter(reflection, reduced);
  const done = !!reflection && shown.length >= [...reflection].length;

  const pick = (emoji: string) => {
    onEvent('session_started', { emoji });
    echo.mutate({ emoji, tone, language: i18n.language.startsWith('ko') ? 'ko' : 'en' });
  };

  return (
    <section aria-label={t('boosters.emojiEcho.label')} className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('boosters.emojiEcho.intro')}</p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('boosters.emojiEcho.toneLabel')}</legend>
        <div className="flex gap-2">
          {(['genz', 'millennial'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={tone === option ? 'primary' : 'outline'}
              aria-pressed={tone === option}
              onClick={() => setTone(option)}
            >
              {t(`boosters.emojiEcho.tones.${option}`)}
            </Button>
          ))}
        </div>
      </fieldset>

      {echo.data || echo.isPending ? (
        <div className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
          <p className="flex items-center gap-3">
            <span aria-hidden="true" className="font-emoji text-4xl">
              {echo.variables?.emoji}
            </span>
            <span className="sr-only">
              {t('boosters.emojiEcho.picked', { emoji: echo.variables?.emoji ?? '' })}
            </span>
          </p>
          {echo.isPending ? (
            <p className="animate-pulse text-muted-foreground">{t('boosters.emojiEcho.listening')}</p>
          ) : (
            <>
              <p
                aria-hidden={!done}
                className="min-h-24 text-lg leading-relaxed break-keep"
                data-testid="echo-text"
              >
                {shown}
                {!done ? (
                  <span className="ml-0.5 inline-block h-5 w-0.5 animate-pulse bg-primary align-middle" />
                ) : null}
              </p>
              <p aria-live="polite" className="sr-only">
                {done ? reflection : ''}
              </p>
              <p className="text-xs text-muted-foreground">
                <span className="mr-2 rounded-full bg-muted px-2 py-0.5 font-semibold">
                  {t('boosters.emojiEcho.aiLabel')}
                </span>
                {t('boosters.emojiEcho.aiNote')}
              </p>
              <Button variant="outline" className="self-start" onClick={() => echo.reset()}>
                {t('boosters.emojiEcho.again')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <fieldset>
          <legend className="mb-3 text-sm font-medium">{t('boosters.emojiEcho.emojisLabel')}</legend>
          <ul className="grid grid-cols-5 gap-2 sm:gap-3">
            {EMOJI_ECHO_EMOJIS.map((emoji) => (
              <li key={emoji}>
                <button
                  type="button"
                  onClick={() => pick(emoji)}
                  className={cn(
                    'flex aspect-square w-full items-center justify-center rounded-2xl border bg-card font-emoji text-3xl shadow-sm transition-transform',
                    'hover:border-primary/50 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:hover:scale-105',
                  )}
                >
                  {emoji}
                </button>
              </li>
            ))}
          </ul>
          {echo.isError ? (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {isApiError(echo.error) && echo.error.status === 429
                ? t('boosters.emojiEcho.slowDown')
                : t('boosters.emojiEcho.failed')}
            </p>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}
