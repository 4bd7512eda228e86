import { RpcPattern } from '@maeum/contracts';
import { MessagingNames, RpcClient } from '@maeum/messaging';
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
import { connect, NatsConnection } from 'nats';

/**
 * The journal through the gateway, analysing entries from its own real queue (role all): entries
 * sealed in the database, analyses offline (this stack) and by an OpenAI-compatible model (the
 * second stack), the prompt, search by feeling, insights, the weekly recap, export and deletion.
 */
describe('the journal', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  let rpc: RpcClient;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    rpc = new RpcClient(nc, new MessagingNames(stack.env.MESSAGING_NAMESPACE!), 10_000);
  });

  afterAll(async () => {
    await nc?.close();
    await stack?.stop();
  });

  const write = (who: SignedUpUser, body: unknown) =>
    api.post('/api/journal/entries', { token: who.accessToken, body });
  const analysed = async (who: SignedUpUser, id: string) => {
    let res!: ApiResponse;
    await waitFor(async () => {
      res = await api.get(`/api/journal/entries/${id}/analysis`, { token: who.accessToken });
      return res.status === 200;
    }, 15_000);
    return res.body;
  };

  it('saves an entry as the spec says, sealed in the database, and its job analyses it', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const res = await write(who, {
      title: '  A long day  ',
      content: 'I was so anxious before the meeting. Afterwards I went for a walk and felt calmer.',
      tags: ' work, , meetings ,work',
      mood: 'anxious',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'A long day',
      tags: ['work', 'meetings'],
      mood: 'anxious',
      isPrivate: true,
      analysis: null,
    });
    const pending = await api.get(`/api/journal/entries/${res.body.id}/analysis`, { token: who.accessToken });
    expect([200, 202]).toContain(pending.status);
    const analysis = await analysed(who, res.body.id);
    expect(analysis.emotionTags[0]).toBe('anxiety');
    expect(analysis.greenFlags.join(' ')).toMatch(/moved your body/);
    expect(analysis.reframingSuggestion).toEqual(expect.any(String));

    const [row] = await sql(`SELECT * FROM "journal"."journal_entries" WHERE "id" = $1`, [res.body.id]);
    expect(row.content_enc).toMatch(/^v1\./);
    expect(row.title_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/anxious before|A long day/);
    const [analysisRow] = await sql(
      `SELECT * FROM "journal"."journal_entry_analysis" WHERE "entry_id" = $1`,
      [res.body.id],
    );
    expect(analysisRow).toMatchObject({ written_by: 'offline', mood_tag: 'anxious' });
    expect(analysisRow.details_enc).not.toMatch(/moved your body/);

    const untitled = await write(who, {
      title: '   ',
      content: '오늘은 너무 외로웠어요. 그래도 친구에게 전화했어요.',
      isPrivate: false,
    });
    expect(untitled.body).toMatchObject({ title: null, mood: null, tags: [], isPrivate: false });
    expect((await analysed(who, untitled.body.id)).emotionTags[0]).toBe('loneliness');
  });

  it('refuses bad input with the spec’s message and saves nothing', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const empty = await write(who, { content: '   ' });
    expectError(empty, 400, 'validation_failed');
    expect(empty.body.message).toContain('Please write something before saving.');
    expectError(await write(who, { content: 'hi', mood: 'elated' }), 400, 'validation_failed');
    expectError(await write(who, { content: 'hi', tags: [1, 2] }), 400, 'validation_failed');
    expectError(await write(who, { content: 'x'.repeat(20_001) }), 400, 'validation_failed');
    expectError(
      await api.get('/api/journal/search?q=%20', { token: who.accessToken }),
      400,
      'validation_failed',
    );
    expectError(
      await api.get('/api/journal/search?q=sad&time=decade', { token: who.accessToken }),
      400,
      'validation_failed',
    );
    expect((await api.get('/api/journal/entries', { token: who.accessToken })).body).toEqual([]);
    expect((await api.post('/api/journal/entries', { body: { content: 'hi' } })).status).toBe(401);
  });

  it('lists, filters, searches by feeling, counts insights, and deletes with the analysis', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const sad = await write(who, { content: 'I felt really sad and lonely today.', tags: 'family' });
    const happy = await write(who, {
      content: 'Such a happy, grateful morning with my sister.',
      mood: 'happy',
    });
    // Read while the analyses may still be pending: the list must not keep the entries without them.
    await api.get('/api/journal/entries', { token: who.accessToken });
    await analysed(who, sad.body.id);
    await analysed(who, happy.body.id);
    // Two writers' first pages asked at once share one query; each gets only their own.
    const other = await signUpOnFreePlan(api, stack);
    const theirs = await write(other, { content: 'Someone else’s day.' });
    const [all, others] = await Promise.all([
      api.get('/api/journal/entries', { token: who.accessToken }),
      api.get('/api/journal/entries', { token: other.accessToken }),
    ]);
    expect(all.body.map((e: { id: string }) => e.id)).toEqual([happy.body.id, sad.body.id]);
    expect(others.body.map((e: { id: string }) => e.id)).toEqual([theirs.body.id]);
    expect(all.body[1].analysis.emotionTags).toEqual(expect.arrayContaining(['sadness', 'loneliness']));
    const byTag = await api.get('/api/journal/entries?tag=family', { token: who.accessToken });
    expect(byTag.body.map((e: { id: string }) => e.id)).toEqual([sad.body.id]);
    const byMood = await api.get('/api/journal/entries?mood=happy,calm', { token: who.accessToken });
    expect(byMood.body.map((e: { id: string }) => e.id)).toEqual([happy.body.id]);

    const search = async (q: string, time?: string) =>
      (
        await api.get(`/api/journal/search?q=${encodeURIComponent(q)}${time ? `&time=${time}` : ''}`, {
          token: who.accessToken,
        })
      ).body;
    expect((await search('lonely')).entries.map((e: { id: string }) => e.id)).toEqual([sad.body.id]);
    expect((await search('외로움')).total).toBe(1);
    expect((await search('sister', 'week')).total).toBe(1);
    expect(await search('furious', 'all')).toEqual({ entries: [], total: 0 });

    // The modal form stores an emoji; filters, search and insights read it by its meaning.
    const calm = await write(who, { content: 'A quiet walk by the river.', mood: '😌', isPrivate: false });
    expect(calm.status).toBe(201);
    expect(calm.body).toMatchObject({ mood: '😌', isPrivate: false });
    await analysed(who, calm.body.id);
    const calmByMood = await api.get('/api/journal/entries?mood=calm', { token: who.accessToken });
    expect(calmByMood.body.map((e: { id: string }) => e.id)).toEqual([calm.body.id]);
    expect((await search('calm')).entries.map((e: { id: string }) => e.id)).toContain(calm.body.id);
    expectError(await write(who, { content: 'x', mood: '🦄' }), 400, 'validation_failed');
    await api.call('DELETE', `/api/journal/entries/${calm.body.id}`, { token: who.accessToken });

    const insights = (await api.get('/api/journal/insights', { token: who.accessToken })).body;
    expect(insights).toMatchObject({ streakDays: 1, totalEntries: 2 });
    expect(insights.moodByDay).toHaveLength(1);
    expect(insights.popularTags.map((t: { tag: string }) => t.tag)).toContain('family');

    expect(
      (await api.call('DELETE', `/api/journal/entries/${sad.body.id}`, { token: who.accessToken })).status,
    ).toBe(204);
    expect(
      await sql(`SELECT 1 FROM "journal"."journal_entry_analysis" WHERE "entry_id" = $1`, [sad.body.id]),
    ).toHaveLength(0);
    expectError(
      await api.get(`/api/journal/entries/${sad.body.id}`, { token: who.accessToken }),
      404,
      'not_found',
    );
  });

  it('imports entries with their dates, sealed and analysed, and adds nothing twice', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const entries = [
      {
        createdAt: '2026-03-02T09:30:00.250Z',
        title: 'Spring',
        content: 'I felt hopeful today.',
        mood: 'happy',
        tags: ['spring'],
        isPrivate: false,
      },
      {
        createdAt: '2026-03-01T22:00:00.000Z',
        title: null,
        content: '오늘은 조금 외로웠어요.',
        mood: null,
        tags: [],
        isPrivate: true,
      },
    ];
    const imported = await api.post('/api/journal/import', { token: who.accessToken, body: { entries } });
    expect(imported.body).toEqual({ imported: 2, skipped: 0 });
    const again = await api.post('/api/journal/import', { token: who.accessToken, body: { entries } });
    expect(again.body).toEqual({ imported: 0, skipped: 2 });
    const listed = (await api.get('/api/journal/entries', { token: who.accessToken })).body;
    expect(
      listed.map((e: Record<string, unknown>) => ({
        createdAt: e.createdAt,
        title: e.title,
        content: e.content,
        mood: e.mood,
        tags: e.tags,
        isPrivate: e.isPrivate,
      })),
    ).toEqual(entries);
    await analysed(who, listed[1].id);
    const rows = await sql(`SELECT "content_enc" FROM "journal"."journal_entries" WHERE "user_id" = $1`, [
      who.userId,
    ]);
    expect(rows.every((r) => r.content_enc.startsWith('v1.'))).toBe(true);
    expectError(
      await api.post('/api/journal/import', { token: who.accessToken, body: { entries: [] } }),
      400,
      'validation_failed',
    );
    expectError(
      await api.post('/api/journal/import', {
        token: who.accessToken,
        body: { entries: [{ content: 'no date' }] },
      }),
      400,
      'validation_failed',
    );
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    const future = await api.post('/api/journal/import', {
      token: who.accessToken,
      body: { entries: [{ content: 'a day ahead', createdAt: ahead }] },
    });
    expectError(future, 400, 'validation_failed');
    expect(future.text).toContain('createdAt cannot be in the future');
    expect(
      await sql(`SELECT 1 FROM "journal"."journal_entries" WHERE "user_id" = $1`, [who.userId]),
    ).toHaveLength(entries.length);
  });

  it('keeps one prompt a day, a different one on regenerate, in the writer’s language', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const first = (await api.get('/api/journal/prompt', { token: who.accessToken })).body;
    expect(first.prompt).toEqual(expect.any(String));
    expect(first.yesterday).toBeNull();
    expect((await api.get('/api/journal/prompt', { token: who.accessToken })).body.prompt).toBe(first.prompt);
    const next = (await api.get('/api/journal/prompt?regenerate=1', { token: who.accessToken })).body;
    expect(next.prompt).not.toBe(first.prompt);
    expect((await api.get('/api/journal/prompt', { token: who.accessToken })).body.prompt).toBe(next.prompt);
    await api.call('PATCH', '/api/me/preferences', { token: who.accessToken, body: { language: 'ko' } });
    // The page asks in its own language, which a switch changes at once…
    const shown = (await api.get('/api/journal/prompt?language=ko', { token: who.accessToken })).body;
    expect(shown.prompt).toMatch(/[가-힣]/);
    expect((await api.get('/api/journal/prompt?language=xx', { token: who.accessToken })).status).toBe(400);
    // …and without it the account's language holds once the journal has auth's event.
    await waitFor(
      async () =>
        (await api.get('/api/journal/prompt', { token: who.accessToken })).body.prompt === shown.prompt,
      5_000,
    );
    const ko = (await api.get('/api/journal/prompt?regenerate=1', { token: who.accessToken })).body;
    expect(ko.prompt).toMatch(/[가-힣]/);
    expect(ko.prompt).not.toBe(shown.prompt);
  });

  it('keeps the writer’s time zone and language from auth’s events, without asking auth at every entry', async () => {
    // Calls auth has answered for the writer's preferences, read from its metrics.
    const preferenceReads = async () => {
      const text = await (await fetch(`${stack.app('auth').url}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('maeum_rpc_handle_duration_seconds_count{'))
        .filter((line) => line.includes('pattern="auth.me.get-preferences"'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    };
    const who = await signUpOnFreePlan(api, stack);
    expect((await write(who, { content: 'First words, before any change.' })).status).toBe(201);
    const patched = await api.call('PATCH', '/api/me/preferences', {
      token: who.accessToken,
      body: { timezone: 'Pacific/Kiritimati' },
    });
    expect(patched.status).toBe(200);
    await api.call('PATCH', '/api/me/preferences', { token: who.accessToken, body: { language: 'ko' } });
    await waitFor(async () => {
      const [row] = await sql(`SELECT * FROM "journal"."writers" WHERE "user_id" = $1`, [who.userId]);
      return row?.timezone === 'Pacific/Kiritimati' && row.language === 'ko' && row.revision >= 2;
    }, 10_000);

    const before = await preferenceReads();
    expect((await write(who, { content: 'Second words, after the change.' })).status).toBe(201);
    const prompt = (await api.get('/api/journal/prompt', { token: who.accessToken })).body;
    expect(prompt.prompt).toMatch(/[가-힣]/);
    // Kiritimati is UTC+14: its "today" is tomorrow for most of the UTC day.
    expect(prompt.date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()),
    );
    expect(await preferenceReads()).toBe(before);
  });

  it('writes the weekly recap on the writer’s Monday, once, and exports and deletes everything', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const entry = await write(who, { content: 'A stressful week at work, but a calm Sunday.' });
    await analysed(who, entry.body.id);
    const none = await api.get('/api/journal/weekly-summary', { token: who.accessToken });
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: null });
    // Move the entry into last week and stand on the next Monday morning in Seoul.
    const created = new Date(entry.body.createdAt);
    const daysSinceMonday = (created.getUTCDay() + 6) % 7;
    const lastWeekMonday = new Date(
      Date.UTC(
        created.getUTCFullYear(),
        created.getUTCMonth(),
        created.getUTCDate() - daysSinceMonday - 7,
        3,
      ),
    );
    await sql(`UPDATE "journal"."journal_entries" SET "created_at" = $2 WHERE "id" = $1`, [
      entry.body.id,
      lastWeekMonday,
    ]);
    const monday = new Date(lastWeekMonday.getTime() + 7 * 86_400_000).toISOString();
    const run = () => rpc.request(RpcPattern.journalWeeklyRun, { now: monday });
    expect((await run()).written).toBeGreaterThanOrEqual(1);
    expect((await run()).written).toBe(0);
    const recap = (await api.get('/api/journal/weekly-summary', { token: who.accessToken })).body;
    expect(recap.summary).toMatch(/^You wrote one entry this week\./);
    expect(recap.weekStart).toBe(lastWeekMonday.toISOString().slice(0, 10));

    const exported = (await api.get('/api/me/export', { token: who.accessToken })).body;
    expect(exported.journal.entries[0]).toMatchObject({
      content: 'A stressful week at work, but a calm Sunday.',
    });
    expect(exported.journal.entries[0].analysis.emotionTags).toEqual(expect.arrayContaining(['stress']));
    expect(exported.journal.weeklySummaries).toHaveLength(1);

    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM "journal"."data_keys" WHERE "user_id" = $1`, [who.userId])).length === 0,
      15_000,
    );
    expect(
      await sql(`SELECT 1 FROM "journal"."journal_entries" WHERE "user_id" = $1`, [who.userId]),
    ).toHaveLength(0);
    expect(
      await sql(`SELECT 1 FROM "journal"."weekly_summaries" WHERE "user_id" = $1`, [who.userId]),
    ).toHaveLength(0);
  });
});

describe('the journal with an OpenAI-compatible model', () => {
  let stack: TestStack;
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    await model.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'journal'],
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

  const analysisOf = async (who: SignedUpUser, content: string) => {
    const entry = await api.post('/api/journal/entries', { token: who.accessToken, body: { content } });
    let body: Record<string, unknown> = {};
    await waitFor(async () => {
      const res = await api.get(`/api/journal/entries/${entry.body.id}/analysis`, { token: who.accessToken });
      body = res.body;
      return res.status === 200;
    }, 15_000);
    return body;
  };

  it('keeps the model’s analysis when it is one, and the offline one when it is not', async () => {
    const who = await signUpOnFreePlan(api, stack);
    model.reply = JSON.stringify({
      mood_tag: 'calm',
      emotion_tags: ['calm', 'gratitude', 'not-an-emotion'],
      green_flags: ['You made time to rest.'],
      red_flags: [],
      reframing_suggestion: 'Keep a note of what helped.',
      tone_summary: 'Settled and thankful.',
    });
    const fromModel = await analysisOf(who, 'A quiet evening. I am thankful for the rest.');
    expect(fromModel).toMatchObject({
      moodTag: 'calm',
      emotionTags: ['calm', 'gratitude'],
      toneSummary: 'Settled and thankful.',
    });
    const sent = model.received.at(-1)!;
    expect(sent.messages[0]!.content).toMatch(/one JSON object/);
    expect(sent.messages[1]!.content).toContain('A quiet evening');

    model.reply = 'I think you are feeling fine.';
    expect((await analysisOf(who, 'I was so worried about the exam.')).emotionTags).toEqual(['anxiety']);
    model.behaviour = 'fail';
    expect((await analysisOf(who, 'I am angry at my roommate.')).emotionTags).toEqual(['anger']);
    model.behaviour = 'ok';
    const before = model.received.length;
    expect(((await analysisOf(who, 'I want to kill myself.')).redFlags as string[])[0]).toMatch(/109/);
    expect(model.received.length).toBe(before);
  });
});
