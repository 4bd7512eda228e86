import {
  ApiClient,
  freeUserInTextSession,
  OpenAiCompatibleServer,
  openReplyStream,
  PrivateServer,
  startPrivateNats,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomUUID } from 'node:crypto';

/**
 * RELIABILITY.md 35: a chat stream whose service side died ends with a `retry` event within 10 s
 * (no 90 s freeze), and the same message asked again with its Idempotency-Key gets a reply. The
 * NATS server is this suite's own, so restarting it disturbs no other suite.
 */
describe('streams that notice a dead service', () => {
  let nats: PrivateServer;
  let stack: TestStack;
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    await model.start();
    nats = await startPrivateNats();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'sessions'],
      env: { NATS_URL: nats.url },
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
    await nats?.stop();
    await model.stop();
  });

  beforeEach(() => {
    model.classify = () => ({ outcome: 'none', category: 'none' });
    model.behaviour = 'ok';
    model.paceMs = 5;
  });

  const session = () => freeUserInTextSession(api, stack);

  async function cutUnderLoad(fault: () => Promise<void>, restore: () => Promise<void>, words = 200) {
    model.paceMs = 400;
    model.reply = Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
    // One after another: parallel sign-ups would meet the password hashing's own queue.
    const sessions: Awaited<ReturnType<typeof session>>[] = [];
    for (let i = 0; i < 6; i++) sessions.push(await session());
    const clock = { t0: Date.now() };
    const keys = sessions.map(() => randomUUID());
    const streams = await Promise.all(
      sessions.map(({ who, id }, i) =>
        openReplyStream(stack.gateway.url, who.accessToken, id, 'work was long today', keys[i]!, clock),
      ),
    );
    clock.t0 = Date.now();
    await fault();
    await Promise.all(streams.map((s) => s.done));
    const ends = streams.map((s) => s.seen.events.at(-1)!);
    await restore();
    return { sessions, keys, streams, ends };
  }

  it('sessions killed mid-reply: every stream ends with retry within 10 s; asked again, the message is answered', async () => {
    const { sessions, keys, streams, ends } = await cutUnderLoad(
      () => stack.app('sessions').kill(),
      async () => void (await stack.start('sessions')),
    );
    for (const [i, end] of ends.entries()) {
      expect(end.event).toBe('retry');
      expect(end.data.code).toBe('reply_interrupted');
      expect(end.at).toBeLessThan(10_000);
      expect(streams[i]!.seen.endedAt).toBeLessThan(10_500);
      // What had been said before the cut reached the reader.
      expect(streams[i]!.seen.deltas.length).toBeGreaterThan(0);
    }
    console.log(`sessions killed: streams ended with retry after ${ends.map((e) => e.at).join(', ')} ms`);

    model.paceMs = 1;
    model.reply = 'I am here again. What is on your mind?';
    const { who, id } = sessions[0]!;
    const again = await api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content: 'work was long today' },
      headers: { accept: 'application/json', 'idempotency-key': keys[0]! },
    });
    expect(again.status).toBe(200);
    expect(again.body.message.content).toBe('I am here again. What is on your mind?');
    // The answered retry is kept under its key: asked a third time, the same reply comes back.
    const third = await api.post(`/api/sessions/${id}/messages`, {
      token: who.accessToken,
      body: { content: 'work was long today' },
      headers: { accept: 'application/json', 'idempotency-key': keys[0]! },
    });
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(third.body.message.id).toBe(again.body.message.id);
  }, 120_000);

  it('NATS restarted mid-reply: every stream ends with retry within 10 s instead of freezing', async () => {
    const { ends } = await cutUnderLoad(
      () => nats.restart(),
      async () => {
        await waitFor(async () => {
          const health = (await (await fetch(`${stack.gateway.url}/api/health`)).json()) as {
            services: Record<string, string>;
            deps: Record<string, string>;
          };
          return health.deps.nats === 'up' && health.services.sessions === 'up';
        }, 30_000);
      },
      40,
    );
    // Either the stream went on after the restart and finished (16 s of words), or it said retry
    // within 10 s; never the old 90 s freeze and `error: timeout`.
    for (const end of ends) {
      expect(['retry', 'done']).toContain(end.event);
      if (end.event === 'retry') expect(end.at).toBeLessThan(10_000);
      else expect(end.at).toBeLessThan(30_000);
    }
    console.log(`NATS restarted: streams ended (${ends.map((e) => `${e.event} ${e.at} ms`).join(', ')})`);
  }, 120_000);
});
