import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAcknowledgement, isEcho, watchForBargeIn } from './barge-in';

describe('what does not take the turn', () => {
  it('knows short acknowledgements in both languages', () => {
    for (const ack of [
      'uh-huh',
      'Mm-hmm.',
      'yeah',
      'okay okay',
      'I see',
      'got it',
      '응',
      '응 응',
      '네',
      '아 그렇구나',
      '맞아요',
    ])
      expect(isAcknowledgement(ack), ack).toBe(true);
  });

  it('hears real words as the person taking the turn', () => {
    for (const words of [
      'wait',
      'yeah but I disagree',
      'actually can I say something',
      '잠깐만요',
      '응 근데 나는 좀 달라',
      'no',
      'okay okay okay okay',
    ])
      expect(isAcknowledgement(words), words).toBe(false);
  });

  it('tells the companion’s own voice from the person’s', () => {
    expect(isEcho('that sounds really hard', 'That sounds really hard. What happened?')).toBe(true);
    expect(isEcho('that sounds like my boss', 'That sounds really hard.')).toBe(false);
    expect(isEcho('많이 지치셨군요', '많이 지치셨군요. 무엇이 힘드세요?')).toBe(true);
  });
});

class ScriptedRecognition {
  static last: ScriptedRecognition | undefined;
  static started = 0;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onresult: ((e: unknown) => void) | null = null;
  onspeechstart: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onnomatch = null;
  onend: (() => void) | null = null;
  aborted = false;
  start() {
    ScriptedRecognition.last = this;
    ScriptedRecognition.started++;
  }
  stop() {}
  abort() {
    this.aborted = true;
  }
  say(text: string, final: boolean) {
    this.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: final })] });
  }
}

describe('watching for the person while the companion speaks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedRecognition.last = undefined;
    ScriptedRecognition.started = 0;
  });

  const watch = () => {
    vi.stubGlobal('SpeechRecognition', ScriptedRecognition);
    const calls: string[] = [];
    const handle = watchForBargeIn('en-US', {
      speakingNow: () => 'That sounds really hard.',
      onVoice: () => calls.push('hold'),
      onIgnored: () => calls.push('go on'),
      onCut: () => calls.push('cut'),
    });
    return { handle, calls, rec: () => ScriptedRecognition.last! };
  };

  it('holds at a voice, goes on after an acknowledgement, and keeps listening', async () => {
    const { handle, calls, rec } = watch();
    expect(rec().interimResults).toBe(true);
    rec().onspeechstart?.();
    rec().say('uh-huh', false);
    rec().say('uh-huh', true);
    expect(calls).toEqual(['hold', 'go on']);
    rec().onend?.();
    await new Promise((r) => setTimeout(r, 5));
    expect(ScriptedRecognition.started).toBe(2);
    handle.stop();
    expect(await handle.result).toBeNull();
    expect(rec().aborted).toBe(true);
  });

  it('ignores its own echo', () => {
    const { calls, rec } = watch();
    rec().onspeechstart?.();
    rec().say('sounds really hard', true);
    expect(calls).toEqual(['hold', 'go on']);
  });

  it('cuts at the first real words and brings the whole utterance', async () => {
    const { handle, calls, rec } = watch();
    rec().onspeechstart?.();
    rec().say('wait I', false);
    expect(calls).toEqual(['hold', 'cut']);
    expect(handle.cut).toBe(true);
    rec().say('wait I need to tell you something', true);
    expect(await handle.result).toBe('wait I need to tell you something');
  });
});
