import {
  ApiClient,
  ApiResponse,
  freeUserInTextSession,
  OpenAiCompatibleServer,
  openReplyStream,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * Answers that never reached the person (issue 27): the gateway died after the service wrote, or
 * the service died mid-reply. The person's retry with the same Idempotency-Key must find what was
 * written — the owners keep the key with the row — never write the words a second time.
 */
describe('lost answers: a retry with the same key writes nothing twice', () => {
  let stack: TestStack;
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    await model.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'journal', 'sessions'],
      envFor: {
        sessions: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: model.url,
          AI_API_KEY: 'sk-test-loopback',
          AI_MODEL: 'loopback-1',
        },
      },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await model.stop();
  });

  beforeEach(() => {
    model.classify = () => ({ outcome: 'none', category: 'none' });
    model.behaviour = 'ok';
    model.paceMs = 1;
    model.reply = 'I hear you. What felt heaviest?';
  });

  const count = async (sql: string, params: unknown[]) =>
    (await stack.db.query(sql, params)).rows[0].n as number;
  const userTurns = (sessionId: string) =>
    count(`SELECT count(*)::int AS n FROM sessions.chat_messages WHERE session_id = $1 AND role = 'user'`, [
      sessionId,
    ]);
  /** Statements of the services waiting on a lock, whose text contains `fragment`. */
  const waitingOn = (fragment: string) =>
    count(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND strpos(query, $1) > 0`,
      [fragment],
    );
  const replies = (sessionId: string) =>
    count(
      `SELECT count(*)::int AS n FROM sessions.chat_messages WHERE session_id = $1 AND role = 'assistant' AND seq > 1`,
      [sessionId],
    );

  /** Asked again with the key until the first try's claim is gone (409 while a lease holds it). */
  async function retried(ask: () => Promise<ApiResponse>, timeoutMs = 20_000): Promise<ApiResponse> {
    let answer!: ApiResponse;
    await waitFor(async () => {
      answer = await ask().catch(() => ({ status: 0 }) as ApiResponse);
      return answer.status !== 409 && answer.status !== 503 && answer.status !== 0;
    }, timeoutMs);
    return answer;
  }

  it('the gateway killed after the services wrote: each retry returns the first entry, session and message, one row each', async () => {
    const writer = await signUpOnFreePlan(api, stack);
    const starter = await signUpOnFreePlan(api, stack);
    const talker = await freeUserInTextSession(api, stack);
    const keys = { entry: randomUUID(), start: randomUUID(), message: randomUUID() };
    const entry = () =>
      api.post('/api/journal/entries', {
        token: writer.accessToken,
        body: { content: 'The day the gateway fell over.' },
        headers: { 'idempotency-key': keys.entry },
      });
    const start = () =>
      api.post('/api/sessions', {
        token: starter.accessToken,
        body: { type: 'text', tone: 'normal', language: 'en' },
        headers: { 'idempotency-key': keys.start },
      });
    const message = () =>
      api.post(`/api/sessions/${talker.id}/messages`, {
        token: talker.who.accessToken,
        body: { content: 'I could not sleep again' },
        headers: { accept: 'application/json', 'idempotency-key': keys.message },
      });

    // The tables held, so the services are still writing when the gateway dies.
    const locker = new Client({ connectionString: stack.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(
        'LOCK TABLE journal.journal_entries, sessions.chat_messages IN ACCESS EXCLUSIVE MODE',
      );
      const firstTries = [entry(), start(), message()].map((p) => p.catch(() => undefined));
      await waitFor(
        async () =>
          (await waitingOn('INSERT INTO "journal"."journal_entries"')) === 1 &&
          // The start, at its welcome; the message, reading the turns before it.
          (await waitingOn('WITH numbered AS')) === 1 &&
          (await waitingOn('FROM "sessions"."chat_messages" WHERE "session_id"')) >= 1,
        15_000,
      );
      await stack.gateway.kill();
      await Promise.all(firstTries);
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    // The services finish without anyone to tell: every row is written.
    await waitFor(
      async () =>
        (await count(`SELECT count(*)::int AS n FROM journal.journal_entries WHERE user_id = $1`, [
          writer.userId,
        ])) === 1 &&
        (await count(`SELECT count(*)::int AS n FROM sessions.chat_sessions WHERE user_id = $1`, [
          starter.userId,
        ])) === 1 &&
        (await replies(talker.id)) === 1,
      20_000,
    );

    await stack.start('gateway');
    const back = Date.now();
    const [again, startedAgain, askedAgain] = await Promise.all([
      retried(entry),
      retried(start),
      retried(message),
    ]);
    const answeredIn = Date.now() - back;
    console.log(`gateway killed: retries answered ${answeredIn} ms after it was back`);
    // The lease of the dead gateway's claims runs out in 10 s: never the old 90 s of 409s.
    expect(answeredIn).toBeLessThan(13_000);

    expect(again.status).toBe(201);
    expect(again.body.content).toBe('The day the gateway fell over.');
    const [{ id: entryId }] = (
      await stack.db.query(`SELECT id FROM journal.journal_entries WHERE user_id = $1`, [writer.userId])
    ).rows;
    expect(again.body.id).toBe(entryId);

    expect(startedAgain.status).toBe(201);
    const [{ id: sessionId }] = (
      await stack.db.query(`SELECT id FROM sessions.chat_sessions WHERE user_id = $1`, [starter.userId])
    ).rows;
    expect(startedAgain.body.session.id).toBe(sessionId);
    expect(startedAgain.body.messages).toHaveLength(1);

    expect(askedAgain.status).toBe(200);
    expect(askedAgain.body.userMessage.content).toBe('I could not sleep again');
    expect(askedAgain.body.message.content).toBe('I hear you. What felt heaviest?');

    expect(
      await count(`SELECT count(*)::int AS n FROM journal.journal_entries WHERE user_id = $1`, [
        writer.userId,
      ]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM sessions.chat_sessions WHERE user_id = $1`, [
        starter.userId,
      ]),
    ).toBe(1);
    expect(await userTurns(talker.id)).toBe(1);
    expect(await replies(talker.id)).toBe(1);
    // The analysis is queued once: one event for one entry.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM journal.outbox WHERE subject = 'journal.entry.created.v1' AND payload->>'userId' = $1`,
        [writer.userId],
      ),
    ).toBe(1);
  }, 120_000);

  it('sessions killed mid-reply, the message asked again: the words are saved once and answered once', async () => {
    const { who, id } = await freeUserInTextSession(api, stack);
    const key = randomUUID();
    model.paceMs = 300;
    model.reply = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const clock = { t0: Date.now() };
    const stream = await openReplyStream(
      stack.gateway.url,
      who.accessToken,
      id,
      'my chest feels tight',
      key,
      clock,
    );
    clock.t0 = Date.now();
    await stack.app('sessions').kill();
    await stream.done;
    const end = stream.seen.events.at(-1)!;
    expect(end.event).toBe('retry');
    expect(end.at).toBeLessThan(10_000);
    // The words were saved before the reply began; nothing else was.
    expect(await userTurns(id)).toBe(1);
    expect(await replies(id)).toBe(0);

    const restarting = Date.now();
    await stack.start('sessions');
    const restartedIn = Date.now() - restarting;
    model.paceMs = 1;
    model.reply = 'Let us breathe together for a moment.';
    // The web asks again with the same key once it is told `retry`.
    const asked = Date.now();
    const again = await openReplyStream(stack.gateway.url, who.accessToken, id, 'my chest feels tight', key);
    await again.done;
    const done = again.seen.events.find((e) => e.event === 'done');
    expect(done?.data.message).toMatchObject({ content: 'Let us breathe together for a moment.' });
    console.log(
      `sessions killed: retry event after ${end.at} ms; sessions back in ${restartedIn} ms; re-asked reply in ${Date.now() - asked} ms`,
    );
    expect(await userTurns(id)).toBe(1);
    expect(await replies(id)).toBe(1);
    const userMessageId = (done!.data.userMessage as { id: string }).id;

    // Redis has lost the stored answer (or the gateway never kept it): the service returns the
    // reply it saved instead of writing a second one.
    const stored = await stack.redis.keys(`*:idem:${who.userId}:*`);
    expect(stored.length).toBeGreaterThan(0);
    await stack.redis.del(...stored);
    const third = await api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content: 'my chest feels tight' },
      headers: { accept: 'application/json', 'idempotency-key': key },
    });
    expect(third.status).toBe(200);
    expect(third.headers.get('idempotent-replayed')).toBeNull();
    expect(third.body.userMessage.id).toBe(userMessageId);
    expect(third.body.message.id).toBe((done!.data.message as { id: string }).id);
    expect(await userTurns(id)).toBe(1);
    expect(await replies(id)).toBe(1);
    // The same key for other words (Redis forgot the first): another message, never this one's reply.
    await stack.redis.del(...(await stack.redis.keys(`*:idem:${who.userId}:*`)));
    const other = await api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content: 'and my hands shake' },
      headers: { accept: 'application/json', 'idempotency-key': key },
    });
    expect(other.status).toBe(200);
    expect(other.body.userMessage.id).not.toBe(userMessageId);
    expect(other.body.userMessage.content).toBe('and my hands shake');
    expect(await userTurns(id)).toBe(2);
  }, 120_000);
  it('the JSON message path is watched: a slow reply answers 503 within the RPC timeout and is kept for the key; a dead service is 503 within 10 s', async () => {
    const { who, id } = await freeUserInTextSession(api, stack);
    const key = randomUUID();
    const ask = (content: string, headers: Record<string, string>) =>
      api.post(`/api/sessions/${id}/messages`, {
        token: who.accessToken,
        body: { content },
        headers: { accept: 'application/json', ...headers },
      });
    // 6 s of words: longer than the RPC timeout (5 s), while the service beats.
    model.paceMs = 200;
    model.reply = Array.from({ length: 30 }, (_, i) => `calm${i}`).join(' ');
    let started = Date.now();
    const first = await ask('the train was late again', { 'idempotency-key': key });
    const toldIn = Date.now() - started;
    expect(first.status).toBe(503);
    expect(first.body.code).toBe('service_unavailable');
    expect(toldIn).toBeLessThan(5_000 + 1_000);
    // The retry with the key: 409 while the reply is written, then that reply, once.
    const during = await ask('the train was late again', { 'idempotency-key': key });
    expect(during.status).toBe(409);
    const again = await retried(() => ask('the train was late again', { 'idempotency-key': key }));
    expect(again.status).toBe(200);
    expect(again.body.message.content).toBe(model.reply);
    expect(await userTurns(id)).toBe(1);
    expect(await replies(id)).toBe(1);

    // Without a key nothing could be collected later: the caller waits while the service beats,
    // and hears 503 within 10 s once it stops (no 90 s freeze).
    model.paceMs = 300;
    model.reply = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    started = Date.now();
    const unkeyed = ask('I cooked pasta for dinner', {});
    // The provider is writing the reply when the service dies.
    await waitFor(
      () => model.received.some((r) => r.stream && JSON.stringify(r.messages.at(-1)).includes('pasta')),
      10_000,
    );
    const killedAt = Date.now();
    await stack.app('sessions').kill();
    const cut = await unkeyed;
    const cutIn = Date.now() - killedAt;
    console.log(
      `JSON path: a slow reply was told 503 after ${toldIn} ms; a dead service after ${cutIn} ms of silence`,
    );
    expect(cut.status).toBe(503);
    expect(cutIn).toBeLessThan(10_000);
    await stack.start('sessions');
  }, 120_000);
});
