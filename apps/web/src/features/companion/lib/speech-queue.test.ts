import { describe, expect, it } from 'vitest';
import { allSentences, heardPart, SpeechQueue, takeSentences } from './speech-queue';

describe('sentences of a streamed reply', () => {
  it('takes whole sentences in both languages and keeps the rest', () => {
    expect(takeSentences('That sounds hard. What happened? I am')).toEqual({
      sentences: ['That sounds hard.', 'What happened?'],
      rest: ' I am',
    });
    expect(takeSentences('많이 지치셨군요. 무엇이 가장 힘드세요?')).toEqual({
      sentences: ['많이 지치셨군요.', '무엇이 가장 힘드세요?'],
      rest: '',
    });
    expect(takeSentences('call 1577-0199 or 109.')).toEqual({
      sentences: ['call 1577-0199 or 109.'],
      rest: '',
    });
  });

  it('keeps the unfinished last sentence of a whole text', () => {
    expect(allSentences('Hi there. how are you')).toEqual(['Hi there.', 'how are you']);
  });

  it('speaks sentences in order, and stop drops the rest', async () => {
    const said: string[] = [];
    const queue = new SpeechQueue(
      async () => ({ done: new Promise<void>((r) => setTimeout(r, 5)), stop: () => undefined }),
      (s) => said.push(s),
    );
    queue.push('One.');
    queue.push('Two.');
    await queue.finished();
    expect(said).toEqual(['One.', 'Two.']);
    queue.stop();
    queue.push('Three.');
    await queue.finished();
    expect(said).toEqual(['One.', 'Two.']);
  });

  it('keeps whole words of a sentence cut short', () => {
    expect(heardPart('That sounds really hard.', 0.5)).toBe('That sounds');
    expect(heardPart('That sounds really hard.', 0.05)).toBe('');
    expect(heardPart('That sounds really hard.', 1)).toBe('That sounds really hard.');
  });

  it('knows what was heard when the person cut in', async () => {
    let release = () => undefined as void;
    const queue = new SpeechQueue(
      async (sentence) =>
        sentence === 'One.'
          ? { done: Promise.resolve(), stop: () => undefined }
          : {
              done: new Promise<void>((r) => (release = r)),
              stop: () => release(),
              heardFraction: () => 0.6,
            },
      () => undefined,
    );
    queue.push('One.');
    queue.push('Two words here now.');
    queue.push('Three.');
    await new Promise((r) => setTimeout(r, 5));
    expect(queue.speakingNow()).toBe('Two words here now.');
    queue.interrupt();
    await queue.finished();
    expect(queue.interrupted).toBe(true);
    expect(queue.heard()).toBe('One. Two words');
  });
});
