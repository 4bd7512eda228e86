import { billingTestKit } from '../billing.test-kit';
import { RpcPattern } from '@maeum/contracts';
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

  /** A session started, as the sessions service announces it: through its outbox and JetStream. */
  async function sessionStarted(userId: string, sessionType: 'text' | 'voice') {
    const id = randomUUID();
    await sql(
      `INSERT INTO sessions.outbox (id, subject, payload) VALUES ($1, 'sessions.usage.incremented.v1', $2)`,
      [
        id,
        JSON.stringify({
          userId,
          sessionId: randomUUID(),
          sessionType,
          occurredAt: new Date().toISOString(),
        }),
      ],
    );
    await waitFor(
      async () => (await sql(`SELECT 1 FROM billing.inbox WHERE event_id = $1`, [id])).length === 1,
      10_000,
    );
  }

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
    await sessionStarted(user.userId, 'text');
    await sessionStarted(user.userId, 'text');
    limits = await api.get('/api/subscription/limits?type=voice', { token: user.accessToken });
    expect(limits.body).toMatchObject({ allowed: false, reason: 'session_limit_reached', used: 4, limit: 3 });
    const view = await api.get('/api/subscription', { token: user.accessToken });
    expect(view.body).toMatchObject({
      sessionsUsed: 4,
      textSessionsUsed: 3,
      voiceSessionsUsed: 1,
      sessionsLeft: 0,
    });
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
