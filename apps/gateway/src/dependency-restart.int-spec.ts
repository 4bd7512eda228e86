import {
  ApiClient,
  PrivateServer,
  startPrivateNats,
  startPrivateRedis,
  TestStack,
  waitFor,
} from '@maeum/testing';

// NATS or Redis restarting under load — the apps reconnect by themselves, and
// nothing that was committed is lost. The servers are this suite's own, so restarting them
// disturbs no other suite.
describe('NATS and Redis restarting under load', () => {
  let nats: PrivateServer;
  let redis: PrivateServer;
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    [nats, redis] = await Promise.all([startPrivateNats(), startPrivateRedis()]);
    stack = await TestStack.start({
      services: ['auth', 'billing'],
      env: { NATS_URL: nats.url, REDIS_URL: redis.url },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await Promise.all([nats?.stop(), redis?.stop()]);
  });

  /** A sign-up, or undefined when it was not answered 201. */
  const signUp = () => api.signUp({ fullName: 'Steady State' }).catch(() => undefined);

  /** Sign-ups one after another while `disturb` runs; the users whose sign-up was answered 201. */
  async function signUpsDuring(disturb: () => Promise<void>) {
    const created: string[] = [];
    let done = false;
    const load = (async () => {
      while (!done) {
        const user = await signUp();
        if (user) created.push(user.userId);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await waitFor(() => created.length >= 3, 20_000);
    await disturb();
    // Back in service: sign-ups succeed again without restarting any app.
    const afterRestart = created.length;
    await waitFor(() => created.length >= afterRestart + 3, 30_000);
    done = true;
    await load;
    return created;
  }

  const customersOf = async (ids: string[]) =>
    (
      await stack.db.query(
        `SELECT count(*)::int AS n FROM billing.customers WHERE user_id = ANY($1::uuid[])`,
        [ids],
      )
    ).rows[0].n as number;

  it('keeps every committed sign-up, and billing hears of each, across a NATS restart', async () => {
    const created = await signUpsDuring(() => nats.restart());
    expect(created.length).toBeGreaterThan(0);
    await waitFor(async () => (await customersOf(created)) === created.length, 30_000);
    expect(await signUp()).toBeDefined();
  }, 90_000);

  it('serves signed-in requests again after a Redis restart', async () => {
    const created = await signUpsDuring(() => redis.restart());
    expect(created.length).toBeGreaterThan(0);
    const user = await signUp();
    expect(user).toBeDefined();
    // While the gateway's Redis client reconnects, a signed-in request may be told 503 (try again),
    // never 401: that would sign the user out.
    const statuses = new Set<number>();
    await waitFor(async () => {
      const me = await fetch(`${stack.gateway.url}/api/me`, {
        headers: { authorization: `Bearer ${user!.accessToken}` },
      });
      statuses.add(me.status);
      return me.status === 200;
    }, 15_000);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await waitFor(async () => (await customersOf(created)) === created.length, 30_000);
  }, 90_000);
});
