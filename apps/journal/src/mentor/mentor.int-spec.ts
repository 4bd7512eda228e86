import {
  ApiClient,
  dayIn,
  expectErrorEnvelope,
  putOnPlan,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';

const ZONE = 'Asia/Seoul';

// Issue 24, DECISIONS.md "Mentor support": Pro's weekly guided review of the last 7 days (sessions,
// journal moods and emotions, habits, the weakest first), with one small goal for the week.
describe('mentor support', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
  });

  afterAll(() => stack?.stop());

  it('is Pro only, reviews the week from the person’s own records and keeps the week’s goal', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const token = who.accessToken;
    await api.call('PATCH', '/api/me/preferences', { token, body: { timezone: ZONE } });

    const refused = await api.get('/api/mentor/review', { token });
    expectErrorEnvelope(refused.text, 403, `answer ${refused.status}`, 'plan_required');
    expect(refused.body.message).toBe(
      'Mentor support is a Pro feature. Upgrade to Pro for your weekly guided review.',
    );
    const refusedGoal = await api.call('PUT', '/api/mentor/goal', { token, body: { goal: 'water' } });
    expectErrorEnvelope(refusedGoal.text, 403, `answer ${refusedGoal.status}`, 'plan_required');

    await putOnPlan(stack, who.userId, 'pro');
    // Three days: water on all three, activity on two, the rest never; one night slept well.
    const days = [
      { waterGlasses: 7, physicalActivity: true, sleepQuality: 'good' },
      { waterGlasses: 6, physicalActivity: true },
      { waterGlasses: 8, breakfast: true, lunch: true, dinner: true },
    ];
    for (const [i, body] of days.entries()) {
      const res = await api.call('PUT', `/api/habits/${dayIn(ZONE, -i)}`, { token, body });
      expect(res.status).toBe(200);
    }
    // Not in the week: eight days ago.
    await api.call('PUT', `/api/habits/${dayIn(ZONE, -8)}`, { token, body: { mindfulness: true } });
    const written = await api.post('/api/journal/entries', {
      token,
      body: { title: 'A quiet day', content: 'I walked by the river and felt calm.', mood: 'calm' },
    });
    expect(written.status).toBeLessThan(300);

    let review!: Record<string, unknown>;
    await waitFor(async () => {
      const res = await api.get('/api/mentor/review', { token });
      review = res.body;
      return res.status === 200 && review.journalEntries === 1;
    }, 15_000);
    expect(review).toMatchObject({
      weekStart: dayIn(ZONE, -6),
      weekEnd: dayIn(ZONE),
      sessions: 0,
      averageRating: null,
      journalEntries: 1,
      habitDays: 3,
      habits: [
        { habit: 'mindfulness', days: 0 },
        { habit: 'social', days: 0 },
        { habit: 'sleep', days: 1 },
        { habit: 'meals', days: 1 },
        { habit: 'activity', days: 2 },
        { habit: 'water', days: 3 },
      ],
      suggestions: ['mindful', 'connect', 'sleep'],
      goal: null,
      previousGoal: null,
    });

    const bad = await api.call('PUT', '/api/mentor/goal', { token, body: { goal: 'run a marathon' } });
    expectErrorEnvelope(bad.text, 400, `answer ${bad.status}`, 'validation_failed');
    expect(bad.body.message).toBe(
      'goal must be one of water, sleep, move, mindful, connect, meals, journal, talk',
    );
    const set = await api.call('PUT', '/api/mentor/goal', { token, body: { goal: 'mindful' } });
    expect(set.status).toBe(200);
    expect(set.body.goal).toBe('mindful');
    expect((await api.call('PUT', '/api/mentor/goal', { token, body: { goal: 'connect' } })).body.goal).toBe(
      'connect',
    );
    expect(await sql(`SELECT goal FROM journal.mentor_goals WHERE user_id = $1`, [who.userId])).toEqual([
      { goal: 'connect' },
    ]);

    // Last week's goal is measured on the days reviewed.
    await sql(
      `INSERT INTO journal.mentor_goals (user_id, week_start, goal) SELECT user_id, week_start - 7, 'water' FROM journal.mentor_goals WHERE user_id = $1`,
      [who.userId],
    );
    expect((await api.get('/api/mentor/review', { token })).body.previousGoal).toEqual({
      goal: 'water',
      days: 3,
    });

    const exported = await api.get('/api/me/export', { token });
    expect(exported.body.journal.mentorGoals.map((g: { goal: string }) => g.goal)).toEqual([
      'water',
      'connect',
    ]);
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM journal.mentor_goals WHERE user_id = $1`, [who.userId])).length === 0,
      10_000,
    );
  }, 60_000);
});
