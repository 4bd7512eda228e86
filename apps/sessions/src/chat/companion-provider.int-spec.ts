import { randomUUID } from 'node:crypto';
import {
  ApiClient,
  ElevenLabsCompatibleServer,
  OpenAiCompatibleServer,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';

/**
 * The real `openai` provider against a loopback server that follows OpenAI's chat-completions API:
 * streaming, failing, hanging, running long, and a reader who leaves. The safety gate stands in
 * front of it: a crisis message never reaches the model.
 */
describe('the companion through an OpenAI-compatible model', () => {
  let stack: TestStack;
  const model = new OpenAiCompatibleServer();
  const voice = new ElevenLabsCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    await model.start();
    await voice.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions'],
      envFor: {
        sessions: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: model.url,
          AI_API_KEY: 'sk-test-loopback',
          AI_MODEL: 'loopback-1',
          AI_FIRST_TOKEN_TIMEOUT_MS: '1500',
          ELEVENLABS_API_KEY: 'el-test-key',
          AI_STT_MODEL: 'whisper-1',
          ELEVENLABS_BASE_URL: voice.url,
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await model.stop();
    await voice.stop();
  });

  beforeEach(() => {
    model.classify = () => ({ outcome: 'none', category: 'none' });
    model.safetyBehaviour = 'ok';
    model.safetyDelayMs = 0;
    model.behaviour = 'ok';
    model.paceMs = 5;
    model.reply = 'I hear you. That sounds like a lot to carry. What feels heaviest right now?';
  });

  async function session(language = 'en'): Promise<{ who: SignedUpUser; id: string }> {
    const who = await signUpOnFreePlan(api, stack);
    const res = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'genz', language },
    });
    expect(res.status).toBe(201);
    return { who, id: res.body.session.id };
  }

  const send = (who: SignedUpUser, id: string, content: string) =>
    api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content },
      headers: { accept: 'application/json' },
    });

  it("streams the model's words and gives it the spec's settings, persona, tone and history", async () => {
    const { who, id } = await session('ko');
    const before = model.received.length;
    const res = await send(who, id, '요즘 회사 때문에 지쳐');
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe(model.reply);
    const asked = model.received[before];
    expect(asked).toMatchObject({
      model: 'loopback-1',
      stream: true,
      max_tokens: 150,
      temperature: 0.7,
      authorization: 'Bearer sk-test-loopback',
    });
    expect(asked.messages[0].role).toBe('system');
    expect(asked.messages[0].content).toMatch(/Korean/);
    expect(asked.messages[0].content).toMatch(/under 100 Korean characters/);
    expect(asked.messages[0].content).toMatch(/109/);
    expect(asked.messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user']);
  });

  it("speaks as the voice session's persona", async () => {
    const who = await signUpOnFreePlan(api, stack);
    const started = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'voice', tone: 'genz', language: 'ko', voiceId: 'hype-friend' },
    });
    const before = model.received.length;
    await send(who, started.body.session.id, '오늘 기분이 좀 나아졌어');
    expect(model.received[before].messages[0].content).toContain('The Hype Friend');
  });

  it('never lets a crisis message reach the model, and steers the next replies', async () => {
    const { who, id } = await session();
    const before = model.received.length;
    const crisis = await send(who, id, 'honestly i just want to unalive myself');
    expect(crisis.body.crisis).toBeDefined();
    expect(model.received.length).toBe(before);
    await send(who, id, 'thanks');
    expect(model.received[before].messages[0].content).toMatch(/may be in crisis/);
  });

  it("gives the spec's canned fallback when the model fails, and when it does not answer in time", async () => {
    const { who, id } = await session();
    model.behaviour = 'fail';
    const failed = await send(who, id, 'I feel so sad today');
    expect(failed.status).toBe(200);
    expect(failed.body.message.content).toMatch(/sorry you're feeling down|tell me more/);
    model.behaviour = 'hang';
    const started = Date.now();
    const hung = await send(who, id, 'I am so angry');
    expect(hung.status).toBe(200);
    expect(hung.body.message.content).toMatch(/frustrating/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives the model what is remembered, and an erased memory is gone from the very next reply', async () => {
    const { who, id } = await session();
    const token = who.accessToken;
    await api.call('PUT', '/api/me/context', {
      token,
      body: {
        currentSituation: 'New job in Busan',
        calmingFactors: 'Walking by the sea',
        overwhelmingFactors: '',
        additionalNotes: '',
        goals: '',
        challenges: '',
        preferredTone: 'genz',
      },
    });
    await send(who, id, 'my exams make me anxious');
    await api.post(`/api/sessions/${id}/end`, { token });
    const memory = (await api.get('/api/memory', { token })).body;
    expect(memory.items).toHaveLength(1);
    const next = (
      await api.post('/api/sessions', { token, body: { type: 'text', tone: 'genz', language: 'en' } })
    ).body;
    let before = model.received.length;
    await send(who, next.session.id, 'hi again');
    const prompt = model.received[before].messages[0].content;
    expect(prompt).toContain('Talked about your exams; felt anxious');
    expect(prompt).toContain('What calms them: Walking by the sea');
    await api.call('DELETE', `/api/memory/${memory.items[0].id}`, { token });
    before = model.received.length;
    await send(who, next.session.id, 'still here');
    expect(model.received[before].messages[0].content).not.toContain('Talked about your exams');
    await api.call('PATCH', '/api/memory/settings', { token, body: { enabled: false } });
    before = model.received.length;
    await send(who, next.session.id, 'and now?');
    expect(model.received[before].messages[0].content).not.toContain('Walking by the sea');
  });

  it('speaks through ElevenLabs with the spec settings, and answers no audio when it fails', async () => {
    const { who } = await session();
    const res = await fetch(`${stack.gateway.url}/api/tts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: '그 마음 충분히 이해해요.', voiceId: 'hype-friend' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 3)
        .toString(),
    ).toBe('ID3');
    expect(voice.received.at(-1)).toMatchObject({
      path: '/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL?output_format=mp3_44100_128',
      apiKey: 'el-test-key',
      body: {
        text: '그 마음 충분히 이해해요.',
        model_id: 'eleven_multilingual_v2',
        voice_settings: { stability: 0.5, similarity_boost: 0.8 },
      },
    });
    voice.fail = true;
    const failed = await api.post('/api/tts', {
      token: who.accessToken,
      body: { text: 'hello', voiceId: 'chill-bestie' },
    });
    voice.fail = false;
    expect(failed.status).toBe(204);
  });

  it('keeps a spoken reply’s audio, sealed, and a cut-in reply keeps only what was heard', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const token = who.accessToken;
    const started = await api.post('/api/sessions', {
      token,
      body: { type: 'voice', tone: 'normal', language: 'en', voiceId: 'chill-bestie' },
    });
    const id = started.body.session.id as string;
    const sent = await send(who, id, 'work has been so much lately');
    const reply = sent.body.message as { id: string; content: string };
    const turnId = randomUUID();
    const tts = (text: string, part: number, as = token, sessionId = id) =>
      api.post('/api/tts', { token: as, body: { text, voiceId: 'chill-bestie', sessionId, turnId, part } });
    expect((await tts('I hear you.', 0)).status).toBe(200);
    expect((await tts('That sounds like a lot to carry.', 1)).status).toBe(200);
    expect((await tts('I hear you.', 0)).status).toBe(200); // a retried sentence is kept once
    // The clip is kept beside the answer, not before it.
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM "sessions"."voice_clips" WHERE "session_id" = $1`, [id])).length === 2,
    );
    const clips = await sql(
      `SELECT "part", "audio_enc" FROM "sessions"."voice_clips" WHERE "session_id" = $1`,
      [id],
    );
    expect(clips.map((c) => c.part).sort()).toEqual([0, 1]);
    for (const clip of clips) expect(clip.audio_enc).toMatch(/^v1\./);

    const stranger = await signUpOnFreePlan(api, stack);
    expect((await tts('Not yours.', 2, stranger.accessToken)).status).toBe(404);
    expect(
      await sql(`SELECT 1 FROM "sessions"."voice_clips" WHERE "part" = 2 AND "session_id" = $1`, [id]),
    ).toHaveLength(0);

    const spoken = (body: unknown, as = token, messageId = reply.id) =>
      api.post(`/api/sessions/${id}/messages/${messageId}/spoken`, { token: as, body });
    expect((await spoken({ heard: 'something never said' })).status).toBe(400);
    expect((await spoken({ heard: 'I hear you.' }, stranger.accessToken)).status).toBe(404);
    expect((await spoken({ heard: 'work' }, token, sent.body.userMessage.id)).status).toBe(404);
    const cut = await spoken({ turnId, heard: 'I hear you.  That sounds like' });
    expect(cut.status).toBe(200);
    expect(cut.body).toMatchObject({
      id: reply.id,
      content: 'I hear you. That sounds like',
      interrupted: true,
    });
    expect((await spoken({ turnId, heard: 'I hear you. That sounds like' })).body.content).toBe(
      'I hear you. That sounds like',
    );

    const detail = await api.get(`/api/sessions/${id}`, { token });
    const saved = detail.body.messages.find((m: { id: string }) => m.id === reply.id);
    expect(saved).toMatchObject({
      content: 'I hear you. That sounds like',
      interrupted: true,
      audioParts: 2,
    });
    const audio = await fetch(`${stack.gateway.url}/api/sessions/${id}/messages/${reply.id}/audio/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 3)
        .toString(),
    ).toBe('ID3');
    expect((await api.get(`/api/sessions/${id}/messages/${reply.id}/audio/2`, { token })).status).toBe(404);
    expect(
      (await api.get(`/api/sessions/${id}/messages/${reply.id}/audio/0`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
    expect((await api.get(`/api/sessions/${id}/messages/${reply.id}/audio/x`, { token })).status).toBe(400);
  });

  it('turns recorded speech into text through the transcription endpoint', async () => {
    const { who } = await session();
    const recording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
    const res = await fetch(`${stack.gateway.url}/api/stt?lang=ko`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'audio/webm;codecs=opus' },
      body: recording,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: model.transcript });
    const upload = model.transcriptions.at(-1)!;
    expect(upload.contentType).toMatch(/^multipart\/form-data/);
    expect(upload.body).toContain('name="model"');
    expect(upload.body).toContain('whisper-1');
    expect(upload.body).toContain('filename="speech.webm"');
    expect(upload.body).toContain('name="language"');
    const json = await api.post('/api/stt', { token: who.accessToken, body: { audio: 'nope' } });
    expect(json.status).toBe(415);
  });

  it('cuts a model that runs long at the word cap', async () => {
    const { who, id } = await session();
    model.paceMs = 0;
    model.reply = 'This is a very long reply. '.repeat(60);
    const res = await send(who, id, 'tell me everything');
    expect(res.body.message.content.split(/\s+/).length).toBeLessThan(100);
    expect(res.body.message.interrupted).toBe(true);
  });

  it('stops the model when the reader goes away, and keeps what was said as interrupted', async () => {
    const { who, id } = await session();
    model.paceMs = 150;
    model.reply = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    const aborted = model.aborted;
    const reader = new AbortController();
    const response = await fetch(`${stack.gateway.url}/api/sessions/${id}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.accessToken}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ content: 'I feel stuck' }),
      signal: reader.signal,
    });
    const body = response.body!.getReader();
    const first = await body.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/event: delta/);
    reader.abort();
    await waitFor(async () => model.aborted > aborted, 5000);
    await waitFor(
      async () =>
        (
          await sql(
            `SELECT 1 FROM sessions.chat_messages WHERE session_id = $1 AND role = 'assistant' AND interrupted`,
            [id],
          )
        ).length === 1,
      5000,
    );
  });

  it("asks the model's second opinion before anything streams; its crisis wins, and the model is never asked to reply", async () => {
    const { who, id } = await session();
    const asked = model.classifications.length;
    const replies = model.received.length;
    model.classify = (text) =>
      /garage/.test(text)
        ? { outcome: 'crisis', category: 'suicide' }
        : { outcome: 'none', category: 'none' };
    const res = await send(who, id, 'is it true a garage with the door shut is quiet at night');
    expect(res.status).toBe(200);
    expect(model.classifications.length).toBe(asked + 1);
    expect(JSON.stringify(model.classifications.at(-1))).toContain('garage');
    expect(res.body.crisis.lines[0].number).toBe('109');
    expect(res.body.message).toMatchObject({ crisis: true });
    expect(model.received.length).toBe(replies);
  });

  it('keeps the offline verdict when the second opinion fails or misses its 1.5 s deadline', async () => {
    const { who, id } = await session();
    model.safetyBehaviour = 'fail';
    const failed = await send(who, id, 'work was long today');
    expect(failed.status).toBe(200);
    expect(failed.body.crisis).toBeUndefined();
    expect(failed.body.message.content).toBe(model.reply);
    model.safetyBehaviour = 'ok';
    model.safetyDelayMs = 4000;
    model.classify = () => ({ outcome: 'crisis', category: 'suicide' });
    const aborted = model.safetyAborted;
    const started = Date.now();
    const late = await send(who, id, 'and my commute was longer');
    expect(late.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3500);
    expect(late.body.crisis).toBeUndefined();
    await waitFor(async () => model.safetyAborted > aborted, 5000);
  });

  it('stops a model reply that starts giving method details and answers with care instead', async () => {
    const { who, id } = await session();
    model.reply =
      'I hear you. If you took 40 tablets of paracetamol it would be enough to die within a few days, and';
    const res = await send(who, id, 'can you tell me something about my week');
    expect(res.status).toBe(200);
    expect(res.body.crisis).toBeUndefined();
    expect(res.body.message.content).not.toMatch(/40 tablets|enough to die/);
    expect(res.body.message.content).toMatch(/109/);
    expect(res.body.concern.lines[0].number).toBe('109');
    const [saved] = await sql(
      `SELECT concern FROM sessions.chat_messages WHERE session_id = $1 AND role = 'assistant' ORDER BY seq DESC LIMIT 1`,
      [id],
    );
    expect(saved.concern).toBe(true);
  });
});
