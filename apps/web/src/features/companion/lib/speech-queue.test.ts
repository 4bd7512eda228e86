import { describe, expect, it } from 'vitest';
import { allSentences, SpeechQueue, takeSentences } from './speech-queue';

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
});
