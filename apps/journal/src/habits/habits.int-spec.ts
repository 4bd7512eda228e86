import { ApiClient, ApiResponse, dayIn, expectErrorEnvelope, TestStack, waitFor } from '@maeum/testing';

/**
 * Daily habits through the gateway on the real stack: one row per person per day in their time zone
 * (UTC+14 here, so "today" is often tomorrow in UTC), today and the past 30 days only, validated,
 * the streak and flags of spec 001 §4/§9, nobody else's days, the export and the deletion.
 */
describe('daily habits', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const zone = 'Pacific/Kiritimati';
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectRefused = (res: ApiResponse, message: string) => {
    expectErrorEnvelope(res.text, 400, `answer ${res.status}`, 'validation_failed');
    expect(res.body.message).toBe(message);
  };

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
  });

  afterAll(() => stack?.stop());

  it('saves days in the person’s time zone and counts the streak and the flags', async () => {
    const who = await api.signUp({ fullName: 'Habit Keeper' });
    const other = await api.signUp({ fullName: 'Someone Else' });
    const token = who.accessToken;
    expect(
      (await api.call('PATCH', '/api/me/preferences', { token, body: { timezone: zone } })).status,
    ).toBeLessThan(300);
    const put = (date: string, body: unknown, as = token) =>
      api.call('PUT', `/api/habits/${date}`, { token: as, body });

    const meals = { breakfast: true, lunch: true, dinner: true };
    const first = await put(dayIn(zone, -2), { ...meals, sleepQuality: 'poor' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ date: dayIn(zone, -2), ...meals, waterGlasses: 0, done: 3 });
    expect((await put(dayIn(zone, -1), { ...meals, waterGlasses: 6, sleepQuality: 'fair' })).body.done).toBe(
      4,
    );
    // A partial save keeps the fields not sent.
    expect((await put(dayIn(zone), { waterGlasses: 5, mindfulness: true })).body.done).toBe(1);
    const today = await put(dayIn(zone), { ...meals, waterGlasses: 6 });
    expect(today.body).toMatchObject({ mindfulness: true, waterGlasses: 6, done: 5 });
    expect((await put(dayIn(zone, -30), { lunch: true })).status).toBe(200);

    const habits = await api.get('/api/habits?days=30', { token });
    expect(habits.status).toBe(200);
    expect(habits.body).toMatchObject({ today: dayIn(zone), timezone: zone, streak: 3, todayDone: 5 });
    expect(habits.body.days.map((d: { date: string }) => d.date)).toEqual([
      dayIn(zone),
      dayIn(zone, -1),
      dayIn(zone, -2),
      dayIn(zone, -30),
    ]);
    expect(habits.body.week).toHaveLength(7);
    expect(habits.body.week[6]).toMatchObject({ date: dayIn(zone), done: 5 });
    expect(habits.body.weeklyCompletion).toBe(Math.round((12 / 49) * 100));
    // 3 days of all meals, 2 of water, none of activity or social, 1 of mindfulness, 2 poor/fair nights.
    expect(habits.body.flags).toEqual({ green: [], red: ['water', 'activity', 'social'] });
    expect((await api.get('/api/habits?days=1', { token })).body.days).toHaveLength(2);

    // Nobody else's days, and the caller's id comes only from the token.
    const theirs = await api.get('/api/habits', { token: other.accessToken });
    expect(theirs.body).toMatchObject({ days: [], streak: 0, todayDone: 0, flags: { green: [], red: [] } });
    expect(
      (
        await api.call('PUT', `/api/habits/${dayIn(zone)}`, {
          token,
          body: { userId: other.userId, lunch: true },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses the future, days past the window, unreal dates and bad values with 400', async () => {
    const { accessToken: token } = await api.signUp({ fullName: 'Careful Tester' });
    await api.call('PATCH', '/api/me/preferences', { token, body: { timezone: zone } });
    const put = (date: string, body: unknown) => api.call('PUT', `/api/habits/${date}`, { token, body });
    expectRefused(
      await put(dayIn(zone, 1), { lunch: true }),
      'Habits can be checked in for today or a past day, not a day still to come.',
    );
    expectRefused(
      await put(dayIn(zone, -31), { lunch: true }),
      'Habits can be changed for today and the past 30 days only.',
    );
    expectRefused(await put('2026-02-30', { lunch: true }), 'date must be a day written YYYY-MM-DD');
    expectRefused(await put('yesterday', { lunch: true }), 'date must be a day written YYYY-MM-DD');
    expectRefused(await put(dayIn(zone), {}), 'Send at least one habit to save.');
    expectRefused(await put(dayIn(zone), { waterGlasses: 31 }), 'waterGlasses must be at most 30');
    expectRefused(await put(dayIn(zone), { waterGlasses: 2.5 }), 'waterGlasses must be a whole number');
    expectRefused(await put(dayIn(zone), { waterGlasses: -1 }), 'waterGlasses must be 0 or more');
    expectRefused(await put(dayIn(zone), { lunch: 'yes' }), 'lunch must be true or false');
    expectRefused(
      await put(dayIn(zone), { sleepQuality: 'amazing' }),
      'sleepQuality must be one of poor, fair, good, great',
    );
    expectRefused(await api.get('/api/habits?days=31', { token }), 'days must be at most 30');
    expectRefused(await api.get('/api/habits?days=0', { token }), 'days must be at least 1');
    expect((await put(dayIn(zone), { sleepQuality: null })).body.sleepQuality).toBeNull();
    expect((await api.call('PUT', `/api/habits/${dayIn(zone)}`, { body: { lunch: true } })).status).toBe(401);
    expect((await api.get('/api/habits')).status).toBe(401);
  });

  it('exports the days and deletes them with the account', async () => {
    const who = await api.signUp({ fullName: 'Leaving Soon' });
    const token = who.accessToken;
    const { today: date } = (await api.get('/api/habits', { token })).body;
    expect(
      (await api.call('PUT', `/api/habits/${date}`, { token, body: { dinner: true, waterGlasses: 8 } }))
        .status,
    ).toBe(200);
    const exported = (await api.get('/api/me/export', { token })).body;
    expect(exported.journal.habits).toEqual([
      expect.objectContaining({ date, dinner: true, waterGlasses: 8, done: 2 }),
    ]);
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM "journal"."daily_habits" WHERE "user_id" = $1`, [who.userId])).length === 0,
      15_000,
    );
  });
});
