import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  OpenAiCompatibleServer,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';

/** Server-sent events of a finished response, in order. */
function events(text: string): { event: string; id?: string; data: Record<string, unknown> }[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      return { event: field('event')!, id: field('id'), data: JSON.parse(field('data') ?? '{}') };
    });
}

describe('the companion by text: sessions, the safety gate, streaming, history', () => {
  let stack: TestStack;
  const speech = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  beforeAll(async () => {
    await speech.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions', 'journal'],
      // The offline companion talks; an OpenAI-compatible speech model speaks (no ElevenLabs here).
      envFor: {
        sessions: { AI_OFFLINE_PACE_MS: '0', AI_BASE_URL: speech.url, AI_TTS_MODEL: 'gpt-4o-mini-tts' },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await speech.stop();
  });

  const user = () => signUpOnFreePlan(api, stack);
  const onPlan = (who: SignedUpUser, planId: string) =>
    sql(`UPDATE billing.user_subscriptions SET plan_id = $2 WHERE user_id = $1`, [who.userId, planId]);

  async function start(who: SignedUpUser, language = 'en', tone = 'normal') {
    const res = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone, language },
    });
    expect(res.status).toBe(201);
    return res.body as {
      session: { id: string; closesAt: string };
      messages: { role: string; content: string }[];
    };
  }

  const sendJson = (who: SignedUpUser, id: string, content: string) =>
    api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content },
      headers: { accept: 'application/json' },
    });

  it('starts with a welcome in the session language and tone, and a session length from the plan', async () => {
    const who = await user();
    const en = await start(who, 'en', 'genz');
    expect(en.messages).toHaveLength(1);
    expect(en.messages[0]).toMatchObject({ role: 'assistant' });
    expect(en.messages[0].content).toMatch(/^hey!/);
    const minutes = (Date.parse(en.session.closesAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const ko = await start(who, 'ko', 'normal');
    expect(ko.messages[0].content).toMatch(/안녕하세요/);
  });

  it('streams a reply as delta events, then done with the saved message', async () => {
    const who = await user();
    const { session } = await start(who);
    const res = await api.post(`/api/sessions/${session.id}/messages`, {
      token: who.accessToken,
      body: { content: 'I feel so anxious about my exam tomorrow' },
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const all = events(res.text);
    const deltas = all.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(all.map((e) => Number(e.id))).toEqual(all.map((_, i) => i + 1));
    const done = all.at(-1)!;
    expect(done.event).toBe('done');
    const message = done.data.message as { content: string; role: string };
    expect(message.role).toBe('assistant');
    expect(deltas.map((e) => e.data.delta).join('')).toBe(message.content);
    expect(message.content).toMatch(/\?/);
  });

  it('counts the session once, held from its start and kept by the first reply, and stores every word sealed', async () => {
    const who = await user();
    const { session } = await start(who);
    const held = async () =>
      (await sql(`SELECT 1 FROM billing.usage_holds WHERE user_id = $1`, [who.userId])).length;
    expect(await held()).toBe(1);
    for (const content of ['work has been hard', 'my boss keeps yelling']) {
      expect((await sendJson(who, session.id, content)).status).toBe(200);
    }
    // The session's hold and both texts' holds are kept: no hold left, the counts stay.
    await waitFor(async () => (await held()) === 0, 10_000);
    const [counters] = await sql(
      `SELECT s.sessions_used, (SELECT used FROM billing.daily_texts d WHERE d.user_id = s.user_id) AS texts
         FROM billing.user_subscriptions s WHERE s.user_id = $1`,
      [who.userId],
    );
    expect(counters).toEqual({ sessions_used: 1, texts: 2 });
    const stored = await sql(`SELECT content_enc FROM sessions.chat_messages WHERE session_id = $1`, [
      session.id,
    ]);
    expect(stored).toHaveLength(5);
    for (const row of stored) {
      expect(row.content_enc).toMatch(/^v1\./);
      expect(row.content_enc).not.toMatch(/boss|work|welcome/i);
    }
  });

  it.each([
    ['en', 'i want to kms', /109/],
    ['ko', '죽 고 싶 어', /109/],
    ['en', "I can't go on, I've been stockpiling my pills", /1577-0199/],
  ])(
    'answers a crisis (%s) with the referral and the card, keeps the chat open and costs nothing',
    async (language, content, line) => {
      const who = await user();
      const { session } = await start(who, language);
      const res = await sendJson(who, session.id, content);
      expect(res.status).toBe(200);
      expect(res.body.message.content).toMatch(line);
      expect(res.body.message.crisis).toBe(true);
      expect(res.body.crisis.lines.map((l: { number: string }) => l.number)).toEqual([
        '109',
        '1577-0199',
        '119',
        '112',
        '1388',
      ]);
      const [counted] = await sql(
        `SELECT sum(referrals)::int AS n FROM sessions.safety_referrals_daily WHERE outcome = 'crisis' AND language = $1`,
        [language],
      );
      expect(counted.n).toBeGreaterThanOrEqual(1);
      const after = await sendJson(who, session.id, 'thank you for listening');
      expect(after.status).toBe(200);
      const detail = await api.get(`/api/sessions/${session.id}`, { token: who.accessToken });
      expect(detail.body.session).toMatchObject({ crisisShown: true, endedAt: null });
      await waitFor(
        async () =>
          (
            await sql(
              `SELECT 1 FROM sessions.outbox WHERE subject = 'sessions.safety.crisis_detected.v1' AND payload->>'sessionId' = $1`,
              [session.id],
            )
          ).length === 1,
        5000,
      );
      const [event] = await sql(
        `SELECT payload FROM sessions.outbox WHERE payload->>'sessionId' = $1 AND subject LIKE '%crisis%'`,
        [session.id],
      );
      expect(Object.keys(event.payload).sort()).toEqual(['category', 'language', 'occurredAt', 'sessionId']);
      const texts = await sql(
        `SELECT counts_as_text FROM sessions.chat_messages WHERE session_id = $1 AND role = 'user' ORDER BY seq`,
        [session.id],
      );
      expect(texts.map((r) => r.counts_as_text)).toEqual([false, true]);
    },
  );

  it('asks directly on concern, shows the lines quietly, and a yes becomes the referral', async () => {
    const who = await user();
    const { session } = await start(who, 'ko');
    const asked = await sendJson(who, session.id, '그냥 아침에 눈 안 떴으면 좋겠다는 생각을 자주 해');
    expect(asked.status).toBe(200);
    if (asked.body.concern) {
      expect(asked.body.message.concern).toBe(true);
      expect(asked.body.message.content).toMatch(/죽고 싶다는 생각/);
      expect(asked.body.concern.lines[0].number).toBe('109');
      // Asking costs nothing: no session counted, no daily text.
      const [row] = await sql(`SELECT usage_counted FROM sessions.chat_sessions WHERE id = $1`, [session.id]);
      expect(row.usage_counted).toBe(false);
      const yes = await sendJson(who, session.id, '응 가끔');
      expect(yes.body.crisis).toBeDefined();
    } else {
      // Ambiguity resolves upward: the gate may go straight to the referral.
      expect(asked.body.crisis).toBeDefined();
    }
  });

  it('gives crisis help even to a user past their limits, and does not answer hyperbole with it', async () => {
    const who = await user();
    const { session } = await start(who);
    // The session's place went back (it expired) and the month filled up meanwhile.
    await sql(`DELETE FROM billing.usage_holds WHERE id = $1`, [session.id]);
    await sql(
      `UPDATE billing.user_subscriptions SET sessions_used = 3, text_sessions_used = 3 WHERE user_id = $1`,
      [who.userId],
    );
    expectError(await sendJson(who, session.id, 'hello'), 403, 'session_limit_reached');
    const crisis = await sendJson(who, session.id, 'I want to end my life');
    expect(crisis.status).toBe(200);
    expect(crisis.body.crisis).toBeDefined();
    await sql(
      `UPDATE billing.user_subscriptions SET sessions_used = 0, text_sessions_used = 0 WHERE user_id = $1`,
      [who.userId],
    );
    const benign = await sendJson(who, session.id, 'this homework is killing me lol');
    expect(benign.status).toBe(200);
    expect(benign.body.crisis).toBeUndefined();
  });

  it("refuses the day's texts past the plan's daily limit, and still answers a crisis", async () => {
    const who = await user();
    const { session } = await start(who);
    await sql(
      `INSERT INTO billing.daily_texts (user_id, day, used) VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date, 20)`,
      [who.userId],
    );
    expectError(await sendJson(who, session.id, 'one more'), 403, 'daily_text_limit_reached');
    const crisis = await sendJson(who, session.id, 'I want to end my life');
    expect(crisis.status).toBe(200);
    expect(crisis.body.crisis).toBeDefined();
    // Help costs nothing: the crisis message's text hold went back.
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM billing.usage_holds WHERE kind = 'text' AND user_id = $1`, [who.userId]))
          .length === 0,
      10_000,
    );
    const [day] = await sql(`SELECT used FROM billing.daily_texts WHERE user_id = $1`, [who.userId]);
    expect(day.used).toBe(20);
  });

  it('ends a session with a real summary and mood tags; too short is the Notice', async () => {
    const who = await user();
    const { session } = await start(who);
    expectError(
      await api.post(`/api/sessions/${session.id}/end`, { token: who.accessToken }),
      409,
      'too_short',
    );
    await sendJson(who, session.id, 'I am exhausted and stressed about work');
    const ended = await api.post(`/api/sessions/${session.id}/end`, { token: who.accessToken });
    expect(ended.status).toBe(200);
    expect(ended.body.endedAt).not.toBeNull();
    expect(ended.body.summary).toMatch(/work/);
    expect(ended.body.summary).not.toMatch(/completed successfully/i);
    expect(ended.body.moodTags).toEqual(expect.arrayContaining(['tired', 'stressed']));
    expect(ended.body.title).toBe('Talking about work');
    // The title and mood tags come from the person's words: sealed like them (per-user data keys).
    const [row] = await sql(`SELECT * FROM sessions.chat_sessions WHERE id = $1`, [session.id]);
    expect(JSON.stringify(row)).not.toMatch(/work|tired|stressed/i);
    expectError(await sendJson(who, session.id, 'still there?'), 409, 'session_ended');
    const again = await api.post(`/api/sessions/${session.id}/end`, { token: who.accessToken });
    expect(again.body.endedAt).toBe(ended.body.endedAt);
  });

  it("closes with the companion's goodbye, saved last, when the plan's time is up", async () => {
    const who = await user();
    const { session } = await start(who, 'ko', 'normal');
    await sendJson(who, session.id, '오늘 회사에서 힘들었어요');
    await sql(`UPDATE sessions.chat_sessions SET closes_at = now() - interval '1 second' WHERE id = $1`, [
      session.id,
    ]);
    const ended = await api.post(`/api/sessions/${session.id}/end`, { token: who.accessToken });
    expect(ended.body.closingMessage.content).toMatch(/세션 시간이 다 되었어요/);
    const detail = await api.get(`/api/sessions/${session.id}`, { token: who.accessToken });
    expect(detail.body.messages.at(-1).content).toBe(ended.body.closingMessage.content);
    expect(detail.body.session.endedAt).not.toBeNull();
  });

  it('drops a visit of another kind with no exchange when a session starts, and keeps one with words', async () => {
    const who = await user();
    const token = who.accessToken;
    const voice = await api.post('/api/sessions', {
      token,
      body: { type: 'voice', tone: 'normal', language: 'ko', voiceId: 'hype-friend' },
    });
    expect(voice.status).toBe(201);
    const text = await start(who);
    expect(await sql(`SELECT 1 FROM sessions.chat_sessions WHERE id = $1`, [voice.body.session.id])).toEqual(
      [],
    );
    await sendJson(who, text.session.id, 'work has been a lot lately');
    const again = await api.post('/api/sessions', {
      token,
      body: { type: 'voice', tone: 'normal', language: 'ko', voiceId: 'hype-friend' },
    });
    expect(again.status).toBe(201);
    // Read in the database: a Free person's history shows only the latest session.
    const open = await sql(`SELECT id FROM sessions.chat_sessions WHERE user_id = $1 AND ended_at IS NULL`, [
      who.userId,
    ]);
    expect(open.map((row: { id: string }) => row.id).sort()).toEqual(
      [text.session.id, again.body.session.id].sort(),
    );
  });

  it('keeps only the title, date, duration and mood tags when the person keeps no transcripts', async () => {
    const who = await user();
    const saved = await api.call('PATCH', '/api/me/preferences', {
      token: who.accessToken,
      body: { dataRetentionConsent: false },
    });
    expect(saved.status).toBe(200);
    const { session } = await start(who);
    await sendJson(who, session.id, 'I feel so lonely since I moved');
    const ended = await api.post(`/api/sessions/${session.id}/end`, { token: who.accessToken });
    expect(ended.body).toMatchObject({ summary: null, moodTags: ['lonely'] });
    expect(await sql(`SELECT 1 FROM sessions.chat_messages WHERE session_id = $1`, [session.id])).toEqual([]);
    const [card] = (await api.get('/api/sessions', { token: who.accessToken })).body;
    expect(card).toMatchObject({ id: session.id, preview: '', messageCount: 3 });
  });

  it('remembers an ended session as a line the person can see, edit, erase and switch off', async () => {
    const who = await user();
    const token = who.accessToken;
    const { session } = await start(who);
    await sendJson(who, session.id, 'my exams are coming and I feel anxious');
    await api.post(`/api/sessions/${session.id}/end`, { token });
    const memory = await api.get('/api/memory', { token });
    expect(memory.body).toMatchObject({ enabled: true, limit: 20 });
    expect(memory.body.items).toEqual([
      expect.objectContaining({
        content: 'Talked about your exams; felt anxious',
        sessionId: session.id,
        sessionTitle: 'Talking about your exams',
      }),
    ]);
    const id = memory.body.items[0].id;
    const edited = await api.call('PATCH', `/api/memory/${id}`, {
      token,
      body: { content: 'Finals in December' },
    });
    expect(edited.body.items[0].content).toBe('Finals in December');
    expect((await api.call('PATCH', `/api/memory/${id}`, { token, body: { content: '  ' } })).status).toBe(
      400,
    );
    expect((await api.call('DELETE', `/api/memory/${id}`, { token })).body.items).toEqual([]);

    expect(
      (await api.call('PATCH', '/api/memory/settings', { token, body: { enabled: false } })).body.enabled,
    ).toBe(false);
    const { session: second } = await start(who);
    await sendJson(who, second.id, 'work is stressful');
    await api.post(`/api/sessions/${second.id}/end`, { token });
    expect((await api.get('/api/memory', { token })).body.items).toEqual([]);
  });

  it('says so when memory is full instead of dropping the session silently', async () => {
    const who = await user();
    const token = who.accessToken;
    await sql(
      `INSERT INTO sessions.memories (user_id, content_enc) SELECT $1, 'v1.x.y.z' FROM generate_series(1, 20)`,
      [who.userId],
    );
    const { session } = await start(who);
    await sendJson(who, session.id, 'I feel lonely');
    const ended = await api.post(`/api/sessions/${session.id}/end`, { token });
    expect(ended.body.memoryFull).toBe(true);
    expect(await sql(`SELECT 1 FROM sessions.memories WHERE user_id = $1`, [who.userId])).toHaveLength(20);
    await sql(`DELETE FROM sessions.memories WHERE user_id = $1`, [who.userId]);
  });

  it('lists history cards newest first with preview and tags, searches them, and shows the transcript', async () => {
    const who = await user();
    await onPlan(who, 'plus');
    const first = await start(who);
    await sendJson(who, first.session.id, 'my sister and I had a fight, I am so angry');
    await api.post(`/api/sessions/${first.session.id}/end`, { token: who.accessToken });
    const second = await start(who, 'ko');
    await sendJson(who, second.session.id, '요즘 너무 외로워');
    const list = await api.get('/api/sessions?type=text', { token: who.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([second.session.id, first.session.id]);
    expect(list.body[0]).toMatchObject({ endedAt: null, preview: '요즘 너무 외로워', messageCount: 3 });
    expect(list.body[1].moodTags).toContain('angry');
    const found = await api.get(`/api/sessions?q=${encodeURIComponent('sister')}`, {
      token: who.accessToken,
    });
    expect(found.body.map((c: { id: string }) => c.id)).toEqual([first.session.id]);
    expect((await api.get('/api/sessions?type=voice', { token: who.accessToken })).body).toEqual([]);
    const detail = await api.get(`/api/sessions/${first.session.id}`, { token: who.accessToken });
    expect(detail.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('shows Free the latest session as the preview, 403 plan_required for the rest; the export keeps everything', async () => {
    const who = await user();
    const first = await start(who);
    await sendJson(who, first.session.id, 'my sister and I had a fight, I am so angry');
    await api.post(`/api/sessions/${first.session.id}/end`, { token: who.accessToken });
    const second = await start(who);
    await sendJson(who, second.session.id, 'I slept badly again');
    const token = who.accessToken;
    const list = await api.get('/api/sessions', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([second.session.id]);
    expect(list.body[0].preview).toBe('I slept badly again');
    // Filters and search look at the preview only: the older session is not found through them.
    expect((await api.get(`/api/sessions?q=sister`, { token })).body).toEqual([]);
    expect((await api.get(`/api/sessions?type=voice`, { token })).body).toEqual([]);
    const latest = await api.get(`/api/sessions/${second.session.id}`, { token });
    expect(latest.status).toBe(200);
    expect(latest.body.messages).toHaveLength(3);
    const older = await api.get(`/api/sessions/${first.session.id}`, { token });
    expectError(older, 403, 'plan_required');
    expect(older.body.message).toMatch(/Plus/);
    const cursor = encodeURIComponent(list.body[0].startedAt);
    expectError(await api.get(`/api/sessions?cursor=${cursor}`, { token }), 403, 'plan_required');
    // Somebody else's session is still simply not found.
    expectError(
      await api.get(`/api/sessions/${first.session.id}`, { token: (await user()).accessToken }),
      404,
      'not_found',
    );
    // Everything the person wrote is in their export.
    const exported = await api.get('/api/me/export', { token });
    const words = exported.body.sessions.sessions.flatMap((s: { messages: { content: string }[] }) =>
      s.messages.map((m) => m.content),
    );
    expect(words).toEqual(
      expect.arrayContaining(['my sister and I had a fight, I am so angry', 'I slept badly again']),
    );
    // Plus opens the whole history.
    await onPlan(who, 'plus');
    expect((await api.get(`/api/sessions/${first.session.id}`, { token })).status).toBe(200);
    expect((await api.get('/api/sessions', { token })).body).toHaveLength(2);
  });

  it("keeps each person's sessions to themselves: another user gets 404 for every operation", async () => {
    const owner = await user();
    const other = await user();
    const { session } = await start(owner);
    await sendJson(owner, session.id, 'private words');
    const token = other.accessToken;
    expectError(await api.get(`/api/sessions/${session.id}`, { token }), 404, 'not_found');
    expectError(await sendJson(other, session.id, 'hi'), 404, 'not_found');
    expectError(await api.post(`/api/sessions/${session.id}/end`, { token }), 404, 'not_found');
    expect((await api.get('/api/sessions', { token })).body).toEqual([]);
  });

  it('answers 204 for speech when the server voice fails (the browser speaks), and 404 for STT when none is configured', async () => {
    const who = await user();
    speech.speechFails = true;
    const spoken = await api.post('/api/tts', {
      token: who.accessToken,
      body: { text: 'hello there', voiceId: 'late-night-safe-space' },
    });
    speech.speechFails = false;
    expect(spoken.status).toBe(204);
    expect(
      (await api.post('/api/tts', { token: who.accessToken, body: { text: 'hi', voiceId: 'someone' } }))
        .status,
    ).toBe(400);
    const stt = await fetch(`${stack.gateway.url}/api/stt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'audio/webm' },
      body: Buffer.alloc(100, 1),
    });
    expect(stt.status).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const who = await user();
    const { session } = await start(who);
    for (const body of [
      {},
      { content: '   ' },
      { content: 'x'.repeat(2001) },
      { content: 7 },
      { content: 'hi', extra: 1 },
    ]) {
      const res = await api.post(`/api/sessions/${session.id}/messages`, {
        token: who.accessToken,
        body,
        headers: { accept: 'application/json' },
      });
      expect(res.status).toBe(400);
    }
    expect(
      await sql(`SELECT 1 FROM sessions.chat_messages WHERE session_id = $1 AND role = 'user'`, [session.id]),
    ).toEqual([]);
    for (const body of [
      { type: 'text', tone: 'loud', language: 'en' },
      { type: 'video', tone: 'normal', language: 'en' },
      { type: 'text', tone: 'normal', language: 'fr' },
    ]) {
      expect((await api.post('/api/sessions', { token: who.accessToken, body })).status).toBe(400);
    }
    expect((await api.get('/api/sessions?cursor=yesterday', { token: who.accessToken })).status).toBe(400);
  });

  it('exports sessions decrypted for their owner, resets history, and forgets everything with the account', async () => {
    const who = await user();
    const { session } = await start(who);
    await sendJson(who, session.id, 'my cat knocked my coffee over again this morning');
    const exported = await api.get('/api/me/export', { token: who.accessToken });
    expect(exported.status).toBe(200);
    const words = exported.body.sessions.sessions[0].messages.map((m: { content: string }) => m.content);
    expect(words).toContain('my cat knocked my coffee over again this morning');
    expect(exported.body.sessions.sessions[0].safety).toEqual({ distressSeen: false, askedConcern: false });

    expect((await api.post('/api/me/chat-history/reset', { token: who.accessToken })).status).toBe(204);
    expect((await api.get('/api/sessions', { token: who.accessToken })).body).toEqual([]);

    const { session: again } = await start(who);
    await sendJson(who, again.id, 'more words');
    expect((await sendJson(who, again.id, 'I want to kill myself')).body.crisis).toBeDefined();
    const referrals = async () =>
      (await sql(`SELECT coalesce(sum(referrals), 0)::int AS n FROM sessions.safety_referrals_daily`))[0].n;
    const counted = await referrals();
    expect(await sql(`SELECT 1 FROM sessions.data_keys WHERE user_id = $1`, [who.userId])).toHaveLength(1);
    expect((await api.deleteAccount(who)).status).toBe(202);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM sessions.data_keys WHERE user_id = $1`, [who.userId])).length === 0 &&
        (await sql(`SELECT 1 FROM sessions.chat_messages WHERE user_id = $1`, [who.userId])).length === 0,
      10_000,
    );
    expect(await sql(`SELECT 1 FROM sessions.chat_sessions WHERE user_id = $1`, [who.userId])).toEqual([]);
    // The daily count of referrals has no user id and no words: it stays for the yearly report.
    expect(await referrals()).toBeGreaterThanOrEqual(counted);
  });

  it('speaks through an OpenAI-compatible speech model when ElevenLabs is not configured', async () => {
    const who = await user();
    const res = await api.post('/api/tts', {
      token: who.accessToken,
      body: { text: '그 마음 충분히 이해해요.', voiceId: 'hype-friend' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.text.startsWith('ID3')).toBe(true);
    expect(speech.speeches.at(-1)).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      input: '그 마음 충분히 이해해요.',
      response_format: 'mp3',
    });
  });
});
