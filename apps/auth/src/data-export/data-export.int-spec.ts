import { ApiClient, TEST_PASSWORD, TestStack, waitFor } from '@maeum/testing';

interface Session {
  user: { id: string; email: string };
  accessToken: string;
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  return into;
}

describe('GET /api/me/export through the gateway', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
  }, 60_000);

  afterAll(() => stack?.stop());

  async function signUp(fullName: string) {
    const user = await api.signUp({ fullName });
    return { email: user.email, session: user.response.body as Session };
  }

  /** The export once billing has recorded the customer (it learns of sign-ups by event). */
  async function exportWithBilling(token: string) {
    return waitFor(async () => {
      const response = await api.get('/api/me/export', { token });
      if (response.status === 200 && response.body.billing?.customer) return response;
      throw new Error(`export not ready: ${response.status}`);
    }, 15_000);
  }

  it("answers with the caller's own data as a download, and nothing secret", async () => {
    const { email, session } = await signUp('Ha Neul');
    const token = session.accessToken;
    expect(
      (
        await api.call('PATCH', '/api/me/preferences', {
          token,
          body: { currency: 'KRW', marketingConsent: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.call('PUT', '/api/me/context', { token, body: { goals: 'sleep better' } })).status,
    ).toBe(200);
    // A pending e-mail change is data held about the user until its link is used.
    const pendingEmail = `pending-${email}`;
    expect(
      (
        await api.post('/api/me/email', {
          token,
          body: { newEmail: pendingEmail, currentPassword: TEST_PASSWORD },
        })
      ).status,
    ).toBe(202);

    const response = await exportWithBilling(token);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="maeum-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = response.body;
    expect(Date.parse(body.exportedAt)).not.toBeNaN();
    expect(body.user).toMatchObject({ id: session.user.id, email });
    expect(body.journal).toEqual({
      entries: [],
      weeklySummaries: [],
      dailyPrompts: [],
      habits: [],
      moodBoosters: { activity: [], emojiEchoes: [] },
      statistics: { sessions: [], featureUsage: [], activity: [] },
      mentorGoals: [],
    });
    expect(body.auth.pageVisits).toEqual([]);
    expect(body.auth.reminders).toBeNull();
    expect(body.auth.pushSubscriptions).toEqual([]);
    expect(body.auth.profile).toMatchObject({ fullName: 'Ha Neul' });
    expect(body.auth.pendingEmailChange).toMatchObject({ newEmail: pendingEmail });
    expect(body.auth.preferences).toMatchObject({
      currency: 'KRW',
      marketingConsent: true,
      analyticsConsent: true,
    });
    expect(body.auth.context).toMatchObject({ goals: 'sleep better' });
    expect(body.auth.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'age',
      'sensitive_data',
      'terms',
    ]);
    expect(body.auth.sessions.length).toBeGreaterThanOrEqual(1);
    expect(body.auth.sessions[0]).toEqual(
      expect.objectContaining({
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        revokedAt: null,
      }),
    );
    expect(Array.isArray(body.auth.securityEvents)).toBe(true);
    expect(body.billing.customer).toMatchObject({ userId: session.user.id, email });

    const keys = keysOf(body).map((key) => key.toLowerCase());
    expect(
      keys.filter((key) => key.includes('password') || key.includes('hash') || key.includes('private')),
    ).toEqual([]);
    expect(response.text).not.toContain(token);
  }, 30_000);

  it('refuses a request without a valid token', async () => {
    const response = await api.get('/api/me/export');
    expect(response.status).toBe(401);
    expect((await api.get('/api/me/export', { token: 'not-a-token' })).status).toBe(401);
  });

  it("gives user B none of user A's data", async () => {
    const a = await signUp('Bo Ra');
    const b = await signUp('Da Eun');
    const exportA = await exportWithBilling(a.session.accessToken);
    const exportB = await exportWithBilling(b.session.accessToken);
    expect(exportA.body.user.id).toBe(a.session.user.id);
    expect(exportB.body.user.id).toBe(b.session.user.id);
    expect(exportB.text).not.toContain(a.session.user.id);
    expect(exportB.text).not.toContain(a.email);
    expect(exportB.text).not.toContain('Bo Ra');
    expect(exportB.body.billing.customer.userId).toBe(b.session.user.id);
  }, 30_000);
});
