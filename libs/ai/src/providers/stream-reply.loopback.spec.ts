import { OpenAiCompatibleServer } from '@maeum/testing';
import type { CompanionRequest } from '../companion/companion-request';
import { OpenAiProvider } from './openai.provider';
import { streamReply } from './stream-reply';

/** The real openai client against the loopback server: a model reply that contradicts the person is caught. */
const request = (message: string, language: 'en' | 'ko' = 'en'): CompanionRequest => {
  const persona = 'late-night-safe-space';
  return {
    language,
    message,
    persona,
    tone: 'normal',
    history: [],
    memory: [],
    afterCrisis: false,
    seed: 'lb',
  };
};

describe('the valence check on streamed model replies', () => {
  const server = new OpenAiCompatibleServer();
  let provider: OpenAiProvider;

  beforeAll(async () => {
    provider = new OpenAiProvider({ baseUrl: await server.start(), apiKey: 'sk-test', model: 'gpt-test' });
    server.paceMs = 1;
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.replyFor = undefined;
  });

  async function play(r: CompanionRequest) {
    const pieces: string[] = [];
    const outcome = await streamReply(provider, r, {
      signal: new AbortController().signal,
      firstTokenMs: 2000,
      totalMs: 5000,
      onDelta: (d) => pieces.push(d),
    });
    return { text: pieces.join(''), outcome };
  }

  it('answers with the offline companion when the model cheers a hard turn', async () => {
    server.reply = "That's lovely to hear! It sounds like something went well. What made today good?";
    const { text, outcome } = await play(request('I feel like everyone else is coping better than me'));
    expect(text).not.toMatch(/lovely|went well/i);
    expect(text).toMatch(/everyone else is coping better than you/);
    expect(outcome).toMatchObject({ fellBack: true, contradicted: true, errorCode: 'valence' });
  });

  it('meets Korean relief as relief: a model that claims joy is replaced', async () => {
    server.replyFor = () => '좋은 일이 있으셨군요! 정말 축하해요. 어떤 일이었어요?';
    const { text, outcome } = await play(request('고마워요, 조금 나아졌어요', 'ko'));
    expect(text).not.toMatch(/좋은 일|축하/);
    expect(text).toMatch(/요[.?]$/);
    expect(outcome.contradicted).toBe(true);
  });

  it('ends the reply before a contradicting sentence that comes later', async () => {
    server.reply = 'I hear how heavy this week has been. Congratulations on getting through it! What helped?';
    const { text, outcome } = await play(request('I failed my driving test again and I feel useless'));
    expect(text).toBe('I hear how heavy this week has been. ');
    expect(outcome).toMatchObject({ fellBack: false, contradicted: true });
  });

  it('passes a reply that agrees with the person through whole', async () => {
    server.reply = 'That sounds really heavy. What part of it weighs on you most?';
    const { text, outcome } = await play(request('I feel like everyone else is coping better than me'));
    expect(text).toBe(server.reply);
    expect(outcome).toEqual({ fellBack: false, interrupted: false });
  });
});
