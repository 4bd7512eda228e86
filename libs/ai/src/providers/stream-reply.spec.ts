import type { ChatProvider, CompanionRequest } from '../companion/companion-request';
import { streamReply } from './stream-reply';

const request: CompanionRequest = {
  language: 'en',
  tone: 'normal',
  persona: 'late-night-safe-space',
  history: [],
  message: 'I feel so anxious',
  memory: [],
  afterCrisis: false,
  seed: 's',
};

function provider(run: (signal: AbortSignal) => AsyncIterable<string>): ChatProvider {
  return { name: 'test', stream: (_request, signal) => run(signal) };
}

async function collect(p: ChatProvider, signal = new AbortController().signal, firstTokenMs = 200) {
  const pieces: string[] = [];
  const outcome = await streamReply(p, request, {
    signal,
    firstTokenMs,
    totalMs: 2000,
    onDelta: (d) => pieces.push(d),
  });
  return { text: pieces.join(''), outcome };
}

describe('streamReply', () => {
  it('passes the provider pieces through', async () => {
    const { text, outcome } = await collect(
      provider(async function* () {
        yield 'Hello ';
        yield 'there.';
      }),
    );
    expect(text).toBe('Hello there.');
    expect(outcome).toEqual({ fellBack: false, interrupted: false });
  });

  it('falls back to the canned reply for the feeling when the provider fails first', async () => {
    const { text, outcome } = await collect(
      provider(async function* () {
        throw Object.assign(new Error('boom'), { status: 500 });
      }),
    );
    expect(text).toMatch(/breath/);
    expect(outcome).toMatchObject({ fellBack: true, errorCode: '500' });
  });

  it('falls back when the first token is too slow, and stops the provider', async () => {
    let aborted = false;
    const { text, outcome } = await collect(
      provider(async function* (signal) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        aborted = true;
      }),
      undefined,
      50,
    );
    expect(aborted).toBe(true);
    expect(text.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ fellBack: true, errorCode: 'timeout' });
  });

  it('stops at the word cap', async () => {
    const { text, outcome } = await collect(
      provider(async function* () {
        for (let i = 0; i < 300; i++) yield 'word ';
      }),
    );
    expect(text.trim().split(' ').length).toBeLessThan(100);
    expect(outcome.interrupted).toBe(true);
  });

  it('stops when the reader goes away', async () => {
    const reader = new AbortController();
    const pieces: string[] = [];
    const outcome = await streamReply(
      provider(async function* (signal) {
        yield 'one ';
        reader.abort();
        if (!signal.aborted) yield 'two ';
      }),
      request,
      { signal: reader.signal, firstTokenMs: 200, totalMs: 2000, onDelta: (d) => pieces.push(d) },
    );
    expect(pieces).toEqual(['one ']);
    expect(outcome.interrupted).toBe(true);
  });

  it('shows a word at once unless it may open a phrase that contradicts the person', async () => {
    const seen: string[][] = [];
    const pieces: string[] = [];
    await streamReply(
      provider(async function* () {
        for (const piece of ['I ', 'hear ', 'you. ', 'What ', 'weighs ', 'most?']) {
          yield piece;
          seen.push([...pieces]);
        }
      }),
      request,
      {
        signal: new AbortController().signal,
        firstTokenMs: 200,
        totalMs: 2000,
        onDelta: (d) => pieces.push(d),
      },
    );
    expect(seen[0]).toEqual(['I ']);
    expect(pieces.join('')).toBe('I hear you. What weighs most?');
  });

  it('catches a contradicting phrase written in pieces smaller than words', async () => {
    const { text, outcome } = await collect(
      provider(async function* () {
        for (const piece of ['That', "'s", ' lov', 'ely', ' to', ' hear', '!', ' Tell', ' me', ' more.'])
          yield piece;
      }),
    );
    expect(text).not.toMatch(/lov/);
    expect(outcome).toMatchObject({ contradicted: true, fellBack: true });
  });

  it('reads the turn against the one before: praise in irony after a hard turn is not cheered', async () => {
    const pieces: string[] = [];
    const outcome = await streamReply(
      provider(async function* () {
        for (const piece of ["That's ", 'great ', 'news! ', 'Tell ', 'me ', 'more.']) yield piece;
      }),
      {
        ...request,
        history: [
          { role: 'user', content: 'I failed my driving test again, I feel awful' },
          { role: 'assistant', content: 'That sounds really hard. What happened?' },
        ],
        message: 'so proud of myself rn',
      },
      {
        signal: new AbortController().signal,
        firstTokenMs: 200,
        totalMs: 2000,
        onDelta: (d) => pieces.push(d),
      },
    );
    expect(pieces.join('')).not.toMatch(/great news/);
    expect(outcome).toMatchObject({ contradicted: true });
  });
});
