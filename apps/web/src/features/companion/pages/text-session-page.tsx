import type { PreferenceLanguage, TonePreference } from '@maeum/api-types';
import { Info, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth';
import { SessionRating } from '../../insights';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../../shared/lib/leave-guard-context';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { UsageBanner } from '../../billing';
import { CrisisResources, sentOr, useCrisisLines } from '../../safety';
import { ChatComposer } from '../components/chat-composer';
import { ChatMessage, TypingIndicator } from '../components/chat-message';
import { PinnedCrisisCard } from '../components/pinned-crisis-card';
import { SessionPreferencesDialog } from '../components/session-preferences-dialog';
import { useKeepLastTurnInView } from '../use-keep-last-turn-in-view';
import { useTextSession } from '../use-text-session';
import '../translations';

/** /therapy/text (spec 001 §2): the conversation, streamed, with the AI notice and the pinned crisis card. */
export function TextSessionPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tone: TonePreference = params.get('tone') === 'normal' ? 'normal' : 'genz';
  const me = useMe();
  const asked = params.get('lang') === 'ko' || params.get('lang') === 'en';
  // Without a language in the address the account's own is used, so the conversation starts once,
  // in it, instead of in this browser's and again when the account's arrives.
  const saved = me.data?.preferences.language;
  const language: PreferenceLanguage = asked
    ? (params.get('lang') as PreferenceLanguage)
    : saved === 'ko' || saved === 'en'
      ? saved
      : i18n.language.startsWith('ko')
        ? 'ko'
        : 'en';
  const chat = useTextSession(tone, language, asked || me.data !== undefined || me.isError);
  const navigate = useNavigate();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  const pinned = useRef<HTMLElement>(null);
  const { setSessionOpen } = useLeaveGuard();
  // The server's list; the lines a crisis reply came with take its place on the pinned card.
  const crisisLines = useCrisisLines();

  useEffect(() => {
    setSessionOpen(!['ended', 'failed', 'limit'].includes(chat.phase));
    return () => setSessionOpen(true);
  }, [chat.phase, setSessionOpen]);

  useKeepLastTurnInView({ log, dock, pinned }, [chat.messages, chat.phase, chat.crisisShown]);

  // Changing tone or language starts a fresh conversation (spec 001 §4).
  const choose = (next: { tone?: TonePreference; lang?: PreferenceLanguage }) =>
    setParams({ tone: next.tone ?? tone, lang: next.lang ?? language }, { replace: true });

  const end = async () => {
    const ended = await chat.end();
    if (!ended) return;
    setSessionOpen(false);
    void navigate(`/therapy?rate=${ended.id}`);
  };

  const waiting = chat.phase === 'starting' || chat.phase === 'welcome';
  const lastStreaming = chat.messages.at(-1)?.streaming && chat.messages.at(-1)?.content === '';

  return (
    <div className="mx-auto flex h-full min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col gap-3 px-3 py-4 sm:px-6 md:min-h-dvh md:py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t('companion.text.title')}</h1>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('companion.chooser.preferences')}
            onClick={() => setPreferencesOpen(true)}
          >
            <Settings2 aria-hidden="true" />
          </Button>
          {chat.messages.length > 0 && chat.phase !== 'ended' ? (
            <Button variant="outline" size="sm" onClick={() => void end()}>
              {t('companion.text.end')}
            </Button>
          ) : null}
        </div>
      </header>

      <p className="flex items-start gap-2 rounded-xl bg-accent/50 px-3 py-2 text-sm text-accent-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('companion.text.aiNotice')}{' '}
          <Link to="/ai-disclaimer" className="font-medium underline underline-offset-2">
            {t('companion.text.aiNoticeLink')}
          </Link>
        </span>
      </p>

      <UsageBanner type="text" />
      {chat.phase === 'limit' ? <CrisisResources lines={crisisLines} language={language} /> : null}
      {chat.crisisShown && chat.phase !== 'limit' ? (
        <PinnedCrisisCard ref={pinned} lines={sentOr(chat.crisisLines, crisisLines)} language={language} />
      ) : null}

      {chat.phase === 'failed' ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="font-medium">{t('companion.text.startFailed')}</p>
          <Button onClick={() => void chat.restart()}>{t('companion.text.retry')}</Button>
        </div>
      ) : chat.phase === 'limit' ? (
        <div className="flex flex-col gap-3 rounded-xl border p-5">
          <h2 className="font-semibold">{t('companion.limit.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('companion.limit.description')}</p>
          <Button asChild className="self-start">
            <Link to="/pricing-new">{t('companion.limit.plans')}</Link>
          </Button>
        </div>
      ) : (
        <section aria-label={t('companion.text.log')} className="flex flex-1 flex-col">
          <ol
            ref={log}
            role="log"
            aria-live="polite"
            aria-busy={chat.phase === 'replying'}
            className="flex flex-1 flex-col gap-3 py-2"
          >
            {chat.messages.map((message) =>
              message.streaming && message.content === '' ? null : (
                <ChatMessage
                  key={message.id}
                  message={message}
                  language={language}
                  crisisLines={crisisLines}
                />
              ),
            )}
            {waiting && chat.phase === 'welcome' ? <TypingIndicator /> : null}
            {lastStreaming ? <TypingIndicator /> : null}
          </ol>
          {chat.reconnecting ? (
            <p role="status" className="py-1 text-center text-sm text-muted-foreground">
              {t('companion.text.reconnecting')}
            </p>
          ) : null}
          {chat.phase === 'starting' ? (
            <div className="flex justify-center py-10">
              <Spinner label={t('companion.text.starting')} />
            </div>
          ) : null}
        </section>
      )}

      {chat.phase === 'ended' ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">{chat.timeUp ? t('companion.text.timeUp') : t('companion.toast.ended')}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void chat.restart()}>
              {t('companion.text.newSession')}
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link to="/sessions">{t('companion.text.seeHistory')}</Link>
            </Button>
          </div>
        </div>
      ) : null}
      {/* The plan's time closed the session on the server: "how do you feel now?" about it. */}
      {chat.phase === 'ended' && chat.timeUp && chat.session ? (
        <SessionRating sessionId={chat.session.id} />
      ) : chat.phase === 'ended' ? null : chat.phase !== 'failed' && chat.phase !== 'limit' ? (
        <div
          ref={dock}
          className="sticky bottom-0 flex flex-col gap-2 bg-background/95 pt-1 pb-2 backdrop-blur"
        >
          <ChatComposer
            disabled={chat.phase !== 'ready'}
            tone={tone}
            language={language}
            onSend={chat.send}
          />
          <p className="text-center text-xs text-muted-foreground">{t('companion.text.footer')}</p>
        </div>
      ) : null}

      <SessionPreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        language={language}
        onLanguageChange={(lang) => choose({ lang })}
        tone={tone}
        onToneChange={(next) => choose({ tone: next })}
      />
    </div>
  );
}
