import { billingTestKit } from '../billing.test-kit';
import { ApiClient, SignedUpUser, TestStack } from '@maeum/testing';

// Issue 21: a cancelled plan can be resumed until its end date, and is refused clearly after it.
describe('resuming a cancelled plan', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing'] });
  }, 60_000);

  afterAll(() => stack?.stop());

  const { sql, expectError, freeUser } = billingTestKit(() => stack, api);

  /** A Plus subscriber until `endsAt` (as a confirmed payment leaves it), who then cancels. */
  async function cancelledPlus(endsAt: Date): Promise<SignedUpUser> {
    const user = await freeUser();
    await sql(
      `UPDATE billing.user_subscriptions SET plan_id = 'plus', status = 'active', current_period_start = now(), ends_at = $2
        WHERE user_id = $1`,
      [user.userId, endsAt],
    );
    const cancelled = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: 'Too expensive' },
    });
    expect(cancelled.body).toMatchObject({ planId: 'plus', status: 'cancelled' });
    return user;
  }

  const resume = (user: SignedUpUser) => api.post('/api/subscription/resume', { token: user.accessToken });

  it('renews again when resumed before the end date, and says so on the bus', async () => {
    const endsAt = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const user = await cancelledPlus(endsAt);
    const res = await resume(user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'plus', status: 'active', endsAt: endsAt.toISOString() });
    expect(
      await sql(
        `SELECT status, cancel_reason, cancelled_at FROM billing.user_subscriptions WHERE user_id = $1`,
        [user.userId],
      ),
    ).toEqual([{ status: 'active', cancel_reason: null, cancelled_at: null }]);
    const kinds = await sql(
      `SELECT payload->>'kind' AS kind FROM billing.outbox
        WHERE subject = 'billing.subscription.changed.v1' AND payload->>'userId' = $1 ORDER BY seq`,
      [user.userId],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['created', 'cancelled', 'resumed']);
    // Resumed is an active plan: a second resume has nothing to do.
    expectError(await resume(user), 409, 'nothing_to_resume');
  });

  it('refuses once the end date has passed, with words that say so, and changes nothing', async () => {
    const user = await cancelledPlus(new Date(Date.now() + 3600 * 1000));
    // The end date passes before the renewal pass has made the plan Free.
    await sql(
      `UPDATE billing.user_subscriptions SET ends_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.userId],
    );
    const res = await resume(user);
    expectError(res, 409, 'nothing_to_resume');
    expect(res.body.message).toMatch(/already ended/);
    expect(
      await sql(`SELECT status FROM billing.user_subscriptions WHERE user_id = $1`, [user.userId]),
    ).toEqual([{ status: 'cancelled' }]);
  });

  it('has nothing to resume on Free', async () => {
    const user = await freeUser();
    const res = await resume(user);
    expectError(res, 409, 'nothing_to_resume');
    expect(res.body.message).toBe('There is no cancelled plan to resume.');
  });
});
