import { MOOD_BOOSTER_SLUGS } from '@maeum/contracts';
import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  OpenAiCompatibleServer,
  putOnPlan,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';

/**
 * Mood boosters through the gateway: the public catalogue, the plan gate and its 24-hour preview
 * on the server, interactions stored and bounded (the reflection sealed), the emoji echo by an
 * OpenAI-compatible model and by its fallback, the export and deletion.
 */
describe('mood boosters', () => {
  let stack: TestStack;
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);
  const subscribe = (userId: string, planId: string) => putOnPlan(stack, userId, planId);
  const activate = (who: SignedUpUser, slug: string) =>
    api.post(`/api/mood-boosters/${slug}/activate`, { token: who.accessToken });
  const event = (who: SignedUpUser, slug: string, body: unknown) =>
    api.post(`/api/mood-boosters/${slug}/events`, { token: who.accessToken, body });

  beforeAll(async () => {
    await model.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions', 'journal'],
      envFor: {
        journal: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: model.url,
          AI_API_KEY: 'sk-loopback',
          AI_MODEL: 'loopback-1',
          AI_REPLY_TIMEOUT_MS: '2000',
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await model.stop();
  });

  it('lists the 19 boosters to anyone, in created order', async () => {
    const res = await api.get('/api/mood-boosters');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { slug: string }) => b.slug)).toEqual([...MOOD_BOOSTER_SLUGS]);
    expect(res.body[7]).toMatchObject({
      slug: 'mindful-breathing',
      type: 'mindful',
      emojiIcon: expect.any(String),
    });
  });

  it('keeps a visitor out, and a Free plan out until its preview, which opens the first 3 for 24 hours', async () => {
    expectError(await api.post('/api/mood-boosters/orbit/activate'), 401, 'unauthorized');
    const who = await signUpOnFreePlan(api, stack);
    expectError(await activate(who, 'emoji-echo'), 403, 'booster_locked');

    expect((await api.post('/api/features/mood-boosters/preview', { token: who.accessToken })).status).toBe(
      200,
    );
    const opened = await activate(who, 'spiral-stopper');
    expect(opened.status).toBe(200);
    expect(new Date(opened.body.previewUntil).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect((await activate(who, 'tiny-rants')).status).toBe(200);
    expectError(await activate(who, 'not-doing-list'), 403, 'booster_locked');
    expectError(await event(who, 'orbit', { type: 'item_added' }), 403, 'booster_locked');

    // A day later (the clock moved by the record) the preview has closed, and another may start.
    await sql(
      `UPDATE billing.feature_previews SET viewed_at = viewed_at - interval '24 hours 1 second' WHERE user_id = $1`,
      [who.userId],
    );
    expectError(await activate(who, 'emoji-echo'), 403, 'booster_locked');
    const gate = await api.get('/api/features/mood-boosters', { token: who.accessToken });
    expect(gate.body).toMatchObject({ allowed: false, canPreview: true, preview: null });
  });

  it('opens all 19 on Plus, and answers an unknown booster as coming soon', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await subscribe(who.userId, 'plus');
    for (const slug of MOOD_BOOSTER_SLUGS) {
      const res = await activate(who, slug);
      expect([slug, res.status, res.body.previewUntil]).toEqual([slug, 200, null]);
    }
    const unknown = await activate(who, 'time-machine');
    expectError(unknown, 404, 'not_found');
    expect(unknown.body.message).toBe('This mood booster is coming soon!');
    expectError(await activate(who, 'Not A Slug!'), 400, 'validation_failed');
    const logs = await sql(
      `SELECT interaction FROM journal.user_mood_booster_logs WHERE user_id = $1 ORDER BY id`,
      [who.userId],
    );
    expect(logs).toHaveLength(19);
    expect(logs[0].interaction).toEqual({ type: 'activated', timestamp: expect.any(String) });
    // Each activation and its event commit together (outbox), with no words in it.
    const events = await sql(
      `SELECT payload FROM journal.outbox WHERE subject = 'journal.booster.activated.v1' AND payload->>'userId' = $1`,
      [who.userId],
    );
    expect(events).toHaveLength(19);
    expect(events[0].payload).toEqual({
      userId: who.userId,
      slug: 'emoji-echo',
      preview: false,
      occurredAt: expect.any(String),
    });
  });

  it('stores events from a closed vocabulary with small payloads, and seals the payload and the reflection', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await subscribe(who.userId, 'plus');
    const reflection = 'I felt left out at lunch and it stung more than I expected.';
    const done = await event(who, 'feeling-wheels', {
      type: 'session_completed',
      payload: { primary: 'sad', secondary: 'lonely', intensity: 3 },
      journal: reflection,
    });
    expect(done.status).toBe(204);
    const [row] = await sql(
      `SELECT l.* FROM journal.user_mood_booster_logs l JOIN journal.mood_boosters b ON b.id = l.booster_id
        WHERE l.user_id = $1 AND b.slug = 'feeling-wheels'`,
      [who.userId],
    );
    expect(row.interaction).toEqual({ type: 'session_completed', timestamp: expect.any(String) });
    expect(row.payload_enc).toMatch(/^v1\./);
    expect(row.journal_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/left out|sad|lonely/);

    const refused = [
      { type: 'hacked' },
      { type: 'entry_saved', payload: { nested: { a: 1 } } },
      { type: 'entry_saved', payload: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i])) },
      { type: 'entry_saved', payload: { text: 'x'.repeat(201) } },
      { type: 'entry_saved', payload: ['a'] },
      { type: 'entry_saved', journal: 'x'.repeat(5001) },
      { type: 'entry_saved', extra: true },
    ];
    for (const body of refused)
      expectError(await event(who, 'quick-journaling', body), 400, 'validation_failed');
    const count = await sql(
      `SELECT count(*)::int AS n FROM journal.user_mood_booster_logs WHERE user_id = $1`,
      [who.userId],
    );
    expect(count[0].n).toBe(1);

    const exported = await api.get('/api/me/export', { token: who.accessToken });
    expect(exported.body.journal.moodBoosters.activity).toEqual([
      expect.objectContaining({
        booster: 'feeling-wheels',
        type: 'session_completed',
        payload: { primary: 'sad', secondary: 'lonely', intensity: 3 },
        journal: reflection,
      }),
    ]);
  });

  it('answers 10 echoes a minute per person, then a 429 that reaches no model and logs nothing', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await subscribe(who.userId, 'plus');
    model.behaviour = 'ok';
    model.reply = 'a little calm goes a long way.';
    const echo = () =>
      api.post('/api/mood-boosters/emoji-echo', {
        token: who.accessToken,
        body: { emoji: '😌', tone: 'millennial', language: 'en' },
      });
    for (let i = 0; i < 10; i++) expect((await echo()).status).toBe(200);
    const asked = model.received.length;
    const refused = await echo();
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(model.received).toHaveLength(asked);
    expect(await sql(`SELECT 1 FROM journal.emoji_echo_logs WHERE user_id = $1`, [who.userId])).toHaveLength(
      10,
    );
  });

  it('echoes an emoji through the model, or the tone’s fallback when the model fails', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await subscribe(who.userId, 'plus');
    model.behaviour = 'ok';
    model.reply = 'that tired feeling is so real. maybe a tiny nap or some water? you deserve a break.';
    const echo = await api.post('/api/mood-boosters/emoji-echo', {
      token: who.accessToken,
      body: { emoji: '😴', tone: 'genz', language: 'en' },
    });
    expect(echo.status).toBe(200);
    expect(echo.body).toEqual({ emoji: '😴', tone: 'genz', reflection: model.reply, fallback: false });
    expect(model.received.at(-1)?.messages[0].content).toMatch(/Gen Z/);

    model.behaviour = 'fail';
    const fallback = await api.post('/api/mood-boosters/emoji-echo', {
      token: who.accessToken,
      body: { emoji: '😰', tone: 'millennial', language: 'ko' },
    });
    model.behaviour = 'ok';
    expect(fallback.body).toMatchObject({ fallback: true, reflection: expect.stringContaining('불안') });

    expectError(
      await api.post('/api/mood-boosters/emoji-echo', {
        token: who.accessToken,
        body: { emoji: '🦄', tone: 'genz' },
      }),
      400,
      'validation_failed',
    );
    const rows = await sql(`SELECT * FROM journal.emoji_echo_logs WHERE user_id = $1 ORDER BY id`, [
      who.userId,
    ]);
    expect(rows.map((r) => [r.emoji, r.fallback])).toEqual([
      ['😴', false],
      ['😰', true],
    ]);
    expect(JSON.stringify(rows)).not.toContain('tired feeling');

    // Deleting the account takes the logs and shreds the key.
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM journal.data_keys WHERE user_id = $1`, [who.userId])).length === 0,
      15_000,
    );
    for (const table of ['user_mood_booster_logs', 'emoji_echo_logs'])
      expect(await sql(`SELECT 1 FROM journal.${table} WHERE user_id = $1`, [who.userId])).toHaveLength(0);
  });
});
