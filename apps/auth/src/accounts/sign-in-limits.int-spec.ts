import { QueueName } from '@maeum/contracts';
import { ApiClient, nextClientIp, TestStack } from '@maeum/testing';
import { randomUUID } from 'node:crypto';

const PASSWORD = 'a lantern by the sea';
const TOO_MANY = {
  statusCode: 429,
  code: 'too_many_requests',
  message: 'Too many login attempts. Please wait a moment and try again.',
};

describe('sign-in limits', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
  });

  afterAll(() => stack?.stop());

  async function signUp() {
    const email = `${randomUUID()}@example.com`;
    await api.signUp({ email, password: PASSWORD });
    return email;
  }

  const signIn = (email: string, password: string, ip = nextClientIp()) =>
    api.post('/api/auth/login', { ip, body: { email, password } });

  /** As if the 15-minute windows had passed: the gateway's sign-in counters of this stack expire. */
  async function letTheWindowsPass() {
    const keys = await stack.redis.keys(`${stack.env.MESSAGING_NAMESPACE}:rl:login*`);
    if (keys.length) await stack.redis.del(...keys);
  }

  it('stops guessing spread over many addresses after 10 failures per account, never for good', async () => {
    const email = await signUp();
    const answers = [];
    for (let address = 0; address < 12; address++)
      answers.push(await signIn(email.toUpperCase(), `wrong guess ${address}`));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(400), 429, 429]);
    expect(answers[11].body).toMatchObject(TOO_MANY);
    const retryAfter = Number(answers[11].headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // While the window lasts the account is held from every address, the right password included.
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    await letTheWindowsPass();
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('lets no more parallel guesses through than the budget has left', async () => {
    const email = await signUp();
    for (let address = 0; address < 8; address++)
      expect((await signIn(email, `wrong guess ${address}`)).status).toBe(400);
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(email, `parallel guess ${i}`)),
    );
    const statuses = parallel.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 429, 429, 429, 429]);
  });

  it('counts only failures: six right passwords in a row from one address all sign in', async () => {
    const email = await signUp();
    const ip = nextClientIp();
    for (let i = 0; i < 6; i++) expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    // Failures still count from that address, and refused attempts do not push the window on.
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong guess', ip)).status).toBe(400);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  // No lock-out by strangers.
  it('never holds back a device that signed in before, whatever strangers try, and tells the owner once', async () => {
    const email = `${randomUUID()}@example.com`;
    const created = await api.signUp({ email, password: PASSWORD });
    const device = created.response.headers
      .getSetCookie()
      .find((line) => line.startsWith('maeum_dev='))
      ?.split(';')[0];
    expect(device).toMatch(/^maeum_dev=[A-Za-z0-9_-]{43}$/);

    for (let address = 0; address < 12; address++) await signIn(email, `stranger guess ${address}`);
    // A new device waits; the owner's own device signs in at once, from a new address too.
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    const owner = await api.post('/api/auth/login', { cookie: device, body: { email, password: PASSWORD } });
    expect(owner.status).toBe(200);
    // A cookie the gateway never gave out is an unknown device.
    const forged = await api.post('/api/auth/login', {
      cookie: `maeum_dev=${'A'.repeat(43)}`,
      body: { email, password: PASSWORD },
    });
    expect(forged.status).toBe(429);

    // The owner hears of it once, in one e-mail for the window.
    const jobs = await stack.queue(QueueName.email).getJobs(['waiting', 'delayed', 'active', 'completed']);
    const notices = jobs.filter((job) => job.data.template === 'sign-in-failures' && job.data.to === email);
    expect(notices).toHaveLength(1);
    expect(notices[0].data.link).toMatch(/\/forgot-password$/);
  });

  it("counts a known device's own wrong passwords against that device only", async () => {
    const email = `${randomUUID()}@example.com`;
    const created = await api.signUp({ email, password: PASSWORD });
    const device = created.response.headers
      .getSetCookie()
      .find((line) => line.startsWith('maeum_dev='))!
      .split(';')[0];
    const fromDevice = (password: string) =>
      api.post('/api/auth/login', { cookie: device, body: { email, password } });
    for (let i = 0; i < 5; i++) expect((await fromDevice('my own typo')).status).toBe(400);
    expect((await fromDevice(PASSWORD)).status).toBe(429);
    // Another device of the owner's, or the owner on a new one, is not held by that device's typos.
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
