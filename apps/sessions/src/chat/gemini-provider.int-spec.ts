import { ApiClient, GeminiCompatibleServer, signUpOnFreePlan, TestStack } from '@maeum/testing';

/** The sessions service on AI_PROVIDER=gemini: the real @google/genai client against a loopback Gemini. */
describe('the companion through Gemini', () => {
  let stack: TestStack;
  const gemini = new GeminiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    await gemini.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions'],
      envFor: {
        sessions: {
          AI_PROVIDER: 'gemini',
          AI_BASE_URL: gemini.url,
          AI_API_KEY: 'gm-test',
          AI_MODEL: 'gemini-2.0-flash',
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await gemini.stop();
  });

  it('streams Gemini’s reply with the spec’s settings, and falls back when Gemini fails', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const token = who.accessToken;
    const started = await api.post('/api/sessions', {
      token,
      body: { type: 'text', tone: 'normal', language: 'ko' },
    });
    const id = started.body.session.id;
    const send = (content: string) =>
      api.post(`/api/sessions/${id}/messages`, {
        token,
        body: { content },
        headers: { accept: 'application/json' },
      });

    const first = await send('상사가 소리를 질렀어요');
    expect(first.body.message.content).toBe(gemini.reply);
    const call = gemini.received.at(-1)!;
    expect(call.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(call.apiKey).toBe('gm-test');
    expect(call.body.contents.map((c) => c.role)).toEqual(['model', 'user']);
    expect(call.body.generationConfig).toMatchObject({ maxOutputTokens: 150, temperature: 0.7 });
    expect(JSON.stringify(call.body.systemInstruction)).toContain('Korean');

    gemini.fail = true;
    const fallback = await send('너무 피곤해');
    gemini.fail = false;
    expect(first.status).toBe(200);
    expect(fallback.body.message.content).toMatch(/지치셨군요/);

    const calls = gemini.received.length;
    const crisis = await send('자살하고 싶어');
    expect(crisis.body.crisis).toBeDefined();
    expect(gemini.received.length).toBe(calls);
  });
});
