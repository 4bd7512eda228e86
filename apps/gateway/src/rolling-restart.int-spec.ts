import {
  ApiClient,
  freeUserInTextSession,
  AppProcess,
  OpenAiCompatibleServer,
  openReplyStream,
  SignedUpUser,
  startApp,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomUUID } from 'node:crypto';

/** A reply of 24 words 150 ms apart: about 3.6 s, longer than the old 10 s drain would allow of several. */
const WORDS = 24;

/**
 * RELIABILITY.md 38: a rolling restart under chat load loses no reply and no message. A second
 * replica of sessions (then of the gateway) is started, the first is sent SIGTERM while replies
 * stream through it: every reply under way finishes, and new messages go to the new replica.
 */
describe('a rolling restart under chat load', () => {
  let stack: TestStack;
  const extra: AppProcess[] = [];
  const model = new OpenAiCompatibleServer();
  let gatewayUrl = '';
  const api = new ApiClient(() => gatewayUrl);
  const sessionsEnv = () => ({
    ...stack.env,
    SHUTDOWN_TIMEOUT_MS: '40000',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: model.url,
    AI_API_KEY: 'sk-test-loopback',
    AI_MODEL: 'loopback-1',
  });

  beforeAll(async () => {
    await model.start();
    stack = await TestStack.start({
      services: ['auth', 'billing'],
      gateway: false,
      env: { SHUTDOWN_TIMEOUT_MS: '40000' },
    });
    stack.env.SHUTDOWN_TIMEOUT_MS = '40000';
    extra.push(await startApp('sessions', sessionsEnv()));
    extra.push(await startApp('gateway', { ...stack.env }));
    gatewayUrl = extra[1]!.url;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(extra.map((app) => app.stop()));
    await stack?.stop();
    await model.stop();
  });

  beforeEach(() => {
    model.classify = () => ({ outcome: 'none', category: 'none' });
    model.behaviour = 'ok';
    model.paceMs = 150;
    model.reply = Array.from({ length: WORDS }, (_, i) => `word${i}`).join(' ');
  });

  const session = () => freeUserInTextSession(api, stack);

  /** The next message of a conversation, answered as JSON. */
  const stillHere = (chat: { who: SignedUpUser; id: string }) =>
    api.post(`/api/sessions/${chat.id}/messages`, {
      token: chat.who.accessToken,
      body: { content: 'still here?' },
      headers: { accept: 'application/json' },
    });

  const saved = async (ids: string[], role: 'user' | 'assistant') =>
    (
      await stack.db.query(
        `SELECT count(*)::int AS n FROM sessions.chat_messages WHERE session_id = ANY($1::uuid[]) AND role = $2`,
        [ids, role],
      )
    ).rows[0].n as number;

  /** Streams one reply in each of `count` sessions, stops `old` once all have begun, and reads them to the end. */
  async function restartUnderLoad(count: number, restart: () => Promise<number | null>, via = gatewayUrl) {
    // One after another: parallel sign-ups would meet the password hashing's own queue.
    const chats: Awaited<ReturnType<typeof session>>[] = [];
    for (let i = 0; i < count; i++) chats.push(await session());
    const keys = chats.map(() => randomUUID());
    const streams = await Promise.all(
      chats.map(({ who, id }, i) =>
        openReplyStream(via, who.accessToken, id, 'work was long today', keys[i]!),
      ),
    );
    const started = Date.now();
    const exited = restart();
    await Promise.all(streams.map((s) => s.done));
    const ends = streams.map((s) => s.seen.events.at(-1)?.event);
    return { chats, keys, streams, ends, exited, drainMs: Date.now() - started };
  }

  it('sessions: the stopping replica finishes every reply under way; new messages go to the new one', async () => {
    const next = await startApp('sessions', sessionsEnv());
    const old = extra[0]!;
    extra[0] = next;
    const { chats, ends, exited, drainMs } = await restartUnderLoad(6, () => old.stop());
    expect(ends).toEqual(Array(6).fill('done'));
    expect(await exited).toBe(0);
    const ids = chats.map((c) => c.id);
    // Each session: the welcome, the user's message and the whole reply.
    expect(await saved(ids, 'user')).toBe(6);
    expect(await saved(ids, 'assistant')).toBe(12);
    const interrupted = await stack.db.query(
      `SELECT count(*)::int AS n FROM sessions.chat_messages WHERE session_id = ANY($1::uuid[]) AND interrupted`,
      [ids],
    );
    expect(interrupted.rows[0].n).toBe(0);
    // The next message of the same conversation is answered by the replica that stayed.
    expect((await stillHere(chats[0]!)).status).toBe(200);
    console.log(`sessions SIGTERM under 6 streams: all done, drained in ${drainMs} ms`);
  }, 90_000);

  it('gateway: the stopping replica relays every reply under way to its end; the new one takes the rest', async () => {
    const next = await startApp('gateway', { ...stack.env });
    const old = extra[1]!;
    extra[1] = next;
    const { chats, ends, exited, drainMs } = await restartUnderLoad(6, () => old.stop());
    expect(ends).toEqual(Array(6).fill('done'));
    expect(await exited).toBe(0);
    gatewayUrl = next.url;
    await waitFor(async () => (await fetch(`${gatewayUrl}/api/health/live`)).ok, 10_000);
    const ids = chats.map((c) => c.id);
    expect(await saved(ids, 'assistant')).toBe(12);
    expect((await stillHere(chats[0]!)).status).toBe(200);
    console.log(`gateway SIGTERM under 6 streams: all done, drained in ${drainMs} ms`);
  }, 90_000);

  it('gateway: a reply longer than the drain ends with retry before the exit, and asked again elsewhere is answered', async () => {
    model.paceMs = 400; // 24 words: about 10 s, longer than this replica's 5 s drain
    const short = await startApp('gateway', { ...stack.env, SHUTDOWN_TIMEOUT_MS: '5000' });
    const { chats, keys, streams, ends, exited, drainMs } = await restartUnderLoad(
      3,
      () => short.stop(),
      short.url,
    );
    expect(ends).toEqual(Array(3).fill('retry'));
    for (const s of streams) expect(s.seen.events.at(-1)!.data.code).toBe('reply_interrupted');
    expect(await exited).toBe(0);
    expect(drainMs).toBeLessThan(5000);
    model.paceMs = 1;
    const again = await api.post(`/api/sessions/${chats[0]!.id}/messages`, {
      token: chats[0]!.who.accessToken,
      body: { content: 'work was long today' },
      headers: { accept: 'application/json', 'idempotency-key': keys[0]! },
    });
    expect(again.status).toBe(200);
    console.log(
      `gateway SIGTERM with 5 s drain under 3 long replies: retry sent, exited after ${drainMs} ms`,
    );
  }, 90_000);
});
