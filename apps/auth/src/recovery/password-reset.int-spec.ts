import { QueueName, revokedSessionKey } from '@maeum/contracts';
import { ApiClient, AppProcess, nextClientIp, SmtpCapture, TestStack, waitFor } from '@maeum/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Client } from 'pg';

const PUBLIC_URL = 'http://maeum.test';
const RESET_LINK = /http:\/\/maeum\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const FORGOT_ANSWER = {
  message: 'If that e-mail has an account, a reset link is on its way. It is valid for 15 minutes.',
};
const INVALID_TOKEN = { statusCode: 400, code: 'invalid_token', message: 'Invalid or expired' };

interface Account {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

describe('forgot and reset password, through the gateway and the worker', () => {
  const smtp = new SmtpCapture();
  let stack: TestStack;
  let env: Record<string, string>;
  let gateway: AppProcess;
  let db: Client;
  let redis: Redis;
  let emailQueue: Queue;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    const mail = await smtp.start();
    stack = await TestStack.start({
      services: ['auth', 'worker'],
      env: { PUBLIC_URL },
      // Plain SMTP to the capture server (SMTP_SECURE defaults to false).
      envFor: { worker: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) } },
    });
    ({ env, gateway, db, redis } = stack);
    emailQueue = stack.queue(QueueName.email);
  });

  afterAll(async () => {
    await stack?.stop();
    await smtp.stop();
  });

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await api.post(path, { body, headers });
    return { status: answer.status, headers: answer.headers, body: answer.body ?? {} };
  }

  /** node:http, because fetch will not send a Host header of our choosing. */
  function postWithHost(path: string, body: unknown, host: string): Promise<Answer> {
    const url = new URL(gateway.url + path);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            host,
            'x-forwarded-host': host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': nextClientIp(),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (typeof value === 'string') headers.set(name, value);
            resolve({ status: res.statusCode ?? 0, headers, body: text ? JSON.parse(text) : {} });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async function signUp(password = 'quiet harbour lights'): Promise<Account> {
    const user = await api.signUp({ fullName: 'Han Byeol', password });
    return { ...user, refreshCookie: user.cookie };
  }

  const forgot = (email: string, headers?: Record<string, string>) =>
    post('/api/auth/forgot-password', { email }, headers);
  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  async function resetLinkFor(email: string, after = 0): Promise<{ link: string; token: string }> {
    const message = await smtp.waitForMessage(
      (m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after,
      15_000,
    );
    const link = RESET_LINK.exec(message.text)?.[0];
    expect(link).toBeDefined();
    return { link: link!, token: RESET_LINK.exec(link!)![1] };
  }

  const sessionIdOf = (accessToken: string) =>
    (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid;

  let known: Account;
  let firstToken: string;

  it('answers a known and an unknown e-mail alike, and mails only the known one a link from PUBLIC_URL', async () => {
    known = await signUp();
    const unknownEmail = `${randomUUID()}@example.com`;

    const forUnknown = await forgot(unknownEmail);
    // A forged Host must not shape the link: it comes from configuration.
    const forKnown = await postWithHost('/api/auth/forgot-password', { email: known.email }, 'evil.example');

    expect(forKnown.status).toBe(202);
    expect(forUnknown.status).toBe(202);
    expect(forKnown.body).toEqual(FORGOT_ANSWER);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(forUnknown.headers.get('referrer-policy')).toBe('no-referrer');

    const { link, token } = await resetLinkFor(known.email);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    const message = smtp.messages.find((m) => m.to.includes(known.email))!;
    expect(message.html).toContain(link);
    expect(message.raw).not.toContain('evil.example');
    firstToken = token;

    // Once the queue is drained, nothing has gone to the unknown address.
    await waitFor(async () => {
      const counts = await emailQueue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return Object.values(counts).every((n) => n === 0);
    });
    expect(smtp.messages.filter((m) => m.to.includes(unknownEmail))).toHaveLength(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('stores only the SHA-256 of the token, valid for 15 minutes', async () => {
    const { rows } = await db.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl, used_at FROM auth.password_reset_tokens WHERE user_id = $1`,
      [known.userId],
    );
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(firstToken).digest('hex'), ttl: 900, used_at: null },
    ]);
    const leaked = await db.query(
      `SELECT 1 FROM auth.password_reset_tokens t WHERE strpos(t::text, $1) > 0`,
      [firstToken],
    );
    expect(leaked.rowCount).toBe(0);
    const events = await db.query(
      `SELECT event_type FROM auth.security_events WHERE user_id = $1 ORDER BY id`,
      [known.userId],
    );
    expect(events.rows.map((r) => r.event_type)).toContain('password_reset_requested');
  });

  it('sets the new password with the link, once, and ends every session at once', async () => {
    const me = (accessToken: string) =>
      fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await me(known.accessToken)).status).toBe(200);

    const newPassword = 'new moon over the river';
    const answer = await reset(firstToken, newPassword);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');

    expect((await login(known.email, newPassword)).status).toBe(200);
    const withOld = await login(known.email, known.password);
    expect(withOld.status).toBe(400);
    expect(withOld.body).toMatchObject({ code: 'invalid_credentials' });

    // The access token issued before the reset is refused at once, and so is the refresh cookie.
    const refused = await me(known.accessToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'session_not_found' });
    expect(await redis.get(revokedSessionKey(env.MESSAGING_NAMESPACE, sessionIdOf(known.accessToken)))).toBe(
      'password_reset',
    );
    const refresh = await post('/api/auth/refresh', {}, { cookie: known.refreshCookie });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ code: 'session_not_found' });

    const again = await reset(firstToken, 'another calm evening');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_TOKEN);
    expect(again.headers.get('referrer-policy')).toBe('no-referrer');

    const { rows } = await db.query(
      `SELECT u.password_changed_at, u.email_confirmed_at, t.used_at FROM auth.users u JOIN auth.password_reset_tokens t ON t.user_id = u.id WHERE u.id = $1`,
      [known.userId],
    );
    expect(rows[0].password_changed_at).not.toBeNull();
    // The link came through the mailbox: the address is confirmed.
    expect(rows[0].email_confirmed_at).not.toBeNull();
    expect(rows[0].used_at).not.toBeNull();
    const events = await db.query(
      `SELECT 1 FROM auth.security_events WHERE user_id = $1 AND event_type = 'password_reset_completed'`,
      [known.userId],
    );
    expect(events.rowCount).toBe(1);
  });

  it('refuses an unknown, a replaced and an expired link, and a weak password without spending the link', async () => {
    expect((await reset('x'.repeat(43), 'a long enough passphrase')).body).toEqual(INVALID_TOKEN);
    const malformed = await reset('', 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation_failed' });
    expect(malformed.headers.get('referrer-policy')).toBe('no-referrer');

    const account = await signUp();
    await forgot(account.email);
    const older = await resetLinkFor(account.email);
    const before = smtp.messages.length;
    await forgot(account.email);
    const newer = await resetLinkFor(account.email, before);
    expect(newer.token).not.toBe(older.token);

    // A newer link retires the older one.
    expect(await reset(older.token, 'a long enough passphrase')).toMatchObject({
      status: 400,
      body: INVALID_TOKEN,
    });

    const weak = await reset(newer.token, 'password');
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ code: 'weak_password' });

    await db.query(
      `UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [account.userId],
    );
    expect(await reset(newer.token, 'a long enough passphrase')).toMatchObject({
      status: 400,
      body: INVALID_TOKEN,
    });
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('writes in Korean to someone who chose Korean', async () => {
    const account = await signUp();
    await db.query(`UPDATE auth.user_preferences SET language = 'ko' WHERE user_id = $1`, [account.userId]);
    await forgot(account.email);
    const { link } = await resetLinkFor(account.email);
    const message = smtp.messages.find((m) => m.to.includes(account.email))!;
    expect(message.subject).toBe('maeum. 비밀번호 재설정 안내');
    expect(message.text).toContain('15분');
    expect(message.html).toContain('<html lang="ko">');
    expect(message.text).toContain(link);
  });

  it('answers the 4th request for one e-mail within the hour with 429 and Retry-After', async () => {
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(202);
    const limited = await forgot(email);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers the 4th request from one client address within the hour with 429', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 3; i++) expect((await forgot(`${randomUUID()}@example.com`, ip)).status).toBe(202);
    const limited = await forgot(`${randomUUID()}@example.com`, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const accounts = await Promise.all(Array.from({ length: 7 }, () => signUp()));
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).status).toBe(202);
      return performance.now() - started;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (const account of accounts) {
      knownMs.push(await timed(account.email));
      unknownMs.push(await timed(`${randomUUID()}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(50);
  });
});
