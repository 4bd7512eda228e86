import { MessagingNames, encodeJson } from '@maeum/messaging';
import { ApiClient, SignedUpUser, signUpOnFreePlan, SmtpCapture, TestStack, waitFor } from '@maeum/testing';
import { simpleParser } from 'mailparser';
import { connect, NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';

// Issue 21: a verified payment gets one receipt e-mail with its invoice PDF, in the payer's
// language and time zone, however often its event arrives; the invoice then says "e-mailed".
describe('the receipt of a verified payment', () => {
  const smtp = new SmtpCapture();
  const api = new ApiClient(() => stack.gateway.url);
  let stack: TestStack;
  let nc: NatsConnection;

  beforeAll(async () => {
    const mail = await smtp.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'worker'],
      toss: true,
      envFor: { worker: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) } },
    });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  }, 60_000);

  afterAll(async () => {
    await nc?.drain();
    await stack?.stop();
    await smtp.stop();
  });

  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  /** Checkout, the sandbox's Pay button and the success page's confirm: one verified payment. */
  async function pay(user: SignedUpUser): Promise<string> {
    const started = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId: 'plus', billingPeriod: 'monthly' },
    });
    expect(started.status).toBe(200);
    const approved = await api.post('/api/payments/sandbox/approve', {
      token: user.accessToken,
      body: { orderId: started.body.orderId },
    });
    const confirmed = await api.post('/api/payments/confirm', {
      token: user.accessToken,
      body: approved.body,
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body.invoice.id as string;
  }

  const receiptsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));

  it('sends one receipt with the PDF, in Korean and the payer’s zone, even when the event comes twice', async () => {
    const user = await signUpOnFreePlan(api, stack);
    const preferences = await api.call('PATCH', '/api/me/preferences', {
      token: user.accessToken,
      body: { language: 'ko', timezone: 'Pacific/Kiritimati' }, // UTC+14: its day is rarely UTC's
    });
    expect(preferences.status).toBe(200);
    const invoiceId = await pay(user);

    const message = await smtp.waitForMessage((m) => m.to.includes(user.email.toLowerCase()), 30_000);
    const parsed = await simpleParser(message.raw);
    expect(parsed.subject).toMatch(/^maeum\. 결제 영수증/);
    expect(parsed.text).toContain('₩13,387');
    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The file name is the invoice's day where the payer lives, and the download has the same name.
    const [{ created_at: createdAt }] = await sql(`SELECT created_at FROM billing.invoices WHERE id = $1`, [
      invoiceId,
    ]);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(createdAt);
    expect(pdf!.filename).toBe(`maeum-invoice-${day}-${invoiceId.slice(0, 8)}.pdf`);
    const download = await fetch(`${stack.gateway.url}/api/invoices/${invoiceId}/pdf?lang=ko`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${pdf!.filename}"`);

    await waitFor(
      async () => (await api.get('/api/invoices', { token: user.accessToken })).body[0].emailedAt,
      10_000,
    );

    // The same event again (a redelivery past the stream's duplicate window), and a second event
    // for the same payment (a re-publish under a new id): neither sends another receipt.
    const [row] = await sql(
      `SELECT id, subject, payload, occurred_at, actor_id FROM billing.outbox
        WHERE subject = 'billing.payment.verified.v1' AND payload->>'invoiceId' = $1`,
      [invoiceId],
    );
    const names = new MessagingNames(stack.env.MESSAGING_NAMESPACE!);
    const envelope = {
      id: row.id,
      type: row.subject,
      version: 1,
      occurredAt: new Date(row.occurred_at).toISOString(),
      actorId: row.actor_id,
      data: row.payload,
    };
    await nc.jetstream().publish(names.event(row.subject), encodeJson(envelope), { msgID: randomUUID() });
    const secondId = randomUUID();
    await sql(`INSERT INTO billing.outbox (id, subject, payload) VALUES ($1, $2, $3)`, [
      secondId,
      row.subject,
      JSON.stringify(row.payload),
    ]);
    await waitFor(
      async () => (await sql(`SELECT 1 FROM auth.inbox WHERE event_id = $1`, [secondId])).length === 1,
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // a second receipt would be out by now
    expect(receiptsTo(user.email)).toHaveLength(1);
    expect(await sql(`SELECT count(*)::int AS n FROM auth.inbox WHERE event_id = $1`, [row.id])).toEqual([
      { n: 1 },
    ]);
  }, 90_000);

  it('writes in English to an English reader, and Plans & Billing shows the invoice e-mailed', async () => {
    const user = await signUpOnFreePlan(api, stack);
    const invoiceId = await pay(user);
    const message = await smtp.waitForMessage((m) => m.to.includes(user.email.toLowerCase()), 30_000);
    expect(message.subject).toMatch(/^Your maeum\. receipt/);
    await waitFor(
      async () => (await api.get('/api/invoices', { token: user.accessToken })).body[0].emailedAt,
      10_000,
    );
    const [invoice] = (await api.get('/api/invoices', { token: user.accessToken })).body;
    expect(invoice).toMatchObject({ id: invoiceId, emailedAt: expect.any(String) });
  }, 60_000);
});
