import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

const RPC_TIMEOUT_MS = 1500;

// RELIABILITY.md 36: creates are idempotent. The same Idempotency-Key (per user, 24 h) returns the
// first answer; a repeat while the first runs gets 409; a 503 that was written after all is not
// written twice by the person's retry.
describe('idempotent creates', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth', 'billing', 'journal'],
      envFor: { gateway: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) } },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const write = (who: SignedUpUser, key: string | undefined, content: string) =>
    api.post('/api/journal/entries', {
      token: who.accessToken,
      body: { content },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const entriesOf = async (who: SignedUpUser) =>
    (
      await stack.db.query(`SELECT count(*)::int AS n FROM journal.journal_entries WHERE user_id = $1`, [
        who.userId,
      ])
    ).rows[0].n as number;

  it('a 503 that commits later: the retry with the same key waits (409), then gets the one entry', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const key = randomUUID();
    const locker = new Client({ connectionString: stack.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE journal.journal_entries IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const first = await write(who, key, 'A day the table was locked.');
      const waited = Date.now() - started;
      expectError(first, 503, 'service_unavailable');
      expect(waited).toBeLessThan(RPC_TIMEOUT_MS + 1500);
      // The person's retry while the first is still waiting on the lock.
      const during = await write(who, key, 'A day the table was locked.');
      expectError(during, 409, 'idempotent_request_processing');
      expect(during.headers.get('retry-after')).toBe('1');
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    let retry!: ApiResponse;
    await waitFor(async () => {
      retry = await write(who, key, 'A day the table was locked.');
      return retry.status !== 409;
    }, 20_000);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.content).toBe('A day the table was locked.');
    expect(await entriesOf(who)).toBe(1);
    const listed = await api.get('/api/journal/entries', { token: who.accessToken });
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([retry.body.id]);
  }, 60_000);

  it('RELIABILITY 10 under load: 10 writers on a locked table all get 503 within the timeout; their retries write 10 entries', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const locker = new Client({ connectionString: stack.env.DATABASE_URL });
    await locker.connect();
    let answers: { status: number; ms: number }[];
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE journal.journal_entries IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      answers = await Promise.all(
        keys.map(async (key, i) => {
          const res = await write(who, key, `Entry ${i} of a busy minute.`);
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(503));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(RPC_TIMEOUT_MS + 1500);
    // Each person's retry with their key: the entry written after the 503, once.
    const retried = await Promise.all(
      keys.map(async (key, i) => {
        let res!: ApiResponse;
        await waitFor(async () => {
          res = await write(who, key, `Entry ${i} of a busy minute.`);
          return res.status !== 409;
        }, 20_000);
        return res;
      }),
    );
    expect(retried.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(retried.map((r) => r.body.id)).size).toBe(10);
    expect(await entriesOf(who)).toBe(10);
  }, 60_000);

  it('under load: 12 parallel sends of one key write one entry, and every 2xx is that entry', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => write(who, key, 'Twelve taps on one button.')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id as string));
    expect(ids.size).toBe(1);
    for (const conflict of answers.filter((a) => a.status === 409))
      expectError(conflict, 409, 'idempotent_request_processing');
    const again = await write(who, key, 'Twelve taps on one button.');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe([...ids][0]);
    expect(await entriesOf(who)).toBe(1);
    // Without a key each send is its own entry: what the key protects against.
    await Promise.all([write(who, undefined, 'Twice.'), write(who, undefined, 'Twice.')]);
    expect(await entriesOf(who)).toBe(3);
  }, 60_000);

  it('refuses the same key for another body (422) or a malformed key (400); keys are per user', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const other = await signUpOnFreePlan(api, stack);
    const key = randomUUID();
    expect((await write(who, key, 'First words.')).status).toBe(201);
    expectError(await write(who, key, 'Other words.'), 422, 'idempotency_key_reused');
    const habit = await api.call('PUT', '/api/habits/2020-01-01', {
      token: who.accessToken,
      body: { sleepHours: 7 },
      headers: { 'idempotency-key': key },
    });
    expectError(habit, 422, 'idempotency_key_reused');
    expectError(await write(who, 'x'.repeat(256), 'Long key.'), 400, 'invalid_idempotency_key');
    expectError(await write(who, 'two words', 'A key with a space.'), 400, 'invalid_idempotency_key');
    // Another person with the same key is another request.
    const theirs = await write(other, key, 'First words.');
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await entriesOf(who)).toBe(1);
    expect(await entriesOf(other)).toBe(1);
  }, 60_000);

  it('a refused create holds no claim: the retry with the key is answered again, not 409', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const key = randomUUID();
    const tooLong = await write(who, key, '');
    expect(tooLong.status).toBe(400);
    const ok = await write(who, key, '');
    expect(ok.status).toBe(400);
    expect(await entriesOf(who)).toBe(0);
  }, 30_000);
});
