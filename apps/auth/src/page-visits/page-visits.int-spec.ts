import { ApiClient, expectErrorEnvelope, TestStack, waitFor } from '@maeum/testing';

/**
 * Page visits through the gateway (spec 000): dashboard and insights paths only, kept while the
 * person's analytics consent is on and not after it is turned off, in the export, gone with the account.
 */
describe('page visits', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal'] });
  });

  afterAll(() => stack?.stop());

  it('keeps a visit only with analytics consent, refuses other paths, exports and deletes them', async () => {
    const who = await api.signUp();
    const token = who.accessToken;
    const visit = (path: unknown) => api.post('/api/page-visits', { token, body: { path } });
    const kept = () => sql(`SELECT path FROM auth.page_visits WHERE user_id = $1 ORDER BY id`, [who.userId]);

    expect((await visit('/dashboard')).body).toEqual({ recorded: true });
    expect((await visit('/insights')).body).toEqual({ recorded: true });
    for (const bad of ['/journal', 'dashboard', '/dashboard?x=1', `/${'dashboard'.repeat(30)}`, 7, null]) {
      const refused = await visit(bad);
      expectErrorEnvelope(refused.text, 400, `answer ${refused.status}`, 'validation_failed');
      expect(refused.body.message).toBe('path must be an app path with dashboard or insights in it');
    }
    expect(await kept()).toEqual([{ path: '/dashboard' }, { path: '/insights' }]);

    expect(
      (await api.call('PATCH', '/api/me/preferences', { token, body: { analyticsConsent: false } })).status,
    ).toBeLessThan(300);
    expect((await visit('/dashboard')).body).toEqual({ recorded: false });
    expect(await kept()).toHaveLength(2);

    const exported = await api.get('/api/me/export', { token });
    expect(exported.body.auth.pageVisits.map((v: { path: string }) => v.path)).toEqual([
      '/dashboard',
      '/insights',
    ]);
    expect((await api.deleteAccount(who)).status).toBeLessThan(300);
    await waitFor(async () => (await kept()).length === 0, 10_000);
  });
});
