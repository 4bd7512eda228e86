import { RpcPattern } from '@maeum/contracts';
import { MessagingNames, RpcClient, RpcError } from '@maeum/messaging';
import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { connect, NatsConnection } from 'nats';

// Limits are exact under concurrency — 8 parallel session starts and first
// messages of a Free user count 3, 40 parallel texts at 19 of 20 answer 1 more; billing is the one
// counter (a start reserves one of the month's sessions, a message one of the day's texts, each one
// conditional statement) and the sessions service only asks.
describe('plan limits under concurrency (billing holds, the sessions service asks)', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  let rpc: RpcClient;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions'],
      envFor: { sessions: { AI_OFFLINE_PACE_MS: '0' } },
    });
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    rpc = new RpcClient(nc, new MessagingNames(stack.env.MESSAGING_NAMESPACE!), 30_000);
  });

  afterAll(async () => {
    await nc?.drain();
    await stack?.stop();
  });

  const start = (who: SignedUpUser) =>
    api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
  const sendJson = (who: SignedUpUser, id: string, content: string) =>
    api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content },
      headers: { accept: 'application/json' },
    });
  const holdsOf = async (userId: string) =>
    (await sql(`SELECT 1 FROM billing.usage_holds WHERE user_id = $1`, [userId])).length;

  it('8 parallel starts and first messages of a Free user: exactly 3 counted, the rest refused', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const started = await start(who);
        if (started.status !== 201) return started;
        return sendJson(who, started.body.session.id, 'I had a rough day at work');
      }),
    );
    const replied = outcomes.filter((res) => res.status === 200);
    expect(replied).toHaveLength(3);
    for (const res of outcomes.filter((r) => r.status !== 200)) {
      // On a busy machine a start can come late enough to see a sibling's untouched session and
      // replace it, as a reload does (taking over its place): that chain's message finds no session.
      if (res.status === 404) {
        expectError(res, 404, 'not_found');
        continue;
      }
      expectError(res, 403, 'session_limit_reached');
      expect(res.body.message).toBe("You've reached your monthly session limit.");
    }
    // Every hold got its reply and was kept: billing's count and the sessions counted agree.
    await waitFor(async () => (await holdsOf(who.userId)) === 0, 10_000);
    const [billing] = await sql(
      `SELECT sessions_used, text_sessions_used FROM billing.user_subscriptions WHERE user_id = $1`,
      [who.userId],
    );
    expect(billing).toEqual({ sessions_used: 3, text_sessions_used: 3 });
    const counted = await sql(`SELECT 1 FROM sessions.chat_sessions WHERE user_id = $1 AND usage_counted`, [
      who.userId,
    ]);
    expect(counted).toHaveLength(3);
    const limits = await api.get('/api/subscription/limits?type=text', { token: who.accessToken });
    expect(limits.body).toMatchObject({ allowed: false, used: 3, limit: 3 });
    expectError(await start(who), 403, 'session_limit_reached');
  });

  it('40 parallel texts at 19 of 20: exactly 1 more is answered', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const started = await start(who);
    const id = started.body.session.id as string;
    expect((await sendJson(who, id, 'hello there')).status).toBe(200);
    await waitFor(async () => (await holdsOf(who.userId)) === 0, 10_000);
    await sql(`UPDATE billing.daily_texts SET used = 19 WHERE user_id = $1`, [who.userId]);

    // Straight to the sessions service, as the gateway asks it: the gateway's own 20 a minute
    // would otherwise turn half of them away before any reached the limits.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        rpc.request(RpcPattern.sessionsSend, { id, content: `thought number ${i}` }, { userId: who.userId }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as RpcError] : []));
    expect(refused.map((e) => e.code)).toEqual(Array(39).fill('daily_text_limit_reached'));
    await waitFor(async () => (await holdsOf(who.userId)) === 0, 10_000);
    const [day] = await sql(`SELECT used FROM billing.daily_texts WHERE user_id = $1`, [who.userId]);
    expect(day.used).toBe(20);
    const [session] = await sql(`SELECT message_count FROM sessions.chat_sessions WHERE id = $1`, [id]);
    // Welcome, the first exchange, and the one more: a refused message leaves nothing behind.
    expect(session.message_count).toBe(5);
  });

  it('a reload at the last session of the month takes over the place of the one it replaces', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await sql(
      `UPDATE billing.user_subscriptions SET sessions_used = 2, text_sessions_used = 2 WHERE user_id = $1`,
      [who.userId],
    );
    const first = await start(who);
    expect(first.status).toBe(201);
    const again = await start(who);
    expect(again.status).toBe(201);
    const sent = await sendJson(who, again.body.session.id, 'still here');
    expect(sent.status).toBe(200);
    expectError(await sendJson(who, first.body.session.id, 'hello?'), 404, 'not_found');
    await waitFor(async () => (await holdsOf(who.userId)) === 0, 10_000);
    const [billing] = await sql(`SELECT sessions_used FROM billing.user_subscriptions WHERE user_id = $1`, [
      who.userId,
    ]);
    expect(billing.sessions_used).toBe(3);
  });

  it('switching from an untouched voice session to text at the last place moves the place', async () => {
    const who = await signUpOnFreePlan(api, stack);
    await sql(
      `UPDATE billing.user_subscriptions SET sessions_used = 2, voice_sessions_used = 2 WHERE user_id = $1`,
      [who.userId],
    );
    const voice = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'voice', tone: 'normal', language: 'en', voiceId: 'chill-bestie' },
    });
    expect(voice.status).toBe(201);
    const text = await start(who);
    expect(text.status).toBe(201);
    expect(await sql(`SELECT 1 FROM sessions.chat_sessions WHERE id = $1`, [voice.body.session.id])).toEqual(
      [],
    );
    expect((await sendJson(who, text.body.session.id, 'typing is easier today')).status).toBe(200);
    await waitFor(async () => (await holdsOf(who.userId)) === 0, 10_000);
    const [billing] = await sql(
      `SELECT sessions_used, voice_sessions_used, text_sessions_used FROM billing.user_subscriptions WHERE user_id = $1`,
      [who.userId],
    );
    expect(billing).toEqual({ sessions_used: 3, voice_sessions_used: 2, text_sessions_used: 1 });
    expectError(await start(who), 403, 'session_limit_reached');
  });
});
