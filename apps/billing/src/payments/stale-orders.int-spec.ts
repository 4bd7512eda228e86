import { billingTestKit } from '../billing.test-kit';
import { ApiClient, ApiResponse, SignedUpUser, TestStack, waitFor } from '@maeum/testing';

// An order is only confirmable while it still makes sense, and a retry is
// always the same payment. The worker runs the orders' delayed reconcile jobs (1 s here, 30 s live).
describe('stale orders and retried confirms (Toss sandbox)', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth', 'billing', 'worker'],
      toss: true,
      envFor: { billing: { ORDER_RECONCILE_DELAY_MS: '1000' } },
    });
  });

  afterAll(() => stack?.stop());

  const { sql, expectError, freeUser, checkout, confirm } = billingTestKit(() => stack, api);

  const start = (user: SignedUpUser, planId: string, billingPeriod = 'monthly') =>
    api.post('/api/payments/checkout', { token: user.accessToken, body: { planId, billingPeriod } });
  const planOf = async (user: SignedUpUser) =>
    (await api.get('/api/subscription', { token: user.accessToken })).body.planId;
  const invoicesOf = async (user: SignedUpUser) =>
    sql(`SELECT order_id FROM billing.invoices WHERE user_id = $1`, [user.userId]);
  const orderOf = async (orderId: string) =>
    (
      await sql(
        `SELECT status, failure_code, voided_at IS NOT NULL AS voided FROM billing.payment_orders WHERE order_id = $1`,
        [orderId],
      )
    )[0];

  it('29: refuses the older Plus order once Pro is paid, before Toss: no charge, the plan stays Pro', async () => {
    const user = await freeUser();
    const plus = await checkout(user, 'plus');
    const pro = await checkout(user, 'pro');
    expect((await confirm(user, pro)).status).toBe(200);

    expectError(await confirm(user, plus), 409, 'order_superseded');
    expect(stack.toss.chargesOf(plus.orderId)).toBe(0);
    expect(await planOf(user)).toBe('pro');
    expect(await invoicesOf(user)).toEqual([{ order_id: pro.orderId }]);
    // Asking again changes nothing.
    expectError(await confirm(user, plus), 409, 'order_superseded');
    expect(stack.toss.totalCharges).toBeGreaterThanOrEqual(1);
    expect(stack.toss.chargesOf(plus.orderId)).toBe(0);
  });

  it('29: re-checks an order left open in the confirm’s own claim (a newer order was paid)', async () => {
    const user = await freeUser();
    const plus = await checkout(user, 'plus');
    const pro = await checkout(user, 'pro');
    expect((await confirm(user, pro)).status).toBe(200);
    // An order no checkout closed (made before orders were closed, or by another path).
    await sql(
      `UPDATE billing.payment_orders SET status = 'pending', failure_code = NULL WHERE order_id = $1`,
      [plus.orderId],
    );

    expectError(await confirm(user, plus), 409, 'order_superseded');
    expect(stack.toss.chargesOf(plus.orderId)).toBe(0);
    expect(await orderOf(plus.orderId)).toMatchObject({
      status: 'superseded',
      failure_code: 'order_superseded',
    });
    expect(await planOf(user)).toBe('pro');
    expect(await invoicesOf(user)).toHaveLength(1);
  });

  it('29: cancels at Toss at once a payment Toss approved for an order that stopped making sense meanwhile', async () => {
    const user = await freeUser();
    const plus = await checkout(user, 'plus');
    stack.toss.setLatency(800);
    let answer: ApiResponse;
    try {
      const confirming = confirm(user, plus);
      // The card is on file and the charge is on its way to Toss; then the plan changes (a grant).
      await waitFor(
        async () =>
          (
            await sql(`SELECT payment_method_id FROM billing.payment_orders WHERE order_id = $1`, [
              plus.orderId,
            ])
          )[0]?.payment_method_id !== null,
        10_000,
      );
      await sql(`UPDATE billing.user_subscriptions SET plan_id = 'pro' WHERE user_id = $1`, [user.userId]);
      answer = await confirming;
    } finally {
      stack.toss.setLatency(0);
    }
    expectError(answer, 409, 'order_superseded');
    expect(stack.toss.chargesOf(plus.orderId)).toBe(1);
    expect(stack.toss.paymentOf(plus.orderId)?.status).toBe('CANCELED');
    expect(await orderOf(plus.orderId)).toMatchObject({ status: 'superseded', voided: true });
    expect(await invoicesOf(user)).toEqual([]);
    expect(await planOf(user)).toBe('pro');
  });

  it('30: answers the same open order to a second checkout of the same plan and period', async () => {
    const user = await freeUser();
    const first = await start(user, 'plus');
    const again = await start(user, 'plus');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, amount: first.body.amount });

    // Another period is another payment: a new order, and the first can no longer be confirmed.
    const annual = await start(user, 'plus', 'annual');
    expect(annual.body.orderId).not.toBe(first.body.orderId);
    expect(await orderOf(first.body.orderId)).toMatchObject({ status: 'superseded' });

    // Past Toss's 10-minute window the open order is not handed out again.
    await sql(
      `UPDATE billing.payment_orders SET created_at = now() - interval '11 minutes' WHERE order_id = $1`,
      [annual.body.orderId],
    );
    const later = await start(user, 'plus', 'annual');
    expect(later.body.orderId).not.toBe(annual.body.orderId);
    expect(await orderOf(annual.body.orderId)).toMatchObject({ status: 'superseded' });
  });

  it('closes the Plus order when a Pro checkout starts: it can no longer be confirmed or charged', async () => {
    const user = await freeUser();
    const plus = await checkout(user, 'plus');
    const pro = await checkout(user, 'pro');
    expect(await orderOf(plus.orderId)).toMatchObject({ status: 'superseded' });
    expectError(await confirm(user, plus), 409, 'order_superseded');
    expect(stack.toss.chargesOf(plus.orderId)).toBe(0);
    expect((await confirm(user, pro)).status).toBe(200);
    expect(await planOf(user)).toBe('pro');
  });

  it('settles a lost confirm before a new checkout of the same person: no second order to pay', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    stack.toss.dropNextAnswer('billing-charge');
    expectError(await confirm(user, paid), 503, 'payment_provider_unavailable');
    expectError(await start(user, 'plus'), 409, 'invalid_plan_change');
    expect(await planOf(user)).toBe('plus');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    expect(await invoicesOf(user)).toEqual([{ order_id: paid.orderId }]);
  });

  it('29: cancels at Toss, through the order’s job, a charge of an order a new checkout closed while Toss was away', async () => {
    const user = await freeUser();
    const plus = await checkout(user, 'plus');
    stack.toss.dropNextAnswer('billing-charge');
    expectError(await confirm(user, plus), 503, 'payment_provider_unavailable');
    // Toss charged, nobody heard it, and the lookups of the next moments fail: the Pro checkout
    // cannot know, so it closes the Plus order and leaves its charge to the order's job.
    const fault = { status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '일시적인 오류' };
    stack.toss.failNext('lookup', fault);
    stack.toss.failNext('lookup', fault);
    const pro = await start(user, 'pro');
    expect(pro.status).toBe(200);

    await waitFor(() => stack.toss.paymentOf(plus.orderId)?.status === 'CANCELED', 20_000, 250);
    await waitFor(async () => (await orderOf(plus.orderId))?.voided === true, 5_000);
    expect(await orderOf(plus.orderId)).toMatchObject({
      status: 'superseded',
      failure_code: 'order_superseded',
    });
    expectError(await confirm(user, plus), 409, 'order_superseded');
    expect(await planOf(user)).toBe('free');
    expect(await invoicesOf(user)).toEqual([]);
  });

  it('settles a confirm whose answer was lost through the order’s own job, within seconds', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    stack.toss.dropNextAnswer('billing-charge');
    expectError(await confirm(user, paid), 503, 'payment_provider_unavailable');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    // Nobody retries: the job queued by the confirm looks the order up at Toss.
    await waitFor(async () => (await planOf(user)) === 'plus', 15_000, 250);
    expect(await invoicesOf(user)).toEqual([{ order_id: paid.orderId }]);
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
  });

  it('30: billing killed mid-confirm, then the success page’s own retry: one charge and one invoice per person', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => freeUser()));
    const orders = await Promise.all(users.map((user) => checkout(user)));
    stack.toss.setLatency(1500);
    const firsts = users.map((user, i) => confirm(user, orders[i]!));
    try {
      await waitFor(
        async () =>
          (
            await sql(
              `SELECT 1 FROM billing.payment_orders WHERE order_id = ANY($1) AND payment_method_id IS NOT NULL`,
              [orders.map((o) => o.orderId)],
            )
          ).length === users.length,
        15_000,
      );
      await stack.app('billing').kill(); // Toss goes on and charges; nobody hears the answers
      await waitFor(() => orders.every((o) => stack.toss.chargesOf(o.orderId) === 1), 10_000);
    } finally {
      stack.toss.setLatency(0);
      await stack.start('billing');
    }
    for (const first of await Promise.all(firsts)) expect(first.status).toBeGreaterThanOrEqual(500);

    // What the page does: the same confirm again, with back-off, until a definite answer.
    const retried = await Promise.all(
      users.map(async (user, i) => {
        for (let attempt = 0, pause = 250; ; attempt++, pause *= 2) {
          const answer = await confirm(user, orders[i]!);
          if (answer.status < 500 || attempt === 6) return answer;
          await new Promise((r) => setTimeout(r, pause));
        }
      }),
    );
    expect(retried.map((a) => a.status)).toEqual(users.map(() => 200));
    // And one who went back to the pricing page instead: already Plus, no new order to pay.
    expectError(await start(users[0]!, 'plus'), 409, 'invalid_plan_change');

    for (const [i, user] of users.entries()) {
      expect(stack.toss.chargesOf(orders[i]!.orderId)).toBe(1);
      expect(await invoicesOf(user)).toEqual([{ order_id: orders[i]!.orderId }]);
      expect(await planOf(user)).toBe('plus');
    }
    expect(
      await sql(
        `SELECT count(*)::int AS n FROM billing.payment_orders WHERE user_id = ANY($1) AND kind = 'checkout'`,
        [users.map((u) => u.userId)],
      ),
    ).toEqual([{ n: users.length }]);
  }, 90_000);
});
