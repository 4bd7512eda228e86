import { ApiClient, nextClientIp, TestStack } from '@maeum/testing';
import { randomUUID } from 'node:crypto';

const PASSWORD = 'a lantern by the sea';
const RPC_TIMEOUT_MS = 5000;

describe('sign-in under a flood of wrong passwords', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['auth'],
      envFor: { gateway: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) } },
    });
  });

  afterAll(() => stack?.stop());

  it('refuses what it cannot check within a second with 503 and Retry-After, and serves the next sign-in promptly', async () => {
    const email = `${randomUUID()}@example.com`;
    await api.signUp({ email, password: PASSWORD });
    // 200 wrong passwords at once from 40 addresses, each within every limit (5 per address, one
    // per account): more hashing than the service can do before the callers give up.
    const addresses = Array.from({ length: 40 }, () => nextClientIp());
    const started = performance.now();
    const flood = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const answer = await api.post('/api/auth/login', {
          ip: addresses[i % 40],
          body: { email: `${randomUUID()}@example.com`, password: 'a wrong guess' },
        });
        return { answer, ms: performance.now() - started };
      }),
    );
    const refused = flood.filter(({ answer }) => answer.status === 503);
    const checked = flood.filter(({ answer }) => answer.status === 400);
    expect(refused.length + checked.length).toBe(200);
    expect(refused.length).toBeGreaterThan(0);
    for (const { answer, ms } of refused) {
      expect(answer.body).toMatchObject({ statusCode: 503, code: 'hashing_busy' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Refused at once rather than after waiting for the gateway's RPC timeout (generous bound).
      expect(ms).toBeLessThan(RPC_TIMEOUT_MS * 0.7);
    }
    for (const { answer } of checked) expect(answer.body.code).toBe('invalid_credentials');

    // Nothing of the flood is left queued: the owner signs in at once.
    const signInStarted = performance.now();
    const signIn = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(performance.now() - signInStarted).toBeLessThan(RPC_TIMEOUT_MS / 2);
  });
});
