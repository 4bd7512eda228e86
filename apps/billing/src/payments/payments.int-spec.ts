import { billingTestKit } from '../billing.test-kit';
import { ApiClient, TestStack, waitFor } from '@maeum/testing';
import { SANDBOX_REJECTED_CARD } from '@maeum/toss-sandbox';

// The payment promises (one charge for parallel confirms, the amount checked first, a retry after a
// Toss timeout ends DONE, no order open forever) against the Toss sandbox over HTTP, through the
// gateway.
describe('payments through Toss (sandbox)', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'], toss: true });
  });

  afterAll(() => stack?.stop());

  const { sql, expectError, freeUser, checkout, confirm } = billingTestKit(() => stack, api);

  it('upgrades Free to Plus: one charge, a paid invoice with its PDF, the card on file', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    expect(paid.amount).toBe(13387);
    const res = await confirm(user, paid);
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      planId: 'plus',
      status: 'active',
      billingPeriod: 'monthly',
      sessionsLeft: 10,
    });
    expect(res.body.invoice).toMatchObject({
      planName: 'Plus',
      amount: 13387,
      status: 'paid',
      refundable: true,
    });
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);

    const invoices = await api.get('/api/invoices', { token: user.accessToken });
    expect(invoices.body).toHaveLength(1);
    const pdf = await fetch(`${stack.gateway.url}/api/invoices/${invoices.body[0].id}/pdf?lang=ko`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="maeum-invoice-/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const cards = await api.get('/api/payment-methods', { token: user.accessToken });
    expect(cards.body).toEqual([expect.objectContaining({ isDefault: true, cardLast4: expect.any(String) })]);
    expect(JSON.stringify(cards.body)).not.toContain('billing');
  });

  it('1: ten parallel confirms of one order make one charge, one invoice and one of each event', async () => {
    const user = await freeUser();
    const paid = await checkout(user, 'pro', 'annual');
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(user, paid)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    expect(new Set(answers.map((a) => a.body.invoice.id)).size).toBe(1);
    expect(
      await sql(`SELECT status FROM billing.payment_orders WHERE order_id = $1`, [paid.orderId]),
    ).toEqual([{ status: 'done' }]);
    expect(await sql(`SELECT 1 FROM billing.invoices WHERE order_id = $1`, [paid.orderId])).toHaveLength(1);
    const events = await sql(
      `SELECT subject, payload->>'kind' AS kind FROM billing.outbox WHERE payload->>'userId' = $1 ORDER BY seq`,
      [user.userId],
    );
    expect(events).toEqual([
      { subject: 'billing.subscription.changed.v1', kind: 'created' },
      { subject: 'billing.payment.verified.v1', kind: null },
      { subject: 'billing.subscription.changed.v1', kind: 'upgraded' },
    ]);
    expect(answers[0]!.body.subscription).toMatchObject({
      planId: 'pro',
      billingPeriod: 'annual',
      dailyTexts: null,
    });
  });

  it('2: refuses an amount that is not the order’s, without calling Toss', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    const res = await confirm(user, { ...paid, amount: 100 });
    expectError(res, 400, 'amount_mismatch');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(0);
    expect(
      await sql(`SELECT status FROM billing.payment_orders WHERE order_id = $1`, [paid.orderId]),
    ).toEqual([{ status: 'pending' }]);
  });

  it('3: finishes a charge Toss approved but whose answer was lost, on the retry, charging once', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    stack.toss.dropNextAnswer('billing-charge');
    expectError(await confirm(user, paid), 503, 'payment_provider_unavailable');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    const retry = await confirm(user, paid);
    expect(retry.status).toBe(200);
    expect(retry.body.subscription.planId).toBe('plus');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
  });

  it('3: treats ALREADY_PROCESSED_PAYMENT as a lookup, not a failure', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    stack.toss.dropNextAnswer('billing-charge');
    await confirm(user, paid);
    stack.toss.failNext('billing-charge', {
      status: 400,
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.',
    });
    const retry = await confirm(user, paid);
    expect(retry.status).toBe(200);
    expect(retry.body.invoice.status).toBe('paid');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
  });

  it('3: finishes a confirm whose billing process died in the middle of the charge, charging once', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    stack.toss.setLatency(1500);
    const first = confirm(user, paid);
    try {
      // The card is on file (the billing key was issued) and the charge is on its way to Toss.
      await waitFor(
        async () =>
          (
            await sql(`SELECT payment_method_id FROM billing.payment_orders WHERE order_id = $1`, [
              paid.orderId,
            ])
          )[0]?.payment_method_id !== null,
        10_000,
      );
      await stack.app('billing').kill(); // Toss goes on and charges; nobody hears the answer
      await waitFor(async () => stack.toss.chargesOf(paid.orderId) === 1, 5_000);
    } finally {
      stack.toss.setLatency(0);
      if (stack.app('billing').process.exitCode !== null || stack.app('billing').process.signalCode)
        await stack.start('billing');
    }
    expect((await first).status).toBeGreaterThanOrEqual(500);
    const retry = await confirm(user, paid);
    expect(retry.status).toBe(200);
    expect(retry.body.subscription.planId).toBe('plus');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    expect(await sql(`SELECT 1 FROM billing.invoices WHERE order_id = $1`, [paid.orderId])).toHaveLength(1);
  }, 40_000);

  it('4: closes the order when the card company refuses, and keeps a provider error open for a retry', async () => {
    const user = await freeUser();
    const refused = await checkout(user, 'plus', 'monthly', SANDBOX_REJECTED_CARD);
    const res = await confirm(user, refused);
    expectError(res, 402, 'payment_failed');
    expect(res.body.details?.tossCode ?? res.body.tossCode ?? 'REJECT_CARD_PAYMENT').toBe(
      'REJECT_CARD_PAYMENT',
    );
    expect(
      await sql(`SELECT status, failure_code FROM billing.payment_orders WHERE order_id = $1`, [
        refused.orderId,
      ]),
    ).toEqual([{ status: 'failed', failure_code: 'REJECT_CARD_PAYMENT' }]);
    expectError(await confirm(user, refused), 402, 'payment_failed');

    const paid = await checkout(user);
    stack.toss.failNext('billing-charge', {
      status: 500,
      code: 'PROVIDER_ERROR',
      message: '일시적인 오류가 발생했습니다.',
    });
    expectError(await confirm(user, paid), 503, 'payment_provider_unavailable');
    expect(
      await sql(`SELECT status FROM billing.payment_orders WHERE order_id = $1`, [paid.orderId]),
    ).toEqual([{ status: 'in_progress' }]);
    expect((await confirm(user, paid)).status).toBe(200);
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
  });

  it('sells only the upgrades of the spec', async () => {
    const user = await freeUser();
    const lite = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId: 'lite', billingPeriod: 'monthly' },
    });
    expectError(lite, 409, 'invalid_plan_change');
    const free = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId: 'free', billingPeriod: 'monthly' },
    });
    expectError(free, 409, 'invalid_plan_change');
    const bad = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId: 'plus', billingPeriod: 'weekly' },
    });
    expectError(bad, 400, 'validation_failed');
    await confirm(user, await checkout(user, 'plus'));
    const same = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId: 'plus', billingPeriod: 'annual' },
    });
    expectError(same, 409, 'invalid_plan_change');
  });

  it('refunds within 14 days once, through Toss, and the plan is Free again', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    const { body } = await confirm(user, paid);
    const refund = () =>
      api.post(`/api/invoices/${body.invoice.id}/refund`, {
        token: user.accessToken,
        body: { reason: 'Changed my mind' },
      });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ status: 'refunded', refundable: false });
    expect(stack.toss.paymentOf(paid.orderId)?.status).toBe('CANCELED');
    expect((await api.get('/api/subscription', { token: user.accessToken })).body).toMatchObject({
      planId: 'free',
    });
    const events = await sql(
      `SELECT payload->>'kind' AS kind FROM billing.outbox WHERE payload->>'userId' = $1 AND payload->>'kind' = 'refunded'`,
      [user.userId],
    );
    expect(events).toHaveLength(1);

    await sql(
      `UPDATE billing.invoices SET status = 'paid', created_at = now() - interval '15 days' WHERE id = $1`,
      [body.invoice.id],
    );
    expectError(await refund(), 409, 'refund_window_passed');
  });

  it('adds a card without a charge, makes it the default, and keeps the last card of a renewing plan', async () => {
    const user = await freeUser();
    await confirm(user, await checkout(user));
    const [first] = (await api.get('/api/payment-methods', { token: user.accessToken })).body;
    expectError(
      await api.call('DELETE', `/api/payment-methods/${first.id}`, { token: user.accessToken }),
      409,
      'payment_method_in_use',
    );

    const add = await api.post('/api/payment-methods', { token: user.accessToken });
    expect(add.body).toMatchObject({ amount: 0, sandbox: true });
    const approved = await api.post('/api/payments/sandbox/approve', {
      token: user.accessToken,
      body: { orderId: add.body.orderId },
    });
    const added = await confirm(user, approved.body);
    expect(added.status).toBe(200);
    expect(added.body.invoice).toBeNull();
    expect(stack.toss.chargesOf(add.body.orderId)).toBe(0);

    let cards = (await api.get('/api/payment-methods', { token: user.accessToken })).body;
    expect(cards).toHaveLength(2);
    const second = cards.find((c: { id: string }) => c.id !== first.id);
    cards = (await api.post(`/api/payment-methods/${second.id}/default`, { token: user.accessToken })).body;
    expect(cards[0]).toMatchObject({ id: second.id, isDefault: true });
    cards = (await api.call('DELETE', `/api/payment-methods/${second.id}`, { token: user.accessToken })).body;
    expect(cards).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it('never lets one user touch another’s order, invoice or card', async () => {
    const [a, b] = await Promise.all([freeUser(), freeUser()]);
    const paid = await checkout(a);
    expectError(await confirm(b, { ...paid, customerKey: paid.customerKey }), 404, 'order_not_found');
    expectError(
      await api.post('/api/payments/sandbox/approve', {
        token: b.accessToken,
        body: { orderId: paid.orderId },
      }),
      404,
      'order_not_found',
    );
    const { body } = await confirm(a, paid);
    const [card] = (await api.get('/api/payment-methods', { token: a.accessToken })).body;
    const asB = { token: b.accessToken };
    expectError(await api.get(`/api/invoices/${body.invoice.id}/pdf`, asB), 404, 'not_found');
    expectError(
      await api.post(`/api/invoices/${body.invoice.id}/refund`, { ...asB, body: { reason: 'mine now' } }),
      404,
      'not_found',
    );
    expectError(await api.post(`/api/payment-methods/${card.id}/default`, asB), 404, 'not_found');
    expectError(await api.call('DELETE', `/api/payment-methods/${card.id}`, asB), 404, 'not_found');
    expect((await api.get('/api/invoices', asB)).body).toEqual([]);
    expect((await api.get('/api/subscription', { token: a.accessToken })).body.planId).toBe('plus');
  });

  it('exports the cards and invoices, and on deletion drops the cards and keeps the invoices without the person', async () => {
    const user = await freeUser();
    const paid = await checkout(user);
    const { body } = await confirm(user, paid);
    await api.post(`/api/invoices/${body.invoice.id}/refund`, {
      token: user.accessToken,
      body: { reason: 'I changed my mind' },
    });
    const exported = (await api.get('/api/me/export', { token: user.accessToken })).body.billing;
    expect(exported.paymentMethods).toEqual([expect.objectContaining({ isDefault: true })]);
    expect(exported.invoices).toEqual([
      expect.objectContaining({ id: body.invoice.id, status: 'refunded', refundReason: 'I changed my mind' }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/billingKey|billing_key/);

    expect((await api.deleteAccount(user)).status).toBe(202);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM billing.payment_methods WHERE user_id = $1`, [user.userId])).length === 0 &&
        (await sql(`SELECT 1 FROM billing.invoices WHERE user_id = $1`, [user.userId])).length === 0,
      10_000,
    );
    expect(
      await sql(`SELECT user_id, refund_reason, amount FROM billing.invoices WHERE id = $1`, [
        body.invoice.id,
      ]),
    ).toEqual([{ user_id: null, refund_reason: null, amount: 13387 }]);
    expect(
      await sql(`SELECT user_id FROM billing.payment_orders WHERE order_id = $1`, [paid.orderId]),
    ).toEqual([{ user_id: null }]);
  });

  it('settles an order from a Toss webhook only by what Toss answers to a lookup', async () => {
    const user = await freeUser();
    const webhook = (orderId: string) =>
      api.post('/api/webhooks/toss', {
        body: {
          eventType: 'PAYMENT_STATUS_CHANGED',
          createdAt: new Date().toISOString(),
          data: { orderId, status: 'DONE' },
        },
      });
    const unpaid = await checkout(user);
    await sql(`UPDATE billing.payment_orders SET status = 'in_progress' WHERE order_id = $1`, [
      unpaid.orderId,
    ]);
    expect((await webhook(unpaid.orderId)).body).toEqual({ received: true });
    expect(
      await sql(`SELECT status FROM billing.payment_orders WHERE order_id = $1`, [unpaid.orderId]),
    ).toEqual([{ status: 'in_progress' }]);
    expect((await api.get('/api/subscription', { token: user.accessToken })).body.planId).toBe('free');

    const paid = await checkout(user, 'pro');
    stack.toss.dropNextAnswer('billing-charge');
    expect((await confirm(user, paid)).status).toBe(503);
    // Toss sends a webhook up to 7 times, in any order: one effect.
    const answers = await Promise.all(Array.from({ length: 7 }, () => webhook(paid.orderId)));
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect((await api.get('/api/subscription', { token: user.accessToken })).body.planId).toBe('pro');
    expect(stack.toss.chargesOf(paid.orderId)).toBe(1);
    expect(await sql(`SELECT 1 FROM billing.invoices WHERE order_id = $1`, [paid.orderId])).toHaveLength(1);
    expect(
      await sql(
        `SELECT 1 FROM billing.outbox WHERE subject = 'billing.payment.verified.v1' AND payload->>'orderId' = $1`,
        [paid.orderId],
      ),
    ).toHaveLength(1);
    expect((await webhook('ord_nobody_knows_it')).body).toEqual({ received: true });
    expectError(
      await api.post('/api/webhooks/toss', { body: { eventType: 'X', data: 'x' } }),
      400,
      'validation_failed',
    );
  });

  it('lists invoices newest first, 20 at a time, and only the caller’s', async () => {
    const [user, other] = await Promise.all([freeUser(), freeUser()]);
    await sql(
      `INSERT INTO billing.invoices (user_id, order_id, plan_id, plan_name, billing_period, amount, status, created_at)
       SELECT $1::uuid, 'page_' || g || '_' || substr(md5($1::text), 1, 8), 'plus', 'Plus', 'monthly', g, 'paid',
              now() - g * interval '1 hour'
         FROM generate_series(1, 25) g`,
      [user.userId],
    );
    const first = (await api.get('/api/invoices', { token: user.accessToken })).body;
    expect(first.map((i: { amount: number }) => i.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const next = await api.get(`/api/invoices?before=${first[19].id}`, { token: user.accessToken });
    expect(next.body.map((i: { amount: number }) => i.amount)).toEqual([21, 22, 23, 24, 25]);
    expect(
      (await api.get(`/api/invoices?before=${first[19].id}`, { token: other.accessToken })).body,
    ).toEqual([]);
    expectError(
      await api.get('/api/invoices?before=yesterday', { token: user.accessToken }),
      400,
      'validation_failed',
    );
  });
});
