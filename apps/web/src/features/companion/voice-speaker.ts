import { requestAudio } from '../../shared/api/http';
import { type BargeInWatch, watchForBargeIn } from './lib/barge-in';
import { canRecognize, play, speak } from './lib/speech';
import { SpeechQueue, type Spoken } from './lib/speech-queue';
import { speechLang, type Voice } from './voices';

/** A reply's sentences, named so the server can keep their audio with the reply. */
export interface ReplyTag {
  sessionId: string;
  turnId: string;
}

interface SpeakerHooks {
  voice: () => Voice;
  /** A sentence starts being said. */
  onSay: (sentence: string) => void;
  /** The last queue finished, or a cut-in heard nothing to answer. */
  onSettled: () => void;
  /** The person cut in: it stopped speaking and listens. */
  onCut: () => void;
  /** What the person said when they cut in: the next turn. */
  onCutTurn: (text: string) => void;
}

/**
 * The voice session's voice: says replies sentence by sentence as they come (the server's voice,
 * else the browser's), and while it speaks it listens, so the person can cut in (barge-in).
 */
export class VoiceSpeaker {
  private speaking: SpeechQueue | null = null;
  private watching: BargeInWatch | null = null;
  // Whether the server has a voice (ElevenLabs): asked once; a 204 means the browser speaks.
  serverVoice = true;

  constructor(private readonly hooks: SpeakerHooks) {}

  private get lang() {
    return speechLang(this.hooks.voice().language);
  }

  private async speakOne(text: string, tag?: ReplyTag & { part: number }): Promise<Spoken> {
    let audio: Blob | null = null;
    if (this.serverVoice) {
      audio = await requestAudio('/tts', { text, voiceId: this.hooks.voice().id, ...tag }).catch(() => null);
      if (!audio) this.serverVoice = false;
    }
    return audio ? play(audio) : speak(text, this.lang);
  }

  /**
   * Listens for the person while the queue speaks: a voice holds the speech, an acknowledgement
   * lets it go on, words stop it and become the next turn.
   */
  private watchWhileSpeaking(queue: SpeechQueue) {
    this.watching?.stop();
    if (!canRecognize()) return;
    const watch = watchForBargeIn(this.lang, {
      speakingNow: () => queue.speakingNow(),
      onVoice: () => queue.hold(true),
      onIgnored: () => queue.hold(false),
      onCut: () => {
        queue.interrupt();
        if (this.speaking === queue) this.speaking = null;
        this.hooks.onCut();
      },
    });
    this.watching = watch;
    // Called as the first sentence starts, before the queue has marked itself running.
    void Promise.resolve()
      .then(() => queue.finished())
      .then(() => {
        if (!watch.cut) watch.stop();
      });
    void watch.result.then((text) => {
      if (this.watching === watch) this.watching = null;
      if (text === null) return;
      if (text) this.hooks.onCutTurn(text);
      else this.hooks.onSettled();
    });
  }

  /** A new queue to speak into, sentence by sentence as they come (what was speaking stops). */
  start(tag?: ReplyTag): SpeechQueue {
    this.speaking?.stop();
    this.watching?.stop();
    let first = true;
    const queue = new SpeechQueue(
      (sentence, part) => this.speakOne(sentence, tag && { ...tag, part }),
      (sentence) => {
        this.hooks.onSay(sentence);
        if (first) this.watchWhileSpeaking(queue);
        first = false;
      },
    );
    this.speaking = queue;
    return queue;
  }

  /** Waits for the queue to finish; settles the session unless another queue took over. */
  async settle(queue: SpeechQueue): Promise<void> {
    await queue.finished();
    if (this.speaking === queue) {
      this.speaking = null;
      this.hooks.onSettled();
    }
  }

  /** Stops speaking and listening for a cut-in (leaving). */
  stop(): void {
    this.speaking?.stop();
    this.watching?.stop();
  }

  /** Stops speaking; a cut-in being heard goes on (the session ends). */
  stopSpeaking(): void {
    this.speaking?.stop();
  }

  /** Cuts the speech short where it is, as a cut-in does (the person pressed the mic to record). */
  interrupt(): void {
    this.speaking?.interrupt();
  }

  /** Cuts the speech short and stops listening for a cut-in: the mic listens instead. */
  cutOff(): void {
    this.watching?.stop();
    this.speaking?.interrupt();
    this.speaking = null;
  }
}
