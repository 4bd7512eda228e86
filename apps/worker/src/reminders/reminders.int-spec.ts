import { RpcPattern } from '@maeum/contracts';
import { MessagingNames, RpcClient } from '@maeum/messaging';
import {
  ApiClient,
  expectErrorEnvelope,
  SignedUpUser,
  signUpOnFreePlan,
  SmtpCapture,
  TestStack,
  waitFor,
  WebPushServer,
} from '@maeum/testing';
import { simpleParser } from 'mailparser';
import { connect, NatsConnection } from 'nats';
import { createECDH } from 'node:crypto';

const ZONE = 'Asia/Seoul'; // UTC+9, no daylight saving: its local times are plain to compute

/** Today in Seoul at hh:mm as an instant, and that local day. */
function seoulMoment(hour: number, minute: number, dayOffset = 0) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + dayOffset * 86_400_000),
  );
  const at = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`;
  return { day, now: new Date(at).toISOString() };
}

// Issue 24: self-care reminders, off by default; at the chosen time and weekdays in the person's
// zone, once a day, by e-mail (with a stop link that needs no sign-in) and web push to each device
// (a gone one removed); never in the 24 h after a crisis referral.
describe('self-care reminders', () => {
  const smtp = new SmtpCapture();
  const push = new WebPushServer();
  const api = new ApiClient(() => stack.gateway.url);
  let stack: TestStack;
  let nc: NatsConnection;
  let rpc: RpcClient;
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const vapidPublic = vapid.getPublicKey().toString('base64url');
  // A reminder time half a day from Seoul's clock, so the worker's real 5-minute pass never meets it.
  const hour =
    (Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    ) +
      12) %
    24;
  const time = `${String(hour).padStart(2, '0')}:00`;

  beforeAll(async () => {
    const mail = await smtp.start();
    await push.start();
    const keys = { VAPID_PUBLIC_KEY: vapidPublic };
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions', 'journal', 'worker'],
      envFor: {
        auth: keys,
        worker: {
          ...keys,
          VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
          VAPID_SUBJECT: 'mailto:ops@maeum.test',
          SMTP_HOST: mail.host,
          SMTP_PORT: String(mail.port),
          NODE_EXTRA_CA_CERTS: push.caFile,
        },
      },
    });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    rpc = new RpcClient(nc, new MessagingNames(stack.env.MESSAGING_NAMESPACE!), 20_000);
  }, 90_000);

  afterAll(async () => {
    await nc?.close();
    await stack?.stop();
    await push.stop();
    await smtp.stop();
  });

  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const run = (now: string) => rpc.request(RpcPattern.remindersRun, { now });
  const mailsTo = (who: SignedUpUser) => smtp.messages.filter((m) => m.to.includes(who.email.toLowerCase()));

  async function person(language: 'en' | 'ko'): Promise<SignedUpUser> {
    const who = await api.signUp();
    const prefs = await api.call('PATCH', '/api/me/preferences', {
      token: who.accessToken,
      body: { language, timezone: ZONE },
    });
    expect(prefs.status).toBe(200);
    return who;
  }

  const turnOn = (who: SignedUpUser, weekdays = [1, 2, 3, 4, 5, 6, 7]) =>
    api.call('PUT', '/api/reminders', { token: who.accessToken, body: { enabled: true, time, weekdays } });

  it('is off by default and refuses settings that are not a time and weekdays', async () => {
    const who = await person('en');
    const got = await api.get('/api/reminders', { token: who.accessToken });
    expect(got.body).toEqual({
      enabled: false,
      time: '20:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      timezone: ZONE,
      pushPublicKey: vapidPublic,
      pushDevices: 0,
    });
    const bad: [unknown, string][] = [
      [{ enabled: true, time: '24:00', weekdays: [1] }, 'time must be HH:MM (00:00 to 23:59)'],
      [{ enabled: true, time: '9:00', weekdays: [1] }, 'time must be HH:MM (00:00 to 23:59)'],
      [
        { enabled: true, time: '09:00', weekdays: [0] },
        'weekdays must be a list of days from 1 (Monday) to 7 (Sunday)',
      ],
      [
        { enabled: true, time: '09:00', weekdays: [1, 1] },
        'weekdays must be a list of days from 1 (Monday) to 7 (Sunday)',
      ],
      [{ enabled: 'yes', time: '09:00', weekdays: [1] }, 'enabled must be true or false'],
    ];
    for (const [body, message] of bad) {
      const res = await api.call('PUT', '/api/reminders', { token: who.accessToken, body });
      expectErrorEnvelope(res.text, 400, `answer ${res.status}`, 'validation_failed');
      expect(res.body.message).toBe(message);
    }
    const badPush = await api.post('/api/push-subscriptions', {
      token: who.accessToken,
      body: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expectErrorEnvelope(badPush.text, 400, `answer ${badPush.status}`, 'validation_failed');
    expect((await api.get('/api/reminders')).status).toBe(401);
  });

  it('sends once a day by e-mail and push in the person’s language, drops a gone device, and stops from the link', async () => {
    const who = await person('ko');
    expect((await turnOn(who)).body).toMatchObject({ enabled: true, time, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    const phone = push.subscribe();
    const oldLaptop = push.subscribe();
    for (const device of [phone, oldLaptop]) {
      const res = await api.post('/api/push-subscriptions', {
        token: who.accessToken,
        body: { endpoint: device.endpoint, keys: device.keys },
      });
      expect(res.status).toBe(200);
    }
    push.expire(oldLaptop.id);

    // Before the time: nothing. Ten minutes after: sent, once, however often the pass runs.
    if (hour > 0) expect((await run(seoulMoment(hour - 1, 59).now)).queued).toBe(0);
    const { day, now } = seoulMoment(hour, 10);
    const first = await run(now);
    expect(first.queued).toBeGreaterThanOrEqual(1);
    await run(now);
    await run(seoulMoment(hour, 40).now);

    const message = await smtp.waitForMessage((m) => m.to.includes(who.email.toLowerCase()), 30_000);
    const parsed = await simpleParser(message.raw);
    expect(parsed.subject).toBe('maeum.의 다정한 안부');
    const link = /https?:\/\/\S+\/reminders\/stop\?token=(\S+)/.exec(parsed.text ?? '');
    expect(link).not.toBeNull();

    const received = await push.waitFor(phone.id);
    expect(JSON.parse(received.payload)).toMatchObject({
      title: 'maeum.의 다정한 안부',
      tag: 'maeum-reminder',
    });
    expect(received.vapid).toMatchObject({ sub: 'mailto:ops@maeum.test', publicKey: vapidPublic });
    await waitFor(
      async () =>
        (await sql(`SELECT endpoint FROM auth.push_subscriptions WHERE user_id = $1`, [who.userId]))
          .length === 1,
      15_000,
    );
    expect(push.refused).toEqual([
      { subscriptionId: oldLaptop.id, status: 410, reason: 'Subscription expired' },
    ]);
    expect(
      await sql(
        `SELECT to_char(last_sent_on, 'YYYY-MM-DD') AS d FROM auth.reminder_settings WHERE user_id = $1`,
        [who.userId],
      ),
    ).toEqual([{ d: day }]);
    expect(mailsTo(who)).toHaveLength(1);
    expect(push.received.filter((r) => r.subscriptionId === phone.id)).toHaveLength(1);

    // A day it was not chosen for: nothing.
    const tomorrow = seoulMoment(hour, 10, 1);
    const tomorrowWeekday = ((new Date(`${tomorrow.day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await turnOn(
      who,
      [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== tomorrowWeekday),
    );
    await run(tomorrow.now);
    expect(
      await sql(
        `SELECT to_char(last_sent_on, 'YYYY-MM-DD') AS d FROM auth.reminder_settings WHERE user_id = $1`,
        [who.userId],
      ),
    ).toEqual([{ d: day }]);

    // The stop link works without sign-in; a forged one does not.
    const token = decodeURIComponent(link![1]!);
    const forged = await api.post('/api/reminders/stop', { body: { token: `${token.slice(0, -3)}AAA` } });
    expectErrorEnvelope(forged.text, 400, `answer ${forged.status}`, 'invalid_token');
    const stopped = await api.post('/api/reminders/stop', { body: { token } });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ stopped: true });
    expect((await api.get('/api/reminders', { token: who.accessToken })).body.enabled).toBe(false);
    expect((await run(seoulMoment(hour, 10, 2).now)).queued).toBe(0);

    // Export and deletion hold the settings and the device.
    const exported = await api.get('/api/me/export', { token: who.accessToken });
    expect(exported.body.auth.reminders).toEqual({
      enabled: false,
      time,
      weekdays: expect.any(Array),
      lastSentOn: day,
    });
    expect(exported.body.auth.pushSubscriptions).toEqual([
      { endpoint: phone.endpoint, createdAt: expect.any(String) },
    ]);
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    expect(await sql(`SELECT 1 FROM auth.reminder_settings WHERE user_id = $1`, [who.userId])).toEqual([]);
    expect(await sql(`SELECT 1 FROM auth.push_subscriptions WHERE user_id = $1`, [who.userId])).toEqual([]);
  }, 90_000);

  it('sends nothing in the 24 hours after a crisis referral, and again after', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await api.call('PATCH', '/api/me/preferences', {
      token: who.accessToken,
      body: { language: 'en', timezone: ZONE },
    });
    await turnOn(who);
    const started = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    expect(started.status).toBe(201);
    const crisis = await api.post(`/api/sessions/${started.body.session.id}/messages`, {
      token: who.accessToken,
      body: { content: 'i want to kms' },
      headers: { accept: 'application/json' },
    });
    expect(crisis.body.message.crisis).toBe(true);

    const held = await run(seoulMoment(hour, 10).now);
    expect(held.held).toBeGreaterThanOrEqual(1);
    // Two days on, the hold is over (the crisis message is at most half a day after that first pass).
    const later = await run(seoulMoment(hour, 10, 2).now);
    expect(later.queued).toBeGreaterThanOrEqual(1);
    const message = await smtp.waitForMessage((m) => m.to.includes(who.email.toLowerCase()), 30_000);
    expect((await simpleParser(message.raw)).subject).toBe('A gentle check-in from maeum.');
    expect(mailsTo(who)).toHaveLength(1);
  }, 60_000);
});
