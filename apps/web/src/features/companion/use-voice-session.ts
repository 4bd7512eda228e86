import type { CrisisLine, SessionView, TonePreference } from '@maeum/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SttView } from '@maeum/api-types';
import { isApiError, postAudio, requestAudio } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { billingKeys } from '../billing';
import { sendMessage, sessionKeys, sessionsApi } from './api';
import { canRecord, type Recording, startRecording } from './lib/recorder';
import { type BargeInWatch, watchForBargeIn } from './lib/barge-in';
import { canRecognize, listenOnce, play, speak, SpeechError, type Listening } from './lib/speech';
import { allSentences, SpeechQueue, takeSentences, type Spoken } from './lib/speech-queue';
import { speechLang, type Voice } from './voices';

/** Spec 001 §9: startup steps 1.5 s each, greeting 1 s after, inactivity 120 s then 60 s, reset 3 s later. */
export const STARTUP_STEP_MS = 1500;
export const GREETING_DELAY_MS = 1000;
export const STILL_THERE_MS = 120_000;
export const INACTIVE_END_MS = 60_000;
export const RESET_MS = 3000;

export type VoiceState = 'idle' | 'listening' | 'processing' | 'speaking';
export type VoicePhase = 'startup' | 'ready' | 'ended' | 'failed' | 'limit';

/** A reply's sentences, named so the server can keep their audio with the reply. */
interface ReplyTag {
  sessionId: string;
  turnId: string;
}

const newTurnId = () => globalThis.crypto?.randomUUID?.();

/**
 * A voice session on the page (spec 001 §4): the startup sequence, a greeting, then turns of
 * listen → think → speak over the same session as text (gate, limits, usage, history). While it
 * speaks it also listens: the person cutting in stops it (barge-in, by voice or by the mic
 * button), and the saved reply keeps only what they heard.
 */
/**
 * After a spoken reply: its server audio is kept with it, and if the person cut in, the saved
 * reply keeps only what they heard. Nothing to say when neither happened.
 */
function reportSpoken(sessionId: string, messageId: string, queue: SpeechQueue, turnId?: string) {
  if (!messageId || (!turnId && !queue.interrupted)) return;
  void sessionsApi
    .spoken(sessionId, messageId, {
      ...(turnId ? { turnId } : {}),
      ...(queue.interrupted ? { heard: queue.heard() } : {}),
    })
    .catch(() => undefined);
}

export function useVoiceSession(voice: Voice, tone: TonePreference, ready = true) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<VoicePhase>('startup');
  const [step, setStep] = useState(0);
  const [state, setState] = useState<VoiceState>('idle');
  const [subtitle, setSubtitle] = useState('');
  // The lines of the pinned card (the crisis reply's), null while none is pinned; and those of the
  // quiet card under the latest reply when its outcome was `concern`.
  const [crisisLines, setCrisisLines] = useState<CrisisLine[] | null>(null);
  const [concernLines, setConcernLines] = useState<CrisisLine[] | null>(null);
  const [session, setSession] = useState<SessionView | null>(null);
  const live = useRef<{ id: string; count: number; ended: boolean; talked?: boolean } | null>(null);
  const listening = useRef<Listening | null>(null);
  const recording = useRef<Recording | null>(null);
  // Without speech recognition, speech is recorded and transcribed on the server, if it can.
  const [serverListens, setServerListens] = useState(true);
  const canListen = canRecognize() || (canRecord() && serverListens);
  const [micBlocked, setMicBlocked] = useState(false);
  const speaking = useRef<SpeechQueue | null>(null);
  const watching = useRef<BargeInWatch | null>(null);
  // The turn a cut-in starts; set once `turn` exists (it speaks, and speaking can start a turn).
  const nextTurn = useRef<(text: string) => Promise<void>>(async () => undefined);
  const timers = useRef<number[]>([]);
  const idleTimers = useRef<number[]>([]);
  const lang = speechLang(voice.language);

  const later = (fn: () => void, ms: number, into = timers) => into.current.push(window.setTimeout(fn, ms));
  const clear = (into: typeof timers) => {
    into.current.forEach((id) => window.clearTimeout(id));
    into.current = [];
  };

  // Whether the server has a voice (ElevenLabs): asked once; a 204 means the browser speaks.
  const serverVoice = useRef(true);
  const speakOne = useCallback(
    async (text: string, tag?: ReplyTag & { part: number }): Promise<Spoken> => {
      let audio: Blob | null = null;
      if (serverVoice.current) {
        audio = await requestAudio('/tts', { text, voiceId: voice.id, ...tag }).catch(() => null);
        if (!audio) serverVoice.current = false;
      }
      return audio ? play(audio) : speak(text, lang);
    },
    [lang, voice.id],
  );

  /**
   * Listens for the person while the queue speaks: a voice holds the speech, an acknowledgement
   * lets it go on, words stop it and become the next turn.
   */
  const watchWhileSpeaking = useCallback(
    (queue: SpeechQueue) => {
      watching.current?.stop();
      if (!canRecognize()) return;
      const watch = watchForBargeIn(lang, {
        speakingNow: () => queue.speakingNow(),
        onVoice: () => queue.hold(true),
        onIgnored: () => queue.hold(false),
        onCut: () => {
          queue.interrupt();
          clear(idleTimers);
          if (speaking.current === queue) speaking.current = null;
          setState('listening');
        },
      });
      watching.current = watch;
      // Called as the first sentence starts, before the queue has marked itself running.
      void Promise.resolve()
        .then(() => queue.finished())
        .then(() => {
          if (!watch.cut) watch.stop();
        });
      void watch.result.then((text) => {
        if (watching.current === watch) watching.current = null;
        if (text === null) return;
        if (text) void nextTurn.current(text);
        else setState('idle');
      });
    },
    [lang],
  );

  /** Speaks sentence by sentence as they come; the subtitle shows the one being said. */
  const startSpeaking = useCallback(
    (tag?: ReplyTag) => {
      speaking.current?.stop();
      watching.current?.stop();
      let first = true;
      const queue = new SpeechQueue(
        (sentence, part) => speakOne(sentence, tag && { ...tag, part }),
        (sentence) => {
          setSubtitle(sentence);
          setState('speaking');
          if (first) watchWhileSpeaking(queue);
          first = false;
        },
      );
      speaking.current = queue;
      return queue;
    },
    [speakOne, watchWhileSpeaking],
  );

  const settle = useCallback(async (queue: SpeechQueue) => {
    await queue.finished();
    if (speaking.current === queue) {
      speaking.current = null;
      setState('idle');
    }
  }, []);

  const say = useCallback(
    async (text: string) => {
      const queue = startSpeaking();
      allSentences(text).forEach((sentence) => queue.push(sentence));
      await settle(queue);
    },
    [startSpeaking, settle],
  );

  const leave = useCallback(() => {
    const current = live.current;
    speaking.current?.stop();
    watching.current?.stop();
    listening.current?.stop();
    void recording.current?.stop();
    recording.current = null;
    if (!current || current.ended) return;
    current.ended = true;
    if (current.count > 1) sessionsApi.endOnLeave(current.id);
  }, []);

  const armInactivity = useCallback(() => {
    clear(idleTimers);
    later(
      () => {
        void say(t(`companion.voice.stillThere.${voice.language}`));
        later(
          () => {
            void say(t(`companion.voice.inactive.${voice.language}`));
            leave();
            setPhase('ended');
            later(() => void begin(true), RESET_MS, idleTimers);
          },
          INACTIVE_END_MS,
          idleTimers,
        );
      },
      STILL_THERE_MS,
      idleTimers,
    );
    // begin is defined below; it is stable for the life of this voice and tone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [say, leave, voice.language, t]);

  const begin = useCallback(
    async (returning?: boolean) => {
      clear(timers);
      setPhase('startup');
      setCrisisLines(null);
      setConcernLines(null);
      setSubtitle('');
      setStep(0);
      [1, 2].forEach((n) => later(() => setStep(n), n * STARTUP_STEP_MS));
      await new Promise((resolve) => later(() => resolve(undefined), 3 * STARTUP_STEP_MS));
      try {
        const [started, earlier] = await Promise.all([
          sessionsApi.start({ type: 'voice', tone, language: voice.language, voiceId: voice.id }),
          returning === undefined ? sessionsApi.list('voice', '') : Promise.resolve([]),
        ]);
        const isReturning = returning ?? earlier.some((card) => card.endedAt !== null);
        live.current = { id: started.session.id, count: 1, ended: false };
        setSession(started.session);
        setPhase('ready');
        later(() => {
          // Someone who has already started talking is not greeted over.
          if (!live.current || live.current.talked || listening.current || recording.current) return;
          const kind = isReturning ? 'returning' : 'first';
          void say(t(`companion.voice.greeting.${voice.language}.${kind}.${tone}`));
          armInactivity();
        }, GREETING_DELAY_MS);
      } catch (error) {
        if (isApiError(error) && error.code === 'session_limit_reached') setPhase('limit');
        else {
          setPhase('failed');
          toast.error(t('companion.voice.errors.init'));
        }
      }
    },
    [tone, voice, say, armInactivity, t],
  );

  useEffect(() => {
    if (!ready) return;
    void begin();
    return () => {
      clear(timers);
      clear(idleTimers);
      leave();
    };
  }, [begin, leave, ready]);

  useEffect(() => {
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [leave]);

  const turn = useCallback(
    async (text: string) => {
      const current = live.current;
      if (!current || current.ended) return;
      current.talked = true;
      setState('processing');
      setSubtitle(text);
      const turnId = newTurnId();
      const queue = startSpeaking(turnId ? { sessionId: current.id, turnId } : undefined);
      let pending = '';
      let streamed = false;
      try {
        // The first sentence is spoken while the rest of the reply is still being written.
        const result = await sendMessage(
          current.id,
          text,
          (delta) => {
            streamed = true;
            pending += delta;
            const { sentences, rest } = takeSentences(pending);
            pending = rest;
            sentences.forEach((sentence) => queue.push(sentence));
          },
          undefined,
          {
            // The stream was lost and the turn is asked again: what was heard stays, the half
            // sentence is dropped, and the new answer is spoken from its start.
            onReconnecting: () => {
              pending = '';
              streamed = false;
            },
          },
        );
        // A reply that arrived whole (no deltas) is spoken whole.
        if (streamed) queue.push(pending);
        else allSentences(result.message.content).forEach((sentence) => queue.push(sentence));
        current.count += 2;
        if (current.count === 3) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
          void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
        }
        if (result.crisis) setCrisisLines(result.crisis.lines ?? []);
        setConcernLines(result.concern && !result.crisis ? (result.concern.lines ?? []) : null);
        await settle(queue);
        reportSpoken(current.id, result.message.id, queue, serverVoice.current ? turnId : undefined);
        if (result.sessionEnded) {
          current.ended = true;
          setPhase('ended');
        }
      } catch (error) {
        queue.stop();
        setState('idle');
        const message =
          isApiError(error) && error.status > 0 && error.status < 500
            ? error.message
            : t('companion.voice.errors.process');
        toast.error(message);
      }
      armInactivity();
    },
    [startSpeaking, settle, armInactivity, queryClient, t],
  );

  nextTurn.current = turn;

  /** Where the browser cannot recognise speech: record, then have the server transcribe it. */
  const recordTurn = useCallback(async () => {
    if (recording.current) {
      const current = recording.current;
      recording.current = null;
      setState('processing');
      try {
        const blob = await current.stop();
        const heard = await postAudio<SttView>('/stt', blob, { lang: voice.language });
        if (heard === null) {
          setServerListens(false);
          setMicBlocked(true);
          setState('idle');
          toast.error(t('companion.voice.errors.unsupported'));
          return;
        }
        if (heard.text) await turn(heard.text);
        else {
          setState('idle');
          toast.error(t('companion.voice.errors.understand'));
        }
      } catch {
        setState('idle');
        toast.error(t('companion.voice.errors.understand'));
      }
      armInactivity();
      return;
    }
    try {
      recording.current = await startRecording();
      setState('listening');
    } catch {
      setState('idle');
      setMicBlocked(true);
      toast.error(t('companion.voice.errors.denied'));
    }
  }, [voice.language, turn, armInactivity, t]);

  /** The mic button: listen; press again to stop; while it speaks, stop it and listen. */
  const mic = useCallback(async () => {
    if (phase !== 'ready' || state === 'processing') return;
    if (!canRecognize()) {
      speaking.current?.interrupt();
      clear(idleTimers);
      await recordTurn();
      return;
    }
    if (state === 'listening') {
      listening.current?.stop();
      return;
    }
    watching.current?.stop();
    speaking.current?.interrupt();
    speaking.current = null;
    clear(idleTimers);
    setState('listening');
    const attempt = listenOnce(lang);
    listening.current = attempt;
    try {
      const text = await attempt.result;
      listening.current = null;
      if (text) await turn(text);
      else {
        setState('idle');
        armInactivity();
      }
    } catch (error) {
      listening.current = null;
      setState('idle');
      armInactivity();
      if (error instanceof SpeechError) {
        if (error.key === 'denied' || error.key === 'unsupported' || error.key === 'capture')
          setMicBlocked(true);
        const key = error.key === 'failed' ? 'failed' : error.key;
        toast.error(t(`companion.voice.errors.${key}`, { reason: error.reason }));
      }
    }
  }, [state, phase, lang, turn, recordTurn, armInactivity, t]);

  const end = useCallback(async () => {
    const current = live.current;
    if (!current || current.ended) return false;
    if (current.count <= 1) {
      toast.error(t('companion.toast.noticeTitle'), { description: t('companion.toast.notice') });
      return false;
    }
    speaking.current?.stop();
    try {
      await sessionsApi.end(current.id);
      current.ended = true;
      clear(idleTimers);
      setPhase('ended');
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(t('companion.toast.endedTitle'), { description: t('companion.toast.ended') });
      // The ended session's id: the chooser asks "how do you feel now?" about it.
      return current.id;
    } catch {
      toast.error(t('companion.toast.endErrorTitle'), { description: t('companion.toast.endError') });
      return false;
    }
  }, [queryClient, t]);

  return {
    phase,
    step,
    state,
    subtitle,
    crisisShown: crisisLines !== null,
    crisisLines,
    concernLines,
    session,
    canListen,
    /** The microphone was refused or recognition is missing: the page offers text in one tap. */
    micBlocked,
    mic,
    end,
    restart: () => begin(true),
  };
}
