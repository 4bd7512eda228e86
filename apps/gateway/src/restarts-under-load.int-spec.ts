import {
  ApiClient,
  type ApiResponse,
  PrivateServer,
  SignedUpUser,
  signUpOnFreePlan,
  startPrivateNats,
  startPrivateRedis,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomUUID } from 'node:crypto';

const RPC_TIMEOUT_MS = 2000;
/** The guard's session check and the route's call may each wait the RPC timeout; nothing longer. */
const LONGEST_ANSWER_MS = 2 * RPC_TIMEOUT_MS + 1500;
const CLIENTS = 40;
const USERS = 8;

/** One person's save, tried until it is answered 201, with every answer they got on the way. */
interface Save {
  user: number;
  key: string;
  answers: { status: number; code?: string; ms: number }[];
  id?: string;
  startedAt: number;
}

/**
 * RELIABILITY 10 and 11 under real load (issue 27): 40 clients keep saving journal entries, each
 * retrying with its Idempotency-Key as the web does, while NATS restarts, while Redis restarts,
 * and while the journal service is frozen. Every answer is a success or a clear 503/409 within
 * the timeout, every save ends written, and nothing is written twice or lost. The servers are this
 * suite's own, so restarting them disturbs no other suite.
 */
describe('writes under load while NATS, Redis or a service goes away', () => {
  let nats: PrivateServer;
  let redis: PrivateServer;
  let stack: TestStack;
  let users: SignedUpUser[];
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    [nats, redis] = await Promise.all([startPrivateNats(), startPrivateRedis()]);
    stack = await TestStack.start({
      services: ['auth', 'billing', 'journal'],
      env: { NATS_URL: nats.url, REDIS_URL: redis.url },
      envFor: { gateway: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) } },
    });
    // One after another: parallel sign-ups would meet the password hashing's own queue.
    users = [];
    for (let i = 0; i < USERS; i++) users.push(await signUpOnFreePlan(api, stack));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await Promise.all([nats?.stop(), redis?.stop()]);
  });

  async function save(user: number, content: string): Promise<Save> {
    const done: Save = { user, key: randomUUID(), answers: [], startedAt: Date.now() };
    const giveUpAt = Date.now() + 60_000;
    while (Date.now() < giveUpAt) {
      const started = Date.now();
      const res: ApiResponse | undefined = await api
        .post('/api/journal/entries', {
          token: users[user]!.accessToken,
          body: { content },
          headers: { 'idempotency-key': done.key },
        })
        .catch(() => undefined);
      done.answers.push({ status: res?.status ?? 0, code: res?.body?.code, ms: Date.now() - started });
      if (res?.status === 201) {
        done.id = res.body.id as string;
        return done;
      }
      if (res && ![409, 503].includes(res.status)) return done;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return done;
  }

  /** 40 clients saving one entry after another; `fault` runs once 40 are saved, and 40 more after it. */
  async function savesDuring(label: string, fault: () => Promise<void>): Promise<Save[]> {
    const saves: Save[] = [];
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; !stop; n++)
        saves.push(await save(client % USERS, `${label}: client ${client}, entry ${n}`));
    });
    await waitFor(() => saves.length >= CLIENTS, 30_000);
    const faultAt = Date.now();
    await fault();
    const faultMs = Date.now() - faultAt;
    const after = saves.length;
    await waitFor(() => saves.length >= after + CLIENTS, 60_000);
    stop = true;
    await Promise.all(clients);
    const answers = saves.flatMap((s) => s.answers);
    const tally = new Map<string, number>();
    for (const a of answers) tally.set(`${a.status}`, (tally.get(`${a.status}`) ?? 0) + 1);
    const retried = saves.filter((s) => s.answers.length > 1);
    console.log(
      `${label}: ${saves.length} saves by ${CLIENTS} clients (fault took ${faultMs} ms); answers ${JSON.stringify(
        Object.fromEntries(tally),
      )}; slowest answer ${Math.max(...answers.map((a) => a.ms))} ms; ${retried.length} saves needed a retry, the longest until saved ${Math.max(
        0,
        ...retried.map((s) => s.answers.reduce((sum, a) => sum + a.ms + 150, 0)),
      )} ms`,
    );
    return saves;
  }

  async function expectEverySavedOnce(saves: Save[]): Promise<void> {
    const answers = saves.flatMap((s) => s.answers);
    // A success or a clear "try again": never a 500, a 401 that would sign the person out, or a hang.
    expect([...new Set(answers.map((a) => a.status))].filter((s) => ![201, 409, 503].includes(s))).toEqual(
      [],
    );
    for (const a of answers.filter((x) => x.status === 503)) expect(a.code).toBe('service_unavailable');
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.code).toBe('idempotent_request_processing');
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(LONGEST_ANSWER_MS);
    expect(saves.filter((s) => !s.id)).toEqual([]);
    // Each save is one row, the one its person was given; nothing committed went missing.
    const rows = await stack.db.query<{ id: string }>(
      `SELECT id FROM journal.journal_entries WHERE content_enc IS NOT NULL AND id = ANY($1::uuid[])`,
      [saves.map((s) => s.id)],
    );
    expect(rows.rowCount).toBe(saves.length);
    expect(new Set(saves.map((s) => s.id)).size).toBe(saves.length);
    // And no row that nobody was given: the entries written since the load began are these.
    const written = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal.journal_entries WHERE user_id = ANY($1::uuid[]) AND created_at >= $2`,
      [users.map((u) => u.userId), new Date(Math.min(...saves.map((s) => s.startedAt)))],
    );
    expect(written.rows[0]!.n).toBe(saves.length);
    // Every entry's event left the outbox (the analysis is queued for each).
    await waitFor(
      async () => (await stack.db.query(`SELECT 1 FROM journal.outbox WHERE sent_at IS NULL`)).rowCount === 0,
      30_000,
    );
  }

  it('NATS restarted under 40 writers: every save is answered within the timeout and written once', async () => {
    const saves = await savesDuring('NATS restart', () => nats.restart());
    await expectEverySavedOnce(saves);
  }, 150_000);

  it('Redis restarted under 40 writers: every save is answered within the timeout and written once', async () => {
    const saves = await savesDuring('Redis restart', () => redis.restart());
    await expectEverySavedOnce(saves);
  }, 150_000);

  it('the journal service frozen 4 s under 40 writers: 503 within the timeout, and the retries write each entry once', async () => {
    const journal = stack.app('journal').process;
    const saves = await savesDuring('journal frozen', async () => {
      journal.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 4000));
      journal.kill('SIGCONT');
    });
    expect(saves.some((s) => s.answers.some((a) => a.status === 503))).toBe(true);
    await expectEverySavedOnce(saves);
  }, 150_000);
});
