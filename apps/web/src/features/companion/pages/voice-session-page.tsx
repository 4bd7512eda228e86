import type { TonePreference } from '@maeum/api-types';
import { Mic, MicOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLeaveGuard } from '../../../shared/lib/leave-guard-context';
import { Button } from '../../../shared/ui/button';
import { api } from '../../../shared/api/endpoints';
import { useMe } from '../../auth';
import { UsageBanner } from '../../billing';
import { CrisisResources, sentOr, useCrisisLines } from '../../safety';
import { ConcernCard } from '../components/concern-card';
import { PinnedCrisisCard } from '../components/pinned-crisis-card';
import { ToneSwitch } from '../components/tone-switch';
import { VoiceOrb } from '../components/voice-orb';
import { useVoiceSession } from '../use-voice-session';
import { defaultVoiceFor, VOICES, voiceOf } from '../voices';
import '../translations';

/** Spec 001 §9: the subtitle writes itself at 50 ms a character. */
function useTypewriter(text: string, msPerChar = 50): string {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(0);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setShown(text.length);
    const timer = window.setInterval(() => setShown((n) => (n >= text.length ? n : n + 1)), msPerChar);
    return () => window.clearInterval(timer);
  }, [text, msPerChar]);
  return text.slice(0, shown);
}

/** /therapy/voice (spec 001 §2): startup, orb, subtitles, mic, voice picker and tone. */
export function VoiceSessionPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [tone, setTone] = useState<TonePreference | null>(null);
  // Until the person picks a voice, it speaks the interface's language.
  const voice = voiceOf(voiceId ?? me.data?.preferences?.voiceId ?? defaultVoiceFor(i18n.language).id);
  // Normal by default in voice (spec 001 §9), unless the person chose MZ here before.
  const chosenTone: TonePreference = tone ?? (me.data?.preferences?.isGenZ ? 'genz' : 'normal');
  // The saved voice and tone are known before the session starts, so it starts once.
  const chat = useVoiceSession(voice, chosenTone, !me.isPending);
  const typed = useTypewriter(chat.subtitle);
  const crisisLines = useCrisisLines();
  const pickerId = useId();
  const { setSessionOpen } = useLeaveGuard();

  useEffect(() => {
    setSessionOpen(chat.phase === 'ready' || chat.phase === 'startup');
    return () => setSessionOpen(true);
  }, [chat.phase, setSessionOpen]);

  // Changing the voice or tone stops the audio, saves the preference and greets again.
  const save = (patch: { voiceId?: string; isGenZ?: boolean }) =>
    void api.me.updatePreferences(patch).catch(() => undefined);

  const steps = ['powering', 'vibe', 'ready'] as const;

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col gap-4 px-4 py-6 md:min-h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t('companion.voice.title')}</h1>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to={`/therapy/text?tone=${chosenTone}&lang=${voice.language}`}>
              {t('companion.voice.toText')}
            </Link>
          </Button>
          {chat.phase === 'ready' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={async () => {
                const ended = await chat.end();
                if (ended) {
                  setSessionOpen(false);
                  void navigate(`/therapy?rate=${ended}`);
                }
              }}
            >
              {t('companion.voice.end')}
            </Button>
          ) : null}
        </div>
      </header>

      <p className="rounded-xl bg-accent/50 px-3 py-2 text-sm text-accent-foreground">
        {t('companion.text.aiNotice')}{' '}
        <Link to="/ai-disclaimer" className="font-medium underline underline-offset-2">
          {t('companion.text.aiNoticeLink')}
        </Link>
      </p>
      <UsageBanner type="voice" />
      {chat.phase === 'limit' ? <CrisisResources lines={crisisLines} language={voice.language} /> : null}
      {chat.crisisShown ? (
        <PinnedCrisisCard lines={sentOr(chat.crisisLines, crisisLines)} language={voice.language} />
      ) : null}

      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium">
            {t('companion.voice.voice')}
          </label>
          <select
            id={pickerId}
            value={voice.id}
            onChange={(event) => {
              setVoiceId(event.target.value);
              save({ voiceId: event.target.value });
            }}
            className="h-10 rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {(['en', 'ko'] as const).map((language) => (
              <optgroup
                key={language}
                label={t(`companion.voice.${language === 'en' ? 'english' : 'korean'}`)}
              >
                {VOICES.filter((v) => v.language === language).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <ToneSwitch
          value={chosenTone}
          onChange={(next) => {
            setTone(next);
            save({ isGenZ: next === 'genz' });
          }}
        />
      </div>

      <section className="flex flex-1 flex-col items-center justify-center gap-6 py-6">
        {chat.phase === 'startup' ? (
          <ol aria-live="polite" className="flex flex-col items-center gap-2 text-lg">
            {steps.map((key, i) => (
              <li
                key={key}
                className={i <= chat.step ? 'font-medium text-foreground' : 'text-muted-foreground/50'}
              >
                {t(`companion.voice.startup.${key}`)}
              </li>
            ))}
          </ol>
        ) : (
          <VoiceOrb state={chat.state} />
        )}

        <div className="w-full rounded-2xl border bg-card p-4 shadow-sm">
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{voice.name}</span>
            <span aria-hidden="true">{voice.language === 'ko' ? '🇰🇷' : '🇺🇸'}</span>
            <span>{chat.canListen ? t('companion.voice.connected') : t('companion.voice.limited')}</span>
            <span>{t(`companion.voice.${chosenTone}`)}</span>
          </p>
          <p lang={voice.language} aria-live="polite" className="mt-2 min-h-12 text-base break-keep">
            {typed}
          </p>
          {!chat.canListen ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('companion.voice.limitedHint')}</p>
          ) : null}
          {!chat.canListen || chat.micBlocked ? (
            <Button className="mt-3" asChild>
              <Link to={`/therapy/text?tone=${chosenTone}&lang=${voice.language}`}>
                {t('companion.voice.noMicToText')}
              </Link>
            </Button>
          ) : null}
        </div>
        {chat.concernLines && !chat.crisisShown ? (
          <ConcernCard lines={sentOr(chat.concernLines, crisisLines)} language={voice.language} />
        ) : null}

        <Button
          size="lg"
          className="size-16 rounded-full p-0"
          aria-label={chat.state === 'listening' ? t('companion.voice.micStop') : t('companion.voice.mic')}
          aria-pressed={chat.state === 'listening'}
          disabled={chat.phase !== 'ready' || !chat.canListen || chat.state === 'processing'}
          onClick={() => void chat.mic()}
        >
          {chat.state === 'listening' ? (
            <MicOff aria-hidden="true" className="!size-6" />
          ) : (
            <Mic aria-hidden="true" className="!size-6" />
          )}
        </Button>
        {chat.phase === 'ended' || chat.phase === 'failed' ? (
          <Button variant="outline" onClick={() => void chat.restart()}>
            {t('companion.text.newSession')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
