import { MessagingNames, encodeJson } from '@maeum/messaging';
import {
  ApiClient,
  ApiResponse,
  dayIn,
  expectErrorEnvelope,
  putOnPlan,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { connect, NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';

const seoulDay = (offset = 0) => dayIn('Asia/Seoul', offset);

/**
 * Statistics from events on the real stack: an ended session and its rating reach the journal
 * through sessions.session.ended.v1 / rated.v1, the mood score is the average of the last five × 10
 * (null with none), boosters and entries are counted once even when an event comes twice, the
 * profile's statistics and the insights (Free the last 7 days, Pro everything), export and deletion.
 */
describe('statistics from events', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);
  const subscribe = (userId: string, planId: string) => putOnPlan(stack, userId, planId);
  const featureCounted = (userId: string, feature: string) =>
    waitFor(
      async () =>
        (
          await sql(`SELECT 1 FROM journal.user_feature_usage WHERE user_id = $1 AND feature_name = $2`, [
            userId,
            feature,
          ])
        ).length === 1,
      10_000,
    );

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions', 'journal'],
      // Plans are changed in billing's table below, with no event to drop the kept views: none are kept.
      envFor: { sessions: { AI_OFFLINE_PACE_MS: '0' }, journal: { STATISTICS_CACHE_SECONDS: '0' } },
    });
    nc = await connect({ servers: stack.env.NATS_URL });
  });

  afterAll(async () => {
    await nc?.drain();
    await stack?.stop();
  });

  async function talkAndEnd(who: SignedUpUser, words: string[]): Promise<string> {
    const started = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    expect(started.status).toBe(201);
    const id = started.body.session.id as string;
    for (const content of words) {
      const sent = await api.post(`/api/sessions/${id}/messages`, {
        token: who.accessToken,
        body: { content },
        headers: { accept: 'application/json' },
      });
      expect(sent.status).toBe(200);
    }
    expect((await api.post(`/api/sessions/${id}/end`, { token: who.accessToken })).status).toBe(200);
    return id;
  }

  it('turns an ended, rated session into the profile’s numbers, and a rating of an open session is refused', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const other = await signUpOnFreePlan(api, stack);
    const empty = await api.get('/api/profile/stats', { token: who.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body.overview).toEqual({
      totalSessions: 0,
      moodScore: null,
      moodRatings: 0,
      habitStreak: 0,
    });
    expect(empty.body.usage).toMatchObject({ planId: 'free', monthlySessions: 3, averageMinutes: null });
    expect(empty.body.activity).toEqual([]);

    const open = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    const openId = open.body.session.id as string;
    expectError(
      await api.post(`/api/sessions/${openId}/rating`, { token: who.accessToken, body: { rating: 6 } }),
      409,
      'session_open',
    );
    const id = await talkAndEnd(who, [
      'I feel so anxious about my exam',
      'thank you, I feel a bit lighter now',
    ]);
    const [event] = await sql(
      `SELECT payload FROM sessions.outbox WHERE subject = 'sessions.session.ended.v1' AND payload->>'sessionId' = $1`,
      [id],
    );
    expect(Object.keys(event.payload).sort()).toEqual(
      [
        'durationSeconds',
        'endedAt',
        'messageCount',
        'moodDirection',
        'sessionId',
        'sessionType',
        'startedAt',
        'userId',
      ].sort(),
    );
    expect(event.payload).toMatchObject({ sessionType: 'text', messageCount: 5, moodDirection: 'lighter' });

    const rate = (rating: unknown, as = who) =>
      api.post(`/api/sessions/${id}/rating`, { token: as.accessToken, body: { rating } });
    for (const bad of [0, 11, 7.5, '8', null]) expectError(await rate(bad), 400, 'validation_failed');
    expectError(await rate(8, other), 404, 'not_found');
    const rated = await rate(6);
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ sessionId: id, rating: 6 });
    // A second answer replaces the first.
    expect((await rate(8)).status).toBe(200);

    await waitFor(async () => {
      const stats = await api.get('/api/profile/stats', { token: who.accessToken });
      return stats.body.overview.moodScore === 80 && stats.body.overview.totalSessions === 1;
    }, 15_000);
    const stats = (await api.get('/api/profile/stats', { token: who.accessToken })).body;
    expect(stats.overview).toMatchObject({ totalSessions: 1, moodScore: 80, moodRatings: 1 });
    // Billing's count: the session still open holds its place too.
    expect(stats.usage).toMatchObject({ planId: 'free', sessionsUsed: 2, totalMessages: 5 });
    expect(stats.usage.averageMinutes).toBeGreaterThanOrEqual(0);
    expect(stats.activity[0]).toMatchObject({ kind: 'session', sessionType: 'text' });

    // The last five: 8, then 2, 4, 6, 10 on four more sessions, then one more 10 pushes out the 8.
    for (const rating of [2, 4, 6, 10, 10]) {
      const next = await talkAndEnd(who, ['I am tired today']);
      await subscribe(who.userId, 'pro'); // past Free's three sessions a month
      expect(
        (await api.post(`/api/sessions/${next}/rating`, { token: who.accessToken, body: { rating } })).status,
      ).toBe(200);
    }
    await waitFor(
      async () =>
        (await api.get('/api/profile/stats', { token: who.accessToken })).body.overview.moodScore === 64,
      15_000,
    );
    // Nobody else's numbers.
    const theirs = (await api.get('/api/profile/stats', { token: other.accessToken })).body;
    expect(theirs.overview).toMatchObject({ totalSessions: 0, moodScore: null });
  }, 120_000);

  it('counts a booster once when its event comes twice, and shows boosters, entries and habits in the feed', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await subscribe(who.userId, 'plus');
    expect(
      (await api.post('/api/mood-boosters/mindful-breathing/activate', { token: who.accessToken })).status,
    ).toBeLessThan(300);
    await featureCounted(who.userId, 'booster:mindful-breathing');
    // The same event again, past the stream's duplicate window.
    const [row] = await sql(
      `SELECT id, subject, payload, occurred_at FROM journal.outbox
        WHERE subject = 'journal.booster.activated.v1' AND payload->>'userId' = $1`,
      [who.userId],
    );
    const names = new MessagingNames(stack.env.MESSAGING_NAMESPACE!);
    const envelope = {
      id: row.id,
      type: row.subject,
      version: 1,
      occurredAt: new Date(row.occurred_at).toISOString(),
      data: row.payload,
    };
    await nc.jetstream().publish(names.event(row.subject), encodeJson(envelope), { msgID: randomUUID() });
    // A later event on the same consumer: once it is in, the copy before it has been handled.
    expect(
      (await api.post('/api/mood-boosters/gentle-stretching/activate', { token: who.accessToken })).status,
    ).toBeLessThan(300);
    await featureCounted(who.userId, 'booster:gentle-stretching');
    const usage = await sql(
      `SELECT feature_name, usage_count FROM journal.user_feature_usage WHERE user_id = $1 ORDER BY 1`,
      [who.userId],
    );
    expect(usage).toEqual([
      { feature_name: 'booster:gentle-stretching', usage_count: 1 },
      { feature_name: 'booster:mindful-breathing', usage_count: 1 },
    ]);

    expect(
      (
        await api.call('PUT', `/api/habits/${seoulDay()}`, {
          token: who.accessToken,
          body: { breakfast: true, lunch: true, dinner: true },
        })
      ).status,
    ).toBe(200);
    const stats = (await api.get('/api/profile/stats', { token: who.accessToken })).body;
    expect(stats.habits).toMatchObject({ today: 3, streak: 1 });
    expect(stats.habits.byWeekday).toHaveLength(7);
    expect(stats.activity.map((item: { kind: string }) => item.kind)).toEqual([
      'habits',
      'booster',
      'booster',
    ]);
    expect(stats.activity[1]).toMatchObject({ slug: 'gentle-stretching' });
  }, 60_000);

  it('shows Free the last 7 days of insights and Pro all of them, with habits beside better days', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const none = await api.get('/api/insights', { token: who.accessToken });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ scope: 'limited', empty: true, from: seoulDay(-6), today: seoulDay() });

    // Ten days of habits and ratings: moving on even days (rated 8), not on odd days (rated 3).
    for (let offset = -9; offset <= 0; offset++) {
      const moved = offset % 2 === 0;
      expect(
        (
          await api.call('PUT', `/api/habits/${seoulDay(offset)}`, {
            token: who.accessToken,
            body: { physicalActivity: moved },
          })
        ).status,
      ).toBe(200);
      await sql(
        `INSERT INTO journal.user_session_analytics
           (session_id, user_id, session_type, messages_count, duration_seconds, mood_direction, started_at, ended_at,
            satisfaction_rating, rated_at)
         VALUES ($1, $2, 'text', 6, 600, 'same', $3::date + time '11:50' AT TIME ZONE 'Asia/Seoul',
                 $3::date + time '12:00' AT TIME ZONE 'Asia/Seoul', $4, $3::date + time '12:01' AT TIME ZONE 'Asia/Seoul')`,
        [randomUUID(), who.userId, seoulDay(offset), moved ? 8 : 3],
      );
    }
    const free = (await api.get('/api/insights', { token: who.accessToken })).body;
    expect(free).toMatchObject({ scope: 'limited', empty: false });
    expect(free.moodDays.map((d: { date: string }) => d.date)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((o) => seoulDay(o)),
    );
    expect(free.sessions).toMatchObject({ count: 7, minutes: 70 });
    const activity = free.habits.find((h: { habit: string }) => h.habit === 'activity');
    // Days -6, -4, -2, 0 moved (all better); -5, -3, -1 did not (none better).
    expect(activity).toEqual({
      habit: 'activity',
      withDays: 4,
      withBetter: 4,
      withoutDays: 3,
      withoutBetter: 0,
    });
    expect(free.week).toHaveLength(7);

    await subscribe(who.userId, 'pro');
    const pro = (await api.get('/api/insights', { token: who.accessToken })).body;
    expect(pro).toMatchObject({ scope: 'full', from: null });
    expect(pro.moodDays).toHaveLength(10);
    expect(pro.moodWeeks.reduce((sum: number, w: { ratings: number }) => sum + w.ratings, 0)).toBe(10);
    expect(pro.sessions.count).toBe(10);
    expect(pro.betterDays).toBe(5);
    expect(pro.harderDays).toBe(5);

    // The export holds the statistics; the deletion takes them.
    const exported = await api.get('/api/me/export', { token: who.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.journal.statistics.sessions).toHaveLength(10);
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM journal.user_session_analytics WHERE user_id = $1`, [who.userId]))
          .length === 0,
      10_000,
    );

    // A rating still in flight when the account went brings nothing back (the tombstone of its id).
    const names = new MessagingNames(stack.env.MESSAGING_NAMESPACE!);
    const late = {
      id: randomUUID(),
      type: 'sessions.session.rated.v1',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId: who.userId, sessionId: randomUUID(), rating: 7, ratedAt: new Date().toISOString() },
    };
    await nc.jetstream().publish(names.event(late.type), encodeJson(late), { msgID: randomUUID() });
    // Handled once the journal's inbox has it; then the account still has no statistics.
    await waitFor(
      async () => (await sql(`SELECT 1 FROM journal.inbox WHERE event_id = $1`, [late.id])).length === 1,
      10_000,
    );
    expect(
      await sql(`SELECT 1 FROM journal.user_session_analytics WHERE user_id = $1`, [who.userId]),
    ).toEqual([]);
  }, 60_000);
});
