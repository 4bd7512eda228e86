import { type RecognitionLike, recognitionClass, type RecognitionResults } from './speech';

/**
 * What people say to show they are listening, not to take the turn ("uh-huh", "응"). Said while
 * the companion speaks, these leave it speaking.
 */
const ACKNOWLEDGEMENTS = new Set(
  [
    'yeah yes yep yup ya ok okay k right sure mm mhm hmm hm uh huh uh-huh um mm-hmm aha ah oh',
    'i see got it true totally exactly cool nice wow alright gotcha go on',
    '응 웅 어 엉 네 넹 예 음 아 오 그래 그래요 그렇지 그렇죠 맞아 맞아요 맞네 그치 그쵸 헐 아하 그렇구나',
  ]
    .join(' ')
    .split(' '),
);
const PHRASES = ['i see', 'got it', 'go on', 'uh huh', 'mm hmm'];
const MAX_ACK_WORDS = 3;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** A short acknowledgement: a few words, every one of them a listening noise. */
export function isAcknowledgement(text: string): boolean {
  let rest = wordsOf(text).join(' ');
  for (const phrase of PHRASES) rest = rest.replaceAll(phrase, phrase.replace(' ', '-'));
  const words = rest.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_ACK_WORDS) return words.length === 0;
  return words.every(
    (word) => ACKNOWLEDGEMENTS.has(word) || word.split('-').every((w) => ACKNOWLEDGEMENTS.has(w)),
  );
}

/** The companion's own voice heard back through the speakers: its words, in the sentence being said. */
export function isEcho(heard: string, speaking: string): boolean {
  const words = wordsOf(heard);
  if (words.length === 0) return true;
  const said = new Set(wordsOf(speaking));
  return said.size > 0 && words.every((word) => said.has(word));
}

export interface BargeInHandlers {
  /** The sentence being spoken, to tell the companion's echo from the person. */
  speakingNow(): string;
  /** Someone may be speaking: hold the speech (at once, before any word is known). */
  onVoice(): void;
  /** It was an acknowledgement, an echo or a noise: let the speech go on. */
  onIgnored(): void;
  /** The person is taking the turn: stop the speech; `result` brings their words. */
  onCut(): void;
}

export interface BargeInWatch {
  /** The person's words after a cut; null when the watch stopped without one. */
  result: Promise<string | null>;
  readonly cut: boolean;
  stop(): void;
}

function transcriptOf(results: RecognitionResults): { text: string; final: boolean } {
  let text = '';
  let final = false;
  for (let i = 0; i < results.length; i++) {
    text += results[i]?.[0]?.transcript ?? '';
    final = results[i]?.isFinal === true;
  }
  return { text: text.trim(), final };
}

/**
 * Listens while the companion speaks (barge-in). Recognition with interim results hears the first
 * words; the speech is held the moment a voice starts, goes on after an acknowledgement or its own
 * echo, and stops when the person really speaks — whose whole utterance is then the next turn.
 */
export function watchForBargeIn(lang: 'en-US' | 'ko-KR', handlers: BargeInHandlers): BargeInWatch {
  const Recognition = recognitionClass();
  let active = true;
  let cut = false;
  let heard = '';
  let recognition: RecognitionLike | undefined;
  let settle: (text: string | null) => void = () => undefined;
  const result = new Promise<string | null>((resolve) => {
    settle = (text) => {
      active = false;
      resolve(text);
    };
  });

  const listen = () => {
    if (!Recognition || !active) return;
    const current = new Recognition();
    recognition = current;
    current.lang = lang;
    current.continuous = false;
    current.interimResults = true;
    current.maxAlternatives = 1;
    let held = false;
    current.onspeechstart = () => {
      if (cut || held) return;
      held = true;
      handlers.onVoice();
    };
    current.onresult = (event) => {
      if (recognition !== current) return;
      const { text, final } = transcriptOf(event.results);
      if (!text) return;
      if (!cut) {
        if (isAcknowledgement(text) || isEcho(text, handlers.speakingNow())) {
          if (final && held) {
            held = false;
            handlers.onIgnored();
          }
          return;
        }
        cut = true;
        handlers.onCut();
      }
      heard = text;
      if (final) settle(heard);
    };
    current.onerror = () => undefined;
    current.onend = () => {
      if (recognition !== current) return;
      if (cut) return settle(heard);
      if (held) handlers.onIgnored();
      // Recognition ends after a silence: keep listening for as long as the companion speaks.
      if (active) window.setTimeout(listen, 0);
    };
    try {
      current.start();
    } catch {
      settle(null);
    }
  };
  listen();
  if (!Recognition) settle(null);

  return {
    result,
    get cut() {
      return cut;
    },
    stop: () => {
      if (!active) return;
      const current = recognition;
      recognition = undefined;
      settle(cut ? heard : null);
      current?.abort();
    },
  };
}
