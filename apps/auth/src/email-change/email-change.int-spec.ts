import { QueueName } from '@maeum/contracts';
import { ApiClient, SignedUpUser, SmtpCapture, TestOAuthProvider, TestStack, waitFor } from '@maeum/testing';
import { Queue } from 'bullmq';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';

const PUBLIC_URL = 'http://maeum.test';
const CONFIRM_LINK = /http:\/\/maeum\.test\/confirm-email\?token=([A-Za-z0-9_-]{43})/;
const ACCEPTED = {
  message: 'Check your inbox: we sent a link to the new address. It is valid for 24 hours.',
};

describe('changing the e-mail: password, a link to the new address, a notice to the old one', () => {
  const smtp = new SmtpCapture();
  const google = new TestOAuthProvider();
  let stack: TestStack;
  let db: Client;
  let emailQueue: Queue;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    const [mail, issuer] = await Promise.all([smtp.start(), google.start()]);
    stack = await TestStack.start({
      services: ['auth', 'worker'],
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'maeum-google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer,
      },
      envFor: { worker: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) } },
    });
    db = stack.db;
    emailQueue = stack.queue(QueueName.email);
  });

  afterAll(async () => {
    await stack?.stop();
    await Promise.all([smtp.stop(), google.stop()]);
  });

  const newEmail = () => `${randomUUID()}@example.com`;
  const requestChange = (user: { accessToken: string }, body: Record<string, unknown>) =>
    api.post('/api/me/email', { token: user.accessToken, body });
  const confirm = (token: string) => api.post('/api/auth/confirm-email', { body: { token } });
  const login = (email: string, password: string) =>
    api.post('/api/auth/login', { body: { email, password } });
  const emailOf = async (userId: string) =>
    (await db.query(`SELECT email FROM auth.users WHERE id = $1`, [userId])).rows[0].email as string;
  const mailTo = (address: string) => smtp.waitForMessage((m) => m.to.includes(address), 15_000);
  const queueDrained = () =>
    waitFor(async () => {
      const counts = await emailQueue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return Object.values(counts).every((n) => n === 0);
    });
  const eventsOf = async (userId: string) =>
    (
      await db.query(`SELECT event_type FROM auth.security_events WHERE user_id = $1 ORDER BY id`, [userId])
    ).rows.map((r) => r.event_type as string);

  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))!
      .split(';')[0];

  /** The "Continue with Google" journey as a browser makes it, up to the landing redirect. */
  async function signInWithGoogle(email: string, query: string): Promise<Response> {
    google.signInAs({ sub: randomBytes(8).toString('hex'), email, email_verified: true, name: 'Da On' });
    const start = await fetch(`${stack.gateway.url}/api/auth/oauth/google${query}`, { redirect: 'manual' });
    const back = await google.authorize(start.headers.get('location')!);
    return fetch(stack.gateway.url + back.url.pathname + back.url.search, {
      redirect: 'manual',
      headers: { cookie: cookieOf(start, 'maeum_oauth') },
    });
  }

  async function linkFor(address: string): Promise<string> {
    const message = await mailTo(address);
    const token = CONFIRM_LINK.exec(message.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('refuses a missing or wrong password and sends nothing', async () => {
    const user = await api.signUp();
    const target = newEmail();
    const missing = await requestChange(user, { newEmail: target });
    const wrong = await requestChange(user, { newEmail: target, currentPassword: 'not my password at all' });
    for (const answer of [missing, wrong]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
    }
    await queueDrained();
    expect(smtp.messages.filter((m) => m.to.includes(target) || m.to.includes(user.email))).toEqual([]);
    expect(
      (await db.query(`SELECT 1 FROM auth.email_change_requests WHERE user_id = $1`, [user.userId])).rowCount,
    ).toBe(0);
  });

  let changed: SignedUpUser;
  let changedTo: string;
  let usedToken: string;

  it('keeps the old address until the link is used, mails the link to the new one and a notice to the old one', async () => {
    changed = await api.signUp();
    changedTo = newEmail();
    const answer = await requestChange(changed, {
      newEmail: changedTo.toUpperCase(),
      currentPassword: changed.password,
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(ACCEPTED);

    usedToken = await linkFor(changedTo);
    const notice = await mailTo(changed.email);
    expect(notice.subject).toBe('Your maeum. e-mail address is about to change');
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(notice.text).not.toContain('confirm-email');

    // Nothing has moved yet: the old address signs in, the new one does not.
    expect(await emailOf(changed.userId)).toBe(changed.email);
    expect((await login(changed.email, changed.password)).status).toBe(200);
    expect((await login(changedTo, changed.password)).status).toBe(400);

    const { rows } = await db.query(
      `SELECT new_email, token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl FROM auth.email_change_requests WHERE user_id = $1`,
      [changed.userId],
    );
    expect(rows).toEqual([
      { new_email: changedTo, token_hash: createHash('sha256').update(usedToken).digest('hex'), ttl: 86_400 },
    ]);
    expect(await eventsOf(changed.userId)).toContain('email_change_requested');
  });

  it('never links a Google sign-in to the pending, unconfirmed address', async () => {
    const landing = await signInWithGoogle(changedTo, '');
    expect(landing.status).toBe(302);
    // Sent to sign up, as for an address with no account.
    expect(new URL(landing.headers.get('location')!, 'http://app').searchParams.get('error')).toBe(
      'consent_required',
    );
    expect(
      (await db.query(`SELECT 1 FROM auth.oauth_identities WHERE user_id = $1`, [changed.userId])).rowCount,
    ).toBe(0);
  });

  it('switches the address with the link, confirmed, and refuses the link a second time', async () => {
    const done = await confirm(usedToken);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: changedTo });
    expect(done.headers.get('referrer-policy')).toBe('no-referrer');

    const { rows } = await db.query(`SELECT email, email_confirmed_at FROM auth.users WHERE id = $1`, [
      changed.userId,
    ]);
    expect(rows[0].email).toBe(changedTo);
    expect(rows[0].email_confirmed_at).not.toBeNull();
    expect((await login(changedTo, changed.password)).status).toBe(200);
    expect((await login(changed.email, changed.password)).status).toBe(400);
    expect(await eventsOf(changed.userId)).toContain('email_change_confirmed');

    const again = await confirm(usedToken);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'email_change_link_used' });
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_token' });
  });

  it('answers a taken address exactly as a free one, and tells that address instead of sending a link', async () => {
    const [user, owner] = await Promise.all([api.signUp(), api.signUp()]);
    const taken = await requestChange(user, { newEmail: owner.email, currentPassword: user.password });
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual(ACCEPTED);
    const message = await mailTo(owner.email);
    expect(message.text).toContain('This address already has an account');
    expect(message.text).not.toMatch(CONFIRM_LINK);
    await mailTo(user.email); // the notice, as always
    expect(
      (await db.query(`SELECT 1 FROM auth.email_change_requests WHERE user_id = $1`, [user.userId])).rowCount,
    ).toBe(0);
    expect(await emailOf(user.userId)).toBe(user.email);
  });

  it('refuses the link cleanly when the address got an account meanwhile, and a newer request replaces an older link', async () => {
    const user = await api.signUp();
    const first = newEmail();
    await requestChange(user, { newEmail: first, currentPassword: user.password });
    const replaced = await linkFor(first);
    const target = newEmail();
    await requestChange(user, { newEmail: target, currentPassword: user.password });
    const token = await linkFor(target);
    expect((await confirm(replaced)).body).toMatchObject({ code: 'invalid_token' });

    await api.signUp({ email: target });
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'user_already_exists' });
    expect(await emailOf(user.userId)).toBe(user.email);
  });

  it('allows 3 requests an hour per account, wrong passwords included, then 429', async () => {
    const user = await api.signUp();
    for (let i = 0; i < 3; i++)
      expect(
        (await requestChange(user, { newEmail: newEmail(), currentPassword: 'a wrong guess' })).status,
      ).toBe(400);
    const limited = await requestChange(user, { newEmail: newEmail(), currentPassword: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'too_many_requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets an account without a password change its address only within 5 minutes of signing in', async () => {
    const landing = await signInWithGoogle(newEmail(), '?consent=1');
    const refreshCookie = cookieOf(landing, 'maeum_rt');
    const refreshed = await api.post('/api/auth/refresh', { cookie: refreshCookie });
    expect(refreshed.status).toBe(200);
    const { accessToken } = refreshed.body as { accessToken: string };
    const userId = refreshed.body.user.id as string;

    expect((await requestChange({ accessToken }, { newEmail: newEmail() })).status).toBe(202);
    await db.query(`UPDATE auth.sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1`, [
      userId,
    ]);
    const stale = await requestChange({ accessToken }, { newEmail: newEmail() });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: 'recent_sign_in_required' });
  });

  it('changes the name without a password, and no longer takes an e-mail through the profile', async () => {
    const user = await api.signUp();
    const renamed = await api.call('PATCH', '/api/me/profile', {
      token: user.accessToken,
      body: { fullName: 'Ye Jin' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.profile.fullName).toBe('Ye Jin');
    const viaProfile = await api.call('PATCH', '/api/me/profile', {
      token: user.accessToken,
      body: { email: newEmail() },
    });
    expect(viaProfile.status).toBe(400);
    expect(await emailOf(user.userId)).toBe(user.email);
  });

  it('removes a pending change with the account', async () => {
    const user = await api.signUp();
    await requestChange(user, { newEmail: newEmail(), currentPassword: user.password });
    expect((await api.deleteAccount(user)).status).toBe(202);
    expect(
      (await db.query(`SELECT 1 FROM auth.email_change_requests WHERE user_id = $1`, [user.userId])).rowCount,
    ).toBe(0);
  });
});
