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
});
