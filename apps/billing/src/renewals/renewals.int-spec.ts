import { RpcPattern } from '@maeum/contracts';
import { MessagingNames, RpcClient } from '@maeum/messaging';
import { ApiClient, SignedUpUser, SmtpCapture, TestStack, waitFor } from '@maeum/testing';
import { SANDBOX_REJECTED_CARD } from '@maeum/toss-sandbox';
import { connect, NatsConnection } from 'nats';
import { billingTestKit } from '../billing.test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

// Renewals by billing key (자동결제), scheduled plan changes and open orders: the worker's hourly
// pass, asked over NATS as the worker asks it, against the Toss sandbox over HTTP.
describe('the renewal pass', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  let rpc: RpcClient;
  const api = new ApiClient(() => stack.gateway.url);
  const smtp = new SmtpCapture();

  beforeAll(async () => {
    const mail = await smtp.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'worker'],
      toss: true,
      env: { PUBLIC_URL: 'https://maeum.test' },
      envFor: { worker: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) } },
    });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    rpc = new RpcClient(nc, new MessagingNames(stack.env.MESSAGING_NAMESPACE!), 30_000);
  });

  afterAll(async () => {
    await nc?.drain();
    await stack?.stop();
    await smtp.stop();
  });

  const { sql, freeUser, checkout, confirm, subscriber } = billingTestKit(() => stack, api);
  const pass = (asOf?: Date) =>
    rpc.request(RpcPattern.billingRenewDue, asOf ? { asOf: asOf.toISOString() } : {});

  /** Moves the user's period end into the past (ms precision, as the service writes it). */
  async function periodEnded(user: SignedUpUser): Promise<Date> {
    const [row] = await sql(
      `UPDATE billing.user_subscriptions SET ends_at = date_trunc('milliseconds', now()) - interval '1 minute'
        WHERE user_id = $1 RETURNING ends_at`,
      [user.userId],
    );
    return row.ends_at as Date;
  }

  const subscription = async (user: SignedUpUser) =>
    (await api.get('/api/subscription', { token: user.accessToken })).body;
  const renewalOrders = (user: SignedUpUser) =>
    sql(
      `SELECT order_id, status, amount, plan_id FROM billing.payment_orders
        WHERE user_id = $1 AND kind = 'renewal' ORDER BY created_at`,
      [user.userId],
    );
  const changes = (user: SignedUpUser) =>
    sql(
      `SELECT payload->>'kind' AS kind FROM billing.outbox
        WHERE subject = 'billing.subscription.changed.v1' AND payload->>'userId' = $1 ORDER BY seq`,
      [user.userId],
    ).then((rows) => rows.map((r) => r.kind));

  it('charges a due Plus period once, however many passes run at once, and moves the period on', async () => {
    const user = await subscriber('plus', 'monthly');
    const endedAt = await periodEnded(user);
    await Promise.all([pass(), pass(), pass()]);
    await pass();
    const orders = await renewalOrders(user);
    expect(orders).toEqual([expect.objectContaining({ status: 'done', amount: 13387, plan_id: 'plus' })]);
    expect(stack.toss.chargesOf(orders[0]!.order_id)).toBe(1);
    const invoices = (await api.get('/api/invoices', { token: user.accessToken })).body;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'paid', periodStart: endedAt.toISOString() });
    const now = await subscription(user);
    expect(now).toMatchObject({ planId: 'plus', status: 'active', paymentFailing: false });
    const next = new Date(endedAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(new Date(now.endsAt).getTime()).toBeGreaterThanOrEqual(next.getTime() - 2 * DAY_MS);
    expect(new Date(now.endsAt).getTime()).toBeLessThanOrEqual(next.getTime() + 2 * DAY_MS);
    expect((await changes(user)).filter((k) => k === 'renewed')).toHaveLength(1);
  });

  it('retries a refused card 1, 3 and 5 days after the period, keeps the plan meanwhile, then drops to Free', async () => {
    const user = await subscriber('plus', 'monthly');
    // The card that pays the renewal is refused by its card company.
    const added = await api.post('/api/payment-methods', { token: user.accessToken });
    const approved = await api.post('/api/payments/sandbox/approve', {
      token: user.accessToken,
      body: { orderId: added.body.orderId, cardNumber: SANDBOX_REJECTED_CARD },
    });
    expect((await confirm(user, approved.body)).status).toBe(200);
    const cards = (await api.get('/api/payment-methods', { token: user.accessToken })).body;
    const refused = cards.find((c: { isDefault: boolean }) => !c.isDefault);
    await api.post(`/api/payment-methods/${refused.id}/default`, { token: user.accessToken });

    const endedAt = await periodEnded(user);
    await pass();
    expect(await subscription(user)).toMatchObject({ planId: 'plus', paymentFailing: true });
    await pass(); // the same day again: nothing new is tried
    expect(await renewalOrders(user)).toEqual([expect.objectContaining({ status: 'failed' })]);

    for (const [day, attempts] of [
      [1, 2],
      [3, 3],
    ] as const) {
      await pass(new Date(endedAt.getTime() + day * DAY_MS + 60_000));
      expect(await renewalOrders(user)).toHaveLength(attempts);
      expect((await subscription(user)).planId).toBe('plus');
    }
    await pass(new Date(endedAt.getTime() + 5 * DAY_MS + 60_000));
    expect(await renewalOrders(user)).toHaveLength(4);
    expect(await subscription(user)).toMatchObject({ planId: 'free', paymentFailing: false, endsAt: null });
    expect((await changes(user)).at(-1)).toBe('ended');
    await pass(new Date(endedAt.getTime() + 9 * DAY_MS));
    expect(await renewalOrders(user)).toHaveLength(4);

    // Told by e-mail each time, with the way to Plans & Billing (the
    // first payment's receipt aside).
    const renewalMails = () =>
      smtp.messages.filter((m) => m.to.includes(user.email) && !m.subject.startsWith('Your maeum. receipt'));
    await waitFor(async () => renewalMails().length === 4, 15_000);
    const mails = renewalMails();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "We couldn't renew your maeum. plan",
      "We couldn't renew your maeum. plan",
      "We couldn't renew your maeum. plan",
      'Your maeum. plan is now Free',
    ]);
    expect(mails[0]!.text).toContain('https://maeum.test/plans-and-billing');
    const notices = await sql(
      `SELECT payload->>'attempt' AS attempt, payload->>'nextAttemptAt' IS NOT NULL AS retried FROM billing.outbox
        WHERE subject = 'billing.renewal.failed.v1' AND payload->>'userId' = $1 ORDER BY seq`,
      [user.userId],
    );
    expect(notices).toEqual([
      { attempt: '1', retried: true },
      { attempt: '2', retried: true },
      { attempt: '3', retried: true },
      { attempt: '4', retried: false },
    ]);
  });

  it('ends a cancelled plan at the end of its period without a charge', async () => {
    const user = await subscriber('pro', 'annual');
    const cancelled = await api.post('/api/subscription/cancel', {
      token: user.accessToken,
      body: { reason: 'Too expensive' },
    });
    expect(cancelled.status).toBe(200);
    await pass();
    expect((await subscription(user)).planId).toBe('pro');
    await periodEnded(user);
    await pass();
    expect(await subscription(user)).toMatchObject({ planId: 'free', status: 'active', endsAt: null });
    expect(await renewalOrders(user)).toEqual([]);
    expect((await changes(user)).at(-1)).toBe('ended');
  });

  it('applies a scheduled downgrade at the renewal: Pro to Plus is charged at Plus’s price', async () => {
    const user = await subscriber('pro', 'monthly');
    const scheduled = await api.post('/api/subscription/downgrade', {
      token: user.accessToken,
      body: { planId: 'plus' },
    });
    expect(scheduled.status).toBe(200);
    await periodEnded(user);
    await pass();
    expect(await renewalOrders(user)).toEqual([
      expect.objectContaining({ status: 'done', plan_id: 'plus', amount: 13387 }),
    ]);
    expect(await subscription(user)).toMatchObject({ planId: 'plus', scheduledPlanId: null });
  });

  it('settles a checkout whose answer was lost, and expires one nobody paid', async () => {
    const [user, other] = await Promise.all([freeUser(), freeUser()]);
    const paid = await checkout(user);
    stack.toss.dropNextAnswer('billing-charge');
    expect((await confirm(user, paid)).status).toBe(503);
    // Another person's: a new checkout of the same person would settle the lost one first.
    const abandoned = await api.post('/api/payments/checkout', {
      token: other.accessToken,
      body: { planId: 'pro', billingPeriod: 'monthly' },
    });
    await sql(
      `UPDATE billing.payment_orders SET updated_at = now() - interval '2 hours' WHERE order_id = ANY($1)`,
      [[paid.orderId, abandoned.body.orderId]],
    );
    const result = await pass();
    expect(result.reconciled).toBeGreaterThanOrEqual(2);
    expect((await subscription(user)).planId).toBe('plus');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    expect(
      await sql(
        `SELECT order_id, status FROM billing.payment_orders WHERE order_id = ANY($1) ORDER BY status`,
        [[paid.orderId, abandoned.body.orderId]],
      ),
    ).toEqual([
      { order_id: paid.orderId, status: 'done' },
      { order_id: abandoned.body.orderId, status: 'expired' },
    ]);
  });
});
