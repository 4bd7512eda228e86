import { ALL_CONSENTS, ApiClient, TEST_PASSWORD, TestStack } from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { QueryRunner } from 'typeorm';
import { NormalizeStoredEmails1795438776749 } from '../migrations/1795438776749-NormalizeStoredEmails';

const EMAIL_INVALID = { statusCode: 400, message: 'Please enter a valid email address' };
const NAME_REFUSED = {
  statusCode: 400,
  message: 'Please remove invisible or text-direction characters from your name',
};

/** "ｕｓｅｒ-…" in full-width letters, as a Korean or Japanese keyboard can type it. */
const fullWidth = (text: string) =>
  [...text].map((c) => (/[a-z0-9]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

describe('look-alike identities through the gateway', () => {
  let stack: TestStack;
  let db: Client;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
    ({ db } = stack);
  });

  afterAll(() => stack?.stop());

  const signUp = (body: { fullName?: string; email: string }) =>
    api.post('/api/auth/signup', {
      body: { fullName: 'Ha Neul', password: TEST_PASSWORD, consent: ALL_CONSENTS, ...body },
    });
  const login = (email: string) => api.post('/api/auth/login', { body: { email, password: TEST_PASSWORD } });
  const local = () => `u${randomUUID().slice(0, 8)}`;

  it.each([
    ['a zero-width space', (name: string) => `${name.slice(0, 3)}\u200B${name.slice(3)}@example.com`],
    ['a right-to-left override', (name: string) => `${name}\u202Emoc.elgoog@example.com`],
    ['a byte order mark', (name: string) => `${name}\uFEFF@example.com`],
    ['a left-to-right isolate', (name: string) => `\u2066${name}@example.com`],
  ])('refuses a sign-up e-mail with %s, creating nothing', async (_what, address) => {
    const email = address(local());
    const response = await signUp({ email });
    expect(response.body).toMatchObject({ ...EMAIL_INVALID, errors: [{ field: 'email' }] });
    const { rowCount } = await db.query(`SELECT 1 FROM auth.users WHERE email = $1`, [email]);
    expect(rowCount).toBe(0);
  });

  it.each([
    ['a right-to-left override', 'Ha\u202ENeul'],
    ['a right-to-left isolate', '\u2067Admin\u2069'],
    ['a zero-width joiner', 'Ha\u200DNeul'],
    ['an Arabic letter mark', 'Ha Neul\u061C'],
  ])('refuses a sign-up name with %s, with a clear message', async (_what, fullName) => {
    const response = await signUp({ fullName, email: `${local()}@example.com` });
    expect(response.body).toMatchObject({ ...NAME_REFUSED, errors: [{ field: 'fullName' }] });
  });

  it('keeps a full-width address as the plain one, so it cannot stand beside it as a second account', async () => {
    const plain = `${local()}@example.com`;
    const created = await signUp({ email: fullWidth(plain).toUpperCase() });
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe(plain);
    expect((await signUp({ email: plain })).status).toBe(409);
    // Either spelling signs in to the one account.
    for (const typed of [plain, fullWidth(plain), fullWidth(plain).toUpperCase()]) {
      const signedIn = await login(typed);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.id).toBe(created.body.user.id);
    }
  });

  it('refuses the same characters when the profile or the e-mail changes', async () => {
    const user = await api.signUp();
    const patch = (body: object) => api.call('PATCH', '/api/me/profile', { token: user.accessToken, body });
    expect((await patch({ fullName: 'Ha\u202ENeul' })).body).toMatchObject(NAME_REFUSED);
    const newEmail = `${local()}\u200B@example.com`;
    const change = await api.call('POST', '/api/me/email', {
      token: user.accessToken,
      body: { newEmail, currentPassword: user.password },
    });
    expect(change.body).toMatchObject(EMAIL_INVALID);
    const { rows } = await db.query(
      `SELECT u.email, p.full_name FROM auth.users u JOIN auth.user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [user.userId],
    );
    expect(rows[0]).toEqual({ email: user.email, full_name: 'Ha Neul' });
    expect((await patch({ fullName: '김하늘' })).status).toBe(200);
  });

  it('lets an account stored before with a full-width address sign in, and leaves look-alike pairs apart', async () => {
    const plain = `${local()}@example.com`;
    const legacy = await api.signUp({ email: plain });
    // Stored the way sign-up kept it before: lower-cased, not folded.
    await db.query(`UPDATE auth.users SET email = $2 WHERE id = $1`, [legacy.userId, fullWidth(plain)]);
    expect((await login(plain)).status).toBe(400); // what the fix alone would leave

    const twin = `${local()}@example.com`;
    const original = await api.signUp({ email: twin });
    const impostor = await api.signUp({ email: `${local()}@example.com` });
    await db.query(`UPDATE auth.users SET email = $2 WHERE id = $1`, [impostor.userId, fullWidth(twin)]);

    const runner = { query: (sql: string, params?: unknown[]) => db.query(sql, params) };
    await new NormalizeStoredEmails1795438776749().up(runner as unknown as QueryRunner);

    const signedIn = await login(fullWidth(plain));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(legacy.userId);
    // The plain address still reaches its own account, never the look-alike.
    expect((await login(twin)).body.user.id).toBe(original.userId);
    const { rows } = await db.query(`SELECT email FROM auth.users WHERE id = $1`, [impostor.userId]);
    expect(rows[0].email).toBe(fullWidth(twin));
  });

  it('answers a look-alike of a taken address as taken, and refuses a domain that mixes scripts', async () => {
    const name = local();
    const plain = `pa${name}@example.com`;
    expect((await signUp({ email: plain })).status).toBe(201);
    const cyrillic = `p\u0430${name}@example.com`; // the 'а' is Cyrillic
    const twin = await signUp({ email: cyrillic });
    expect(twin.status).toBe(409);
    expect((await db.query(`SELECT 1 FROM auth.users WHERE email = $1`, [cyrillic])).rowCount).toBe(0);

    const mixed = await signUp({ email: `${local()}@ex\u0430mple.com` });
    expect(mixed.body).toMatchObject({ ...EMAIL_INVALID, errors: [{ field: 'email' }] });

    // Changing to a look-alike of someone's address is treated like changing to a taken one.
    const mover = await api.signUp();
    const change = await api.call('POST', '/api/me/email', {
      token: mover.accessToken,
      body: { newEmail: cyrillic, currentPassword: mover.password },
    });
    expect(change.status).toBeLessThan(300);
    const { rowCount } = await db.query(
      `SELECT 1 FROM auth.email_change_requests WHERE user_id = $1 AND used_at IS NULL`,
      [mover.userId],
    );
    expect(rowCount).toBe(0);
  });

  // No secrets in logs — the values of a failed statement included.
  it('writes none of what a sign-up carried to any log, even when parallel sign-ups collide', async () => {
    const email = `${local()}@example.com`;
    const fullName = `Nam ${local()}`;
    const password = `tide pool ${local()} lantern`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/api/auth/signup', { body: { fullName, email, password, consent: ALL_CONSENTS } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const { rows } = await db.query(`SELECT password_hash FROM auth.users WHERE email = $1`, [email]);
    const logs = ['auth', 'gateway'].map((name) => stack.app(name).logs()).join('\n');
    for (const secret of [email, fullName, password, rows[0].password_hash, '$argon2id$']) {
      expect(logs).not.toContain(secret);
    }
  });
});
