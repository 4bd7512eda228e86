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
}

/**
 * Speaks sentences one after another as a streamed reply delivers them, so the first words are
 * heard while the rest is still being written. `stop()` silences it at once and drops the rest.
 */
export class SpeechQueue {
  private readonly waiting: string[] = [];
  private current?: Spoken;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly speakOne: (sentence: string) => Promise<Spoken>,
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

  private async drain(): Promise<void> {
    while (this.waiting.length && !this.stopped) {
      const sentence = this.waiting.shift()!;
      this.onSentence(sentence);
      this.current = await this.speakOne(sentence);
      await this.current.done;
    }
    this.current = undefined;
    this.running = undefined;
  }
}
