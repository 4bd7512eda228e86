/** Where a sentence ends: . ? ! … (and their full-width forms) followed by a space or the end. */
const SENTENCE_END = /[.?!…。？！](?:["')\]]*)(?=\s|$)/g;

/** The whole sentences at the start of a text, and what is left of it. */
export function takeSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    const sentence = text.slice(from, end).trim();
    if (sentence) sentences.push(sentence);
    from = end;
  }
  return { sentences, rest: text.slice(from) };
}

/** Every sentence of a whole text, the unfinished last one included. */
export function allSentences(text: string): string[] {
  const { sentences, rest } = takeSentences(text);
  return rest.trim() ? [...sentences, rest.trim()] : sentences;
}

export interface Spoken {
  done: Promise<void>;
  stop(): void;
  /** How much of it has been heard so far, 0 to 1 (where the player can tell). */
  heardFraction?(): number;
  /** Holds the speech while the person may be cutting in, and lets it go on. */
  hold?(on: boolean): void;
}

/** The words of `sentence` heard when `fraction` of it was spoken: whole words only. */
export function heardPart(sentence: string, fraction: number): string {
  if (fraction >= 1) return sentence;
  if (fraction <= 0) return '';
  const cut = Math.floor(sentence.length * fraction);
  if (cut >= sentence.length || /\s/.test(sentence[cut] ?? ' ')) return sentence.slice(0, cut).trim();
  const lastSpace = sentence.slice(0, cut).search(/\s\S*$/);
  return lastSpace < 0 ? '' : sentence.slice(0, lastSpace).trim();
}

/**
 * Speaks sentences one after another as a streamed reply delivers them, so the first words are
 * heard while the rest is still being written. `stop()` silences it at once and drops the rest;
 * `interrupt()` does the same when the person cuts in, and `heard()` then says what they heard.
 */
export class SpeechQueue {
  private readonly waiting: string[] = [];
  private readonly said: string[] = [];
  private current?: Spoken;
  private currentSentence = '';
  private running?: Promise<void>;
  private stopped = false;
  private parts = 0;
  interrupted = false;

  constructor(
    private readonly speakOne: (sentence: string, part: number) => Promise<Spoken>,
    private readonly onSentence: (sentence: string) => void,
  ) {}

  push(sentence: string): void {
    if (this.stopped || !sentence.trim()) return;
    this.waiting.push(sentence.trim());
    this.running ??= this.drain();
  }

  /** Resolves when everything pushed has been spoken (or the queue was stopped). */
  async finished(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
    this.current?.stop();
  }

  interrupt(): void {
    if (this.stopped) return;
    const partial = this.current ? heardPart(this.currentSentence, this.current.heardFraction?.() ?? 0) : '';
    if (partial) this.said.push(partial);
    this.currentSentence = '';
    this.interrupted = true;
    this.stop();
  }

  hold(on: boolean): void {
    this.current?.hold?.(on);
  }

  /** The sentence being spoken now ('' between sentences). */
  speakingNow(): string {
    return this.currentSentence;
  }

  /** What the person has heard: the sentences spoken, and the words of the one cut short. */
  heard(): string {
    return this.said.join(' ');
  }

  private async drain(): Promise<void> {
    while (this.waiting.length && !this.stopped) {
      const sentence = this.waiting.shift()!;
      this.onSentence(sentence);
      this.currentSentence = sentence;
      this.current = undefined;
      const spoken = await this.speakOne(sentence, this.parts++);
      this.current = spoken;
      if (this.stopped) spoken.stop();
      await spoken.done;
      if (this.currentSentence === sentence && !this.stopped) this.said.push(sentence);
      this.currentSentence = '';
    }
    this.current = undefined;
    this.running = undefined;
  }
}
