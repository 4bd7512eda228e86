import { ApiClient, signUpOnFreePlan, TestStack, waitFor } from '@maeum/testing';

// A person uses every place that takes their words, then
// every row of every schema is searched for the words they typed: none is there in plain text.
// The export still gives every word back, and the deletion shreds each service's key.
describe('what a person wrote, sealed at rest everywhere', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions', 'journal', 'worker'],
      envFor: { sessions: { AI_OFFLINE_PACE_MS: '0' } },
    });
  });

  afterAll(() => stack?.stop());

  // Words no template, vocabulary or default holds: any copy of one in a row came from the person.
  const WORDS = {
    situation: 'zorblinth',
    calming: 'quenmarrow',
    overwhelming: 'vextrudel',
    notes: 'plimsovar',
    goals: 'crandelwick',
    challenges: 'thrumbolt',
    entryTitle: 'yarnisque',
    entryText: 'mebbleford',
    tag: 'glorptastic',
    importedTag: 'snarfwhistle',
    importedText: 'brindlemoot',
    boosterChoice: 'wuzzlecrest',
    reflection: 'fennigrove',
    said: 'klaxipond',
  };

  /** Every row of every table of every schema the services own, as text, in lower case. */
  async function everyRow(): Promise<string> {
    const tables: { schema: string; name: string }[] = await sql(
      `SELECT table_schema AS "schema", table_name AS "name" FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((t) => t.schema)).toEqual(
      expect.arrayContaining(['auth', 'billing', 'sessions', 'journal']),
    );
    const dumps = await Promise.all(
      tables.map(async ({ schema, name }) => {
        const rows: { row: string }[] = await sql(`SELECT t::text AS "row" FROM "${schema}"."${name}" t`);
        return rows.map((r) => `${schema}.${name}: ${r.row}`).join('\n');
      }),
    );
    return dumps.join('\n').toLowerCase();
  }

  it('keeps none of the words typed in any row, gives them all back in the export, and shreds every key on deletion', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const token = who.accessToken;
    await sql(
      `UPDATE billing.user_subscriptions SET plan_id = 'plus', status = 'active', current_period_start = now(),
              ends_at = now() + interval '30 days' WHERE user_id = $1`,
      [who.userId],
    );

    const onboarded = await api.post('/api/me/onboarding', {
      token,
      body: {
        tone: 'normal',
        context: {
          currentSituation: `Stuck on ${WORDS.situation}`,
          calmingFactors: WORDS.calming,
          overwhelmingFactors: `Too much ${WORDS.overwhelming}`,
          additionalNotes: WORDS.notes,
        },
      },
    });
    expect(onboarded.status).toBe(200);
    const context = await api.call('PUT', '/api/me/context', {
      token,
      body: { goals: `More ${WORDS.goals}`, challenges: WORDS.challenges },
    });
    expect(context.status).toBe(200);

    const entry = await api.post('/api/journal/entries', {
      token,
      body: {
        title: `About ${WORDS.entryTitle}`,
        content: `Today I felt anxious about ${WORDS.entryText} and could not sleep.`,
        tags: [WORDS.tag],
      },
    });
    expect(entry.status).toBe(201);
    const imported = await api.post('/api/journal/import', {
      token,
      body: {
        entries: [
          {
            createdAt: '2026-03-02T09:30:00.000Z',
            content: `A calm morning with ${WORDS.importedText}.`,
            tags: [WORDS.importedTag],
          },
        ],
      },
    });
    expect(imported.body).toEqual({ imported: 1, skipped: 0 });
    await waitFor(
      async () => (await api.get(`/api/journal/entries/${entry.body.id}/analysis`, { token })).status === 200,
      15_000,
    );

    const booster = await api.post('/api/mood-boosters/feeling-wheels/events', {
      token,
      body: {
        type: 'session_completed',
        payload: { primary: 'sad', secondary: WORDS.boosterChoice, intensity: 3 },
        journal: `I noticed ${WORDS.reflection} again.`,
      },
    });
    expect(booster.status).toBe(204);

    const started = await api.post('/api/sessions', {
      token,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    expect(started.status).toBe(201);
    const id = started.body.session.id as string;
    const said = await api.post(`/api/sessions/${id}/messages`, {
      token,
      body: { content: `I am exhausted and stressed about ${WORDS.said} at work` },
      headers: { accept: 'application/json' },
    });
    expect(said.status).toBe(200);
    expect((await api.post(`/api/sessions/${id}/end`, { token })).status).toBe(200);

    // The words are read back wherever they are shown.
    expect(
      (await api.get(`/api/journal/entries?tag=${WORDS.tag.toUpperCase()}`, { token })).body,
    ).toHaveLength(1);
    expect((await api.get(`/api/sessions?q=${WORDS.said}`, { token })).body).toHaveLength(1);

    const rows = await everyRow();
    // The dump does hold this person's rows (their id, a booster event's plain type).
    expect(rows).toContain(who.userId);
    expect(rows).toContain('session_completed');
    const found = Object.values(WORDS).filter((word) => rows.includes(word));
    expect(found).toEqual([]);

    const exported = await api.get('/api/me/export', { token });
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    for (const word of Object.values(WORDS)) expect(text).toContain(word);

    expect((await api.deleteAccount(who)).status).toBe(202);
    await waitFor(async () => {
      const keys = await sql(
        `SELECT 'auth' FROM auth.data_keys WHERE user_id = $1
         UNION ALL SELECT 'journal' FROM journal.data_keys WHERE user_id = $1
         UNION ALL SELECT 'sessions' FROM sessions.data_keys WHERE user_id = $1`,
        [who.userId],
      );
      return keys.length === 0;
    }, 15_000);
  });
});
