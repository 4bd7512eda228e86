import { billingTestKit } from '../billing.test-kit';
import {
  RpcPattern,
  USAGE_HOLDS_SETTLED_V1,
  USAGE_INCREMENTED_V1,
  type UsageReserveRequest,
} from '@maeum/contracts';
import { MessagingNames, RpcClient } from '@maeum/messaging';
import { ApiClient, TestStack, waitFor } from '@maeum/testing';
import { connect, NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';

describe('plans, subscriptions, usage and limits', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  let rpc: RpcClient;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    rpc = new RpcClient(nc, new MessagingNames(stack.env.MESSAGING_NAMESPACE!), 10_000);
  });

  afterAll(async () => {
    await nc?.drain();
    await stack?.stop();
  });

  const { sql, expectError, freeUser } = billingTestKit(() => stack, api);

  /** Billing's answer to the sessions service's reservation, asked as that service asks it. */
  const reserve = (userId: string, request: UsageReserveRequest) =>
    rpc.request(RpcPattern.billingUsageReserve, request, { userId });

  /**
   * A session started and got its first reply, as the sessions service does it: a reservation,
   * then the reply's event through its outbox and JetStream, which keeps the hold.
   */
  async function sessionStarted(userId: string, sessionType: 'text' | 'voice') {
    const sessionId = randomUUID();
    const answer = await reserve(userId, { session: { holdId: sessionId, type: sessionType } });
    if (answer.allowed) await sessionEvent(USAGE_INCREMENTED_V1, { userId, sessionId, sessionType });
    return answer;
  }

  async function sessionEvent(subject: string, payload: Record<string, unknown>) {
    const id = randomUUID();
    await sql(`INSERT INTO sessions.outbox (id, subject, payload) VALUES ($1, $2, $3)`, [
      id,
      subject,
      JSON.stringify({ ...payload, occurredAt: new Date().toISOString() }),
    ]);
    await waitFor(
      async () => (await sql(`SELECT 1 FROM billing.inbox WHERE event_id = $1`, [id])).length === 1,
      10_000,
    );
  }

  const holdsOf = async (userId: string) =>
    (await sql(`SELECT id, kind, pinned FROM billing.usage_holds WHERE user_id = $1`, [userId])).length;
  const usedOf = async (userId: string) =>
    (await sql(`SELECT sessions_used FROM billing.user_subscriptions WHERE user_id = $1`, [userId]))[0]
      .sessions_used as number;

  /** Makes the user a paying subscriber of `planId` until `endsAt`, as a confirmed payment would. */
  const subscribe = (userId: string, planId: string, endsAt: Date) =>
    sql(
      `UPDATE billing.user_subscriptions SET plan_id = $2, status = 'active', current_period_start = now(), ends_at = $3
        WHERE user_id = $1`,
      [userId, planId, endsAt],
    );
  const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

  it('lists the plans to anyone, by rank, without the hidden Lite plan', async () => {
    const res = await api.get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(['free', 'plus', 'pro']);
    const plus = res.body[1];
    expect(plus).toMatchObject({ monthlySessions: 10, sessionMinutes: 20, dailyTexts: 50, priceKrw: 13387 });
    expect(plus.priceKrwAnnual).toBe(plus.priceKrw * 10);
    expect(res.body[2].dailyTexts).toBeNull();
  });

  it('gives every new account one Free subscription, and says so once on the bus', async () => {
    const user = await freeUser();
    const res = await api.get('/api/subscription', { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      planId: 'free',
      planName: 'Free',
      status: 'active',
      endsAt: null,
      sessionsLeft: 3,
      monthlySessions: 3,
      sessionMinutes: 10,
      dailyTexts: 20,
    });
    expect(res.body.nextResetDate).toMatch(/^\d{4}-\d{2}-01$/);
    const events = await sql(
      `SELECT payload FROM billing.outbox WHERE subject = 'billing.subscription.changed.v1' AND payload->>'userId' = $1`,
      [user.userId],
    );
    expect(events.map((e) => e.payload.kind)).toEqual(['created']);
  });

  it('counts started sessions and refuses the one past the monthly limit', async () => {
    const user = await freeUser();
    await sessionStarted(user.userId, 'text');
    await sessionStarted(user.userId, 'voice');
    let limits = await api.get('/api/subscription/limits?type=text', { token: user.accessToken });
    // A session of either kind counts once against the month's sessions.
    expect(limits.body).toMatchObject({ allowed: true, reason: null, planName: 'Free', used: 2, limit: 3 });
    expect(await sessionStarted(user.userId, 'text')).toMatchObject({ allowed: true, used: 3 });
    // The fourth is refused before anything is used: the count never passes the plan.
    expect(await sessionStarted(user.userId, 'text')).toMatchObject({
      allowed: false,
      reason: 'session_limit_reached',
      used: 3,
      limit: 3,
    });
    limits = await api.get('/api/subscription/limits?type=voice', { token: user.accessToken });
    expect(limits.body).toMatchObject({ allowed: false, reason: 'session_limit_reached', used: 3, limit: 3 });
    const view = await api.get('/api/subscription', { token: user.accessToken });
    expect(view.body).toMatchObject({
      sessionsUsed: 3,
      textSessionsUsed: 2,
      voiceSessionsUsed: 1,
      sessionsLeft: 0,
    });
    expect(await holdsOf(user.userId)).toBe(0);
  });

  it('reserves once per hold, gives back what never got its reply, and what expired', async () => {
    const user = await freeUser();
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // A retried reservation is the same hold: counted once.
    expect(await reserve(user.userId, { session: { holdId: a, type: 'text' } })).toMatchObject({
      allowed: true,
    });
    expect(await reserve(user.userId, { session: { holdId: a, type: 'text' } })).toMatchObject({
      allowed: true,
    });
    expect(await usedOf(user.userId)).toBe(1);
    await reserve(user.userId, { session: { holdId: b, type: 'voice' } });
    await reserve(user.userId, { session: { holdId: c, type: 'text' } });
    expect(await reserve(user.userId, { session: { holdId: d, type: 'text' } })).toMatchObject({
      allowed: false,
      reason: 'session_limit_reached',
    });
    // Released on the failure path: the place is free again, and a repeat gives back nothing more.
    expect(
      await rpc.request(RpcPattern.billingUsageRelease, { holdIds: [b] }, { userId: user.userId }),
    ).toEqual({
      released: 1,
    });
    expect(
      await rpc.request(RpcPattern.billingUsageRelease, { holdIds: [b] }, { userId: user.userId }),
    ).toEqual({
      released: 0,
    });
    expect(await usedOf(user.userId)).toBe(2);
    // Someone else's hold id gives back nothing of theirs.
    const other = await freeUser();
    expect(
      await rpc.request(RpcPattern.billingUsageRelease, { holdIds: [a] }, { userId: other.userId }),
    ).toEqual({
      released: 0,
    });
    expect(await reserve(user.userId, { session: { holdId: d, type: 'text' } })).toMatchObject({
      allowed: true,
    });
    // A hold whose sessions service died mid-reply expires, and the next reservation gives it back.
    await sql(`UPDATE billing.usage_holds SET expires_at = now() - interval '1 second' WHERE id = $1`, [c]);
    expect(await reserve(user.userId, { session: { holdId: randomUUID(), type: 'text' } })).toMatchObject({
      allowed: true,
      used: 3,
    });
    expect(await usedOf(user.userId)).toBe(3);
  });

  it("gives a replaced session's place to the new one, unless its first reply is under way", async () => {
    const user = await freeUser();
    await sql(
      `UPDATE billing.user_subscriptions SET sessions_used = 2, text_sessions_used = 2 WHERE user_id = $1`,
      [user.userId],
    );
    const [open, reload, again] = [randomUUID(), randomUUID(), randomUUID()];
    await reserve(user.userId, { session: { holdId: open, type: 'text' } });
    // The first message pins the hold for its reply: a reload cannot take that place.
    await reserve(user.userId, { session: { holdId: open, type: 'text', reply: true } });
    expect(
      await reserve(user.userId, { session: { holdId: reload, type: 'text' }, replacing: [open] }),
    ).toMatchObject({
      allowed: false,
    });
    // The reply never came; once it is given back, a reload takes the place.
    await rpc.request(RpcPattern.billingUsageRelease, { holdIds: [open] }, { userId: user.userId });
    await reserve(user.userId, { session: { holdId: reload, type: 'text' } });
    expect(
      await reserve(user.userId, { session: { holdId: again, type: 'text' }, replacing: [reload] }),
    ).toMatchObject({
      allowed: true,
      used: 3,
    });
    // The dropped session's word from the sessions service finds its place given already.
    await sessionEvent(USAGE_HOLDS_SETTLED_V1, { userId: user.userId, kept: [], released: [reload] });
    expect(await usedOf(user.userId)).toBe(3);
  });

  it("holds one of the day's texts per message, exactly to the plan's number, and none on an unlimited plan", async () => {
    const user = await freeUser();
    await sql(
      `INSERT INTO billing.daily_texts (user_id, day, used) VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date, 19)`,
      [user.userId],
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => reserve(user.userId, { text: { holdId: randomUUID() } })),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(1);
    expect(answers.filter((a) => a.reason === 'daily_text_limit_reached')).toHaveLength(39);
    const kept = await sql(`SELECT id FROM billing.usage_holds WHERE user_id = $1 AND kind = 'text'`, [
      user.userId,
    ]);
    await sessionEvent(USAGE_HOLDS_SETTLED_V1, { userId: user.userId, kept: [kept[0].id], released: [] });
    expect(await holdsOf(user.userId)).toBe(0);
    expect(
      (await sql(`SELECT used FROM billing.daily_texts WHERE user_id = $1`, [user.userId]))[0].used,
    ).toBe(20);

    const pro = await freeUser();
    await sql(`UPDATE billing.user_subscriptions SET plan_id = 'pro' WHERE user_id = $1`, [pro.userId]);
    expect(await reserve(pro.userId, { text: { holdId: randomUUID() } })).toMatchObject({
      allowed: true,
      dailyTexts: null,
      textsToday: null,
    });
    expect(await holdsOf(pro.userId)).toBe(0);
  });

  it('refuses a limits query without a known type', async () => {
    const user = await freeUser();
    const res = await api.get('/api/subscription/limits?type=video', { token: user.accessToken });
    expectError(res, 400, 'validation_failed');
  });

  it('resets the counters of the new month once, and only rows of an earlier month', async () => {
    const stale = await freeUser();
    const fresh = await freeUser();
    await sessionStarted(stale.userId, 'text');
    await sessionStarted(fresh.userId, 'text');
    await sql(
      `UPDATE billing.user_subscriptions SET last_reset_date = date '2020-01-01' WHERE user_id = $1`,
      [stale.userId],
    );
    // Before the job runs, a row of an earlier month already reads as unused.
    const before = await api.get('/api/subscription', { token: stale.accessToken });
    expect(before.body).toMatchObject({ sessionsUsed: 0, sessionsLeft: 3 });

    const first = await rpc.request(RpcPattern.billingUsageReset, {});
    expect(first.reset).toBeGreaterThanOrEqual(1);
    const second = await rpc.request(RpcPattern.billingUsageReset, {});
    expect(second).toEqual({ monthStart: first.monthStart, reset: 0 });
    const rows = await sql(
      `SELECT user_id, sessions_used, to_char(last_reset_date, 'YYYY-MM-DD') AS d FROM billing.user_subscriptions
        WHERE user_id = ANY($1::uuid[])`,
      [[stale.userId, fresh.userId]],
    );
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id, r]));
    expect(byUser[stale.userId]).toMatchObject({ sessions_used: 0, d: first.monthStart });
    expect(byUser[fresh.userId]).toMatchObject({ sessions_used: 1 });
  });

  it('asks for a reason to cancel, in the words of the spec, and changes nothing without one', async () => {
    const user = await freeUser();
    await subscribe(user.userId, 'plus', inAMonth());
    const res = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: '  ' },
    });
    expectError(res, 400, 'validation_failed');
    expect(JSON.stringify(res.body.errors)).toContain("We need to know why you're cancelling");
    const view = await api.get('/api/subscription', { token: user.accessToken });
    expect(view.body.status).toBe('active');
  });

  it('does not offer cancelling Free', async () => {
    const user = await freeUser();
    const res = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: 'Too expensive' },
    });
    expectError(res, 409, 'nothing_to_cancel');
  });

  it('cancels a paid plan at the end of its period, keeping its benefits until then', async () => {
    const user = await freeUser();
    const endsAt = inAMonth();
    await subscribe(user.userId, 'plus', endsAt);
    const res = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: 'Too expensive', feedback: 'Lovely otherwise' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'plus', status: 'cancelled', endsAt: endsAt.toISOString() });
    const again = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: 'Again' },
    });
    expectError(again, 409, 'nothing_to_cancel');
    const feature = await api.get('/api/features/mood-boosters', { token: user.accessToken });
    expect(feature.body).toMatchObject({ allowed: true });

    // Once the period is over the plan is Free, even before the renewal job rewrites the row.
    await sql(
      `UPDATE billing.user_subscriptions SET ends_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.userId],
    );
    const after = await api.get('/api/subscription', { token: user.accessToken });
    expect(after.body).toMatchObject({ planId: 'free', monthlySessions: 3 });
    const exported = await api.get('/api/me/export', { token: user.accessToken });
    expect(exported.body.billing.subscription).toMatchObject({
      cancelReason: 'Too expensive',
      cancelFeedback: 'Lovely otherwise',
    });
  });

  it('schedules the downgrades of the spec for the end of the period and refuses the rest', async () => {
    const user = await freeUser();
    const fromFree = await api.post('/api/subscription/downgrade', {
      token: user.accessToken,
      body: { planId: 'free' },
    });
    expectError(fromFree, 409, 'invalid_plan_change');
    await subscribe(user.userId, 'pro', inAMonth());
    const up = await api.post('/api/subscription/downgrade', {
      token: user.accessToken,
      body: { planId: 'pro' },
    });
    expectError(up, 409, 'invalid_plan_change');
    const unknown = await api.post('/api/subscription/downgrade', {
      token: user.accessToken,
      body: { planId: 'gold' },
    });
    expectError(unknown, 400, 'validation_failed');
    const res = await api.post('/api/subscription/downgrade', {
      token: user.accessToken,
      body: { planId: 'plus' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'pro', scheduledPlanId: 'plus', status: 'active' });
    const events = await sql(
      `SELECT payload->>'kind' AS kind FROM billing.outbox WHERE payload->>'userId' = $1 ORDER BY seq`,
      [user.userId],
    );
    expect(events.map((e) => e.kind)).toEqual(['created', 'downgrade-scheduled']);
  });

  it('opens gated features by plan rank, with one preview a day for the rest', async () => {
    const user = await freeUser();
    const gate = await api.get('/api/features/mood-boosters', { token: user.accessToken });
    expect(gate.body).toEqual({ feature: 'mood-boosters', allowed: false, canPreview: true, preview: null });
    const preview = await api.post('/api/features/mood-boosters/preview', { token: user.accessToken });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ feature: 'mood-boosters', itemLimit: 3 });
    const again = await api.post('/api/features/mood-boosters/preview', { token: user.accessToken });
    expectError(again, 409, 'preview_used');
    // A reload keeps the open preview: the check answers it, with the same window.
    expect((await api.get('/api/features/mood-boosters', { token: user.accessToken })).body).toEqual({
      feature: 'mood-boosters',
      allowed: false,
      canPreview: false,
      preview: preview.body,
    });

    await subscribe(user.userId, 'plus', inAMonth());
    expect((await api.get('/api/features/history', { token: user.accessToken })).body.allowed).toBe(true);
    expect((await api.get('/api/features/full-insights', { token: user.accessToken })).body.allowed).toBe(
      false,
    );
  });

  it('records one preview when several tabs ask at once', async () => {
    const user = await freeUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/api/features/history/preview', { token: user.accessToken })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await sql(`SELECT 1 FROM billing.feature_previews WHERE user_id = $1`, [user.userId]);
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a feature that does not exist, and 400 for a name that cannot be one', async () => {
    const user = await freeUser();
    expectError(await api.get('/api/features/time-travel', { token: user.accessToken }), 404, 'not_found');
    expectError(
      await api.get('/api/features/..%2Fadmin', { token: user.accessToken }),
      400,
      'validation_failed',
    );
  });

  it('answers only the signed-in caller', async () => {
    expectError(await api.get('/api/subscription'), 401, 'unauthorized');
    expectError(await api.get('/api/features/history'), 401, 'unauthorized');
  });

  it('deletes the subscription and previews with the account', async () => {
    const user = await freeUser();
    await api.post('/api/features/history/preview', { token: user.accessToken });
    expect((await api.deleteAccount(user)).status).toBe(202);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM billing.user_subscriptions WHERE user_id = $1`, [user.userId])).length ===
          0 &&
        (await sql(`SELECT 1 FROM billing.feature_previews WHERE user_id = $1`, [user.userId])).length === 0,
      10_000,
    );
  });
});
