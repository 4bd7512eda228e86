/** The browser's speech: recognition (spec 001 §9 settings) and synthesis, behind two small calls. */
import type { Spoken } from './speech-queue';

export type SpeechErrorKey =
  'unsupported' | 'denied' | 'noSpeech' | 'network' | 'capture' | 'understand' | 'failed';

export class SpeechError extends Error {
  constructor(
    readonly key: SpeechErrorKey,
    readonly reason = '',
  ) {
    super(key);
  }
}

export type RecognitionResults = ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;

export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: RecognitionResults }) => void) | null;
  onspeechstart?: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onnomatch: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => RecognitionLike;

export function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function canRecognize(): boolean {
  return recognitionClass() !== undefined;
}

const ERRORS: Record<string, SpeechErrorKey> = {
  'not-allowed': 'denied',
  'service-not-allowed': 'denied',
  'no-speech': 'noSpeech',
  network: 'network',
  'audio-capture': 'capture',
};

export interface Listening {
  result: Promise<string>;
  stop(): void;
}

/** One utterance: a single final result, no interim results, one alternative (spec 001 §9). */
export function listenOnce(lang: 'en-US' | 'ko-KR'): Listening {
  const Recognition = recognitionClass();
  if (!Recognition) return { result: Promise.reject(new SpeechError('unsupported')), stop: () => undefined };
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  const result = new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    recognition.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript?.trim() ?? '';
      settle(() => (text ? resolve(text) : reject(new SpeechError('understand'))));
    };
    recognition.onnomatch = () => settle(() => reject(new SpeechError('understand')));
    recognition.onerror = (event) =>
      settle(() =>
        event.error === 'aborted'
          ? resolve('')
          : reject(new SpeechError(ERRORS[event.error] ?? 'failed', event.error)),
      );
    recognition.onend = () => settle(() => resolve(''));
  });
  recognition.start();
  return { result, stop: () => recognition.stop() };
}

/**
 * Plays audio the server made (ElevenLabs); resolves when it ends or is stopped. A failure to
 * play ends silently, like any speech failure.
 */
export function play(audio: Blob): Spoken {
  const url = URL.createObjectURL(audio);
  const element = new Audio(url);
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = () => {
      URL.revokeObjectURL(url);
      resolve();
    };
    element.onended = finish;
    element.onerror = finish;
    element.play().catch(finish);
  });
  return {
    done,
    stop: () => {
      element.pause();
      finish();
    },
    heardFraction: () =>
      element.ended ? 1 : element.duration > 0 ? element.currentTime / element.duration : 0,
    hold: (on) => {
      if (on) element.pause();
      else if (!element.ended) void element.play().catch(finish);
    },
  };
}

/**
 * Speaks a text in the persona's language; resolves when it is done or stopped. A synthesis
 * failure ends silently (spec 001 §8: returns to idle).
 */
export function speak(text: string, lang: 'en-US' | 'ko-KR'): Spoken {
  const synthesis = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined')
    return { done: Promise.resolve(), stop: () => undefined };
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  const voice = synthesis.getVoices().find((v) => v.lang.replace('_', '-').startsWith(lang.slice(0, 2)));
  if (voice) utterance.voice = voice;
  let spokenTo = 0;
  let ended = false;
  // Word boundaries say how far it got, for what was heard when the person cut in.
  utterance.onboundary = (event) => {
    spokenTo = event.charIndex;
  };
  const done = new Promise<void>((resolve) => {
    utterance.onend = () => {
      ended = true;
      resolve();
    };
    utterance.onerror = () => resolve();
  });
  synthesis.speak(utterance);
  return {
    done,
    stop: () => synthesis.cancel(),
    heardFraction: () => (ended ? 1 : text.length ? spokenTo / text.length : 0),
    hold: (on) => (on ? synthesis.pause() : synthesis.resume()),
  };
}
