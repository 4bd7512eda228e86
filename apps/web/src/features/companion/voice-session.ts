import type { SttView, TonePreference } from '@maeum/api-types';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isApiError, postAudio } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { billingKeys } from '../billing';
import { sendMessage, sessionKeys, sessionsApi } from './api';
import { canRecord, type Recording, startRecording } from './lib/recorder';
import { canRecognize, listenOnce, SpeechError, type Listening } from './lib/speech';
import { allSentences, takeSentences, type SpeechQueue } from './lib/speech-queue';
import { micAvailable, type VoiceEvent, type VoiceSessionView } from './voice-session-machine';
import { VoiceSpeaker } from './voice-speaker';
import { speechLang, type Voice } from './voices';

/** Spec 001 §9: startup steps 1.5 s each, greeting 1 s after, inactivity 120 s then 60 s, reset 3 s later. */
export const STARTUP_STEP_MS = 1500;
export const GREETING_DELAY_MS = 1000;
export const STILL_THERE_MS = 120_000;
export const INACTIVE_END_MS = 60_000;
export const RESET_MS = 3000;

/** What the session works with; the hook hands in the latest on every render. */
export interface VoiceSessionContext {
  voice: Voice;
  tone: TonePreference;
  t: TFunction;
  queryClient: QueryClient;
  /** Moves the machine (voice-session-machine.ts); the page shows its view. */
  dispatch: (event: VoiceEvent) => void;
  /** The view as last rendered. */
  view: () => VoiceSessionView;
}

const newTurnId = () => globalThis.crypto?.randomUUID?.();

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

/** Whether this browser can hear the person now: recognition, or recording the server transcribes. */
export function canListen(serverListens: boolean): boolean {
  return canRecognize() || (canRecord() && serverListens);
}

/**
 * A voice session on the page (spec 001 §4): the startup sequence, a greeting, then turns of
 * listen → think → speak over the same session as text (gate, limits, usage, history). While it
 * speaks it also listens: the person cutting in stops it (barge-in, by voice or by the mic
 * button), and the saved reply keeps only what they heard. The effects live here (timers, the
 * microphone, the API) and in VoiceSpeaker (speech, barge-in); the page's view moves only through
 * the machine's events (voice-session-machine.ts).
 */
export class VoiceSession {
  private live: { id: string; count: number; ended: boolean; talked?: boolean } | null = null;
  private listening: Listening | null = null;
  private recording: Recording | null = null;
  private timers: number[] = [];
  private idleTimers: number[] = [];
  private readonly speaker: VoiceSpeaker;

  constructor(private context: VoiceSessionContext) {
    this.speaker = new VoiceSpeaker({
      voice: () => this.context.voice,
      onSay: (sentence) => this.context.dispatch({ type: 'say', sentence }),
      onSettled: () => this.context.dispatch({ type: 'settle' }),
      onCut: () => {
        this.clear('idleTimers');
        this.context.dispatch({ type: 'listen' });
      },
      onCutTurn: (text) => void this.turn(text),
    });
  }

  /** The latest voice, tone, words and view (called on every render). */
  update(context: VoiceSessionContext): void {
    this.context = context;
  }

  private get lang() {
    return speechLang(this.context.voice.language);
  }

  private async say(text: string) {
    const queue = this.speaker.start();
    allSentences(text).forEach((sentence) => queue.push(sentence));
    await this.speaker.settle(queue);
  }

  private later(fn: () => void, ms: number, into: 'timers' | 'idleTimers' = 'timers') {
    this[into].push(window.setTimeout(fn, ms));
  }

  private clear(into: 'timers' | 'idleTimers') {
    this[into].forEach((id) => window.clearTimeout(id));
    this[into] = [];
  }

  /** Stops speaking and listening, and ends a session someone talked in (leaving the page). */
  readonly leave = () => {
    const current = this.live;
    this.speaker.stop();
    this.listening?.stop();
    void this.recording?.stop();
    this.recording = null;
    if (!current || current.ended) return;
    current.ended = true;
    if (current.count > 1) sessionsApi.endOnLeave(current.id);
  };

  /** Stops everything, timers included (the page goes, or the voice or tone changes). */
  dispose(): void {
    this.clear('timers');
    this.clear('idleTimers');
    this.leave();
  }

  private armInactivity() {
    const { t, voice } = this.context;
    this.clear('idleTimers');
    this.later(
      () => {
        void this.say(t(`companion.voice.stillThere.${voice.language}`));
        this.later(
          () => {
            void this.say(t(`companion.voice.inactive.${voice.language}`));
            this.leave();
            this.context.dispatch({ type: 'end' });
            this.later(() => void this.begin(true), RESET_MS, 'idleTimers');
          },
          INACTIVE_END_MS,
          'idleTimers',
        );
      },
      STILL_THERE_MS,
      'idleTimers',
    );
  }

  /** The startup sequence, then a new session and its greeting; `returning` skips asking the history. */
  async begin(returning?: boolean): Promise<void> {
    const { voice, tone, t, dispatch } = this.context;
    this.clear('timers');
    dispatch({ type: 'begin' });
    [1, 2].forEach((step) =>
      this.later(() => dispatch({ type: 'startupStep', step }), step * STARTUP_STEP_MS),
    );
    await new Promise((resolve) => this.later(() => resolve(undefined), 3 * STARTUP_STEP_MS));
    try {
      const [started, earlier] = await Promise.all([
        sessionsApi.start({ type: 'voice', tone, language: voice.language, voiceId: voice.id }),
        returning === undefined ? sessionsApi.list('voice', '') : Promise.resolve([]),
      ]);
      const isReturning = returning ?? earlier.some((card) => card.endedAt !== null);
      this.live = { id: started.session.id, count: 1, ended: false };
      dispatch({ type: 'started', session: started.session });
      this.later(() => {
        // Someone who has already started talking is not greeted over.
        if (!this.live || this.live.talked || this.listening || this.recording) return;
        const kind = isReturning ? 'returning' : 'first';
        void this.say(t(`companion.voice.greeting.${voice.language}.${kind}.${tone}`));
        this.armInactivity();
      }, GREETING_DELAY_MS);
    } catch (error) {
      if (isApiError(error) && error.code === 'session_limit_reached')
        dispatch({ type: 'startFailed', reason: 'limit' });
      else {
        dispatch({ type: 'startFailed', reason: 'failed' });
        toast.error(t('companion.voice.errors.init'));
      }
    }
  }

  private async turn(text: string) {
    const { t, queryClient, dispatch } = this.context;
    const current = this.live;
    if (!current || current.ended) return;
    current.talked = true;
    dispatch({ type: 'heard', text });
    const turnId = newTurnId();
    const queue = this.speaker.start(turnId ? { sessionId: current.id, turnId } : undefined);
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
      dispatch({
        type: 'reply',
        crisis: result.crisis ? (result.crisis.lines ?? []) : null,
        concern: result.concern ? (result.concern.lines ?? []) : null,
      });
      await this.speaker.settle(queue);
      reportSpoken(current.id, result.message.id, queue, this.speaker.serverVoice ? turnId : undefined);
      if (result.sessionEnded) {
        current.ended = true;
        dispatch({ type: 'end' });
      }
    } catch (error) {
      queue.stop();
      dispatch({ type: 'settle' });
      const message =
        isApiError(error) && error.status > 0 && error.status < 500
          ? error.message
          : t('companion.voice.errors.process');
      toast.error(message);
    }
    this.armInactivity();
  }

  /** Where the browser cannot recognise speech: record, then have the server transcribe it. */
  private async recordTurn() {
    const { voice, t, dispatch } = this.context;
    if (this.recording) {
      const current = this.recording;
      this.recording = null;
      dispatch({ type: 'transcribe' });
      try {
        const blob = await current.stop();
        const heard = await postAudio<SttView>('/stt', blob, { lang: voice.language });
        if (heard === null) {
          dispatch({ type: 'serverCannotListen' });
          toast.error(t('companion.voice.errors.unsupported'));
          return;
        }
        if (heard.text) await this.turn(heard.text);
        else {
          dispatch({ type: 'settle' });
          toast.error(t('companion.voice.errors.understand'));
        }
      } catch {
        dispatch({ type: 'settle' });
        toast.error(t('companion.voice.errors.understand'));
      }
      this.armInactivity();
      return;
    }
    try {
      this.recording = await startRecording();
      dispatch({ type: 'listen' });
    } catch {
      dispatch({ type: 'settle' });
      dispatch({ type: 'micBlocked' });
      toast.error(t('companion.voice.errors.denied'));
    }
  }

  /** The mic button: listen; press again to stop; while it speaks, stop it and listen. */
  readonly mic = async (): Promise<void> => {
    const { t, dispatch } = this.context;
    const view = this.context.view();
    if (!micAvailable(view)) return;
    if (!canRecognize()) {
      this.speaker.interrupt();
      this.clear('idleTimers');
      await this.recordTurn();
      return;
    }
    if (view.state === 'listening') {
      this.listening?.stop();
      return;
    }
    this.speaker.cutOff();
    this.clear('idleTimers');
    dispatch({ type: 'listen' });
    const attempt = listenOnce(this.lang);
    this.listening = attempt;
    try {
      const text = await attempt.result;
      this.listening = null;
      if (text) await this.turn(text);
      else {
        dispatch({ type: 'settle' });
        this.armInactivity();
      }
    } catch (error) {
      this.listening = null;
      dispatch({ type: 'settle' });
      this.armInactivity();
      if (error instanceof SpeechError) {
        if (error.key === 'denied' || error.key === 'unsupported' || error.key === 'capture')
          dispatch({ type: 'micBlocked' });
        const key = error.key === 'failed' ? 'failed' : error.key;
        toast.error(t(`companion.voice.errors.${key}`, { reason: error.reason }));
      }
    }
  };

  /** Ends the session on the server (not before a first turn); the ended session's id, or false. */
  readonly end = async (): Promise<string | false> => {
    const { t, queryClient, dispatch } = this.context;
    const current = this.live;
    if (!current || current.ended) return false;
    if (current.count <= 1) {
      toast.error(t('companion.toast.noticeTitle'), { description: t('companion.toast.notice') });
      return false;
    }
    this.speaker.stopSpeaking();
    try {
      await sessionsApi.end(current.id);
      current.ended = true;
      this.clear('idleTimers');
      dispatch({ type: 'end' });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(t('companion.toast.endedTitle'), { description: t('companion.toast.ended') });
      // The ended session's id: the chooser asks "how do you feel now?" about it.
      return current.id;
    } catch {
      toast.error(t('companion.toast.endErrorTitle'), { description: t('companion.toast.endError') });
      return false;
    }
  };
}
