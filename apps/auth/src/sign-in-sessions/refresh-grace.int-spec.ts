import { ApiClient, TestStack } from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

const PASSWORD = 'a lantern by the sea';

/** A thief who copied a refresh token, replaying it while its owner keeps using the session. */
describe('the refresh grace through the gateway', () => {
  let stack: TestStack;
  let db: Client;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
    ({ db } = stack);
  });

  afterAll(() => stack?.stop());

  const refresh = (cookie: string | undefined) => api.post('/api/auth/refresh', { cookie });

  /** Moves the session's used tokens past the 10 s grace, instead of waiting it out. */
  async function letGracePass(userId: string) {
    await db.query(
      `UPDATE auth.refresh_tokens t SET used_at = t.used_at - interval '1 minute'
       FROM auth.sessions s WHERE s.id = t.session_id AND s.user_id = $1 AND t.used_at IS NOT NULL`,
      [userId],
    );
  }

  async function signUp() {
    const user = await api.signUp({ email: `${randomUUID()}@example.com`, password: PASSWORD });
    return { userId: user.userId, cookie: user.cookie };
  }

  it('hands a replay within the grace the same successor, so the thief never gets a chain of its own', async () => {
    const { userId, cookie: stolen } = await signUp();
    const owner = await refresh(stolen);
    const thief = await refresh(stolen); // within the grace
    expect([owner.status, thief.status]).toEqual([200, 200]);
    expect(thief.cookie).toBe(owner.cookie);

    // Both go on refreshing: the owner first, the thief a moment later, still within the grace.
    const ownerNext = await refresh(owner.cookie);
    const thiefNext = await refresh(thief.cookie);
    expect([ownerNext.status, thiefNext.status]).toEqual([200, 200]);
    expect(thiefNext.cookie).toBe(ownerNext.cookie);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.session_id
       WHERE s.user_id = $1 AND t.used_at IS NULL`,
      [userId],
    );
    expect(rows[0].n).toBe(1); // one chain, one live token

    // The owner moves on; once the grace has passed, the thief's copy is a used token seen again.
    const ownerLater = await refresh(ownerNext.cookie);
    expect(ownerLater.status).toBe(200);
    await letGracePass(userId);
    const thiefLater = await refresh(thiefNext.cookie);
    expect(thiefLater.status).toBe(401);
    expect(thiefLater.body.code).toBe('session_not_found');
    // The session has ended for everyone who held it.
    expect((await refresh(ownerLater.cookie)).status).toBe(401);
    const events = await db.query(
      `SELECT count(*)::int AS n FROM auth.security_events WHERE user_id = $1 AND event_type = 'refresh_token_reused'`,
      [userId],
    );
    expect(events.rows[0].n).toBe(1);
  });

  it('ends the session when the thief, not the owner, refreshes first and the owner comes back later', async () => {
    const { userId, cookie: stolen } = await signUp();
    const thief = await refresh(stolen);
    const owner = await refresh(stolen); // the owner's tab, a moment later
    expect(owner.cookie).toBe(thief.cookie);
    const thiefNext = await refresh(thief.cookie);
    expect(thiefNext.status).toBe(200);
    await letGracePass(userId);
    // The owner's next refresh presents a token the thief already used: both are signed out.
    expect((await refresh(owner.cookie)).status).toBe(401);
    expect((await refresh(thiefNext.cookie)).status).toBe(401);
  });

  it('gives a tab whose answer arrived late the newest token, so a stale cookie cannot end the session', async () => {
    const { cookie: first } = await signUp();
    const second = await refresh(first);
    const third = await refresh(second.cookie);
    // A slow tab that sent the first token gets the chain's newest token, not a used one.
    const late = await refresh(first);
    expect(late.status).toBe(200);
    expect(late.cookie).toBe(third.cookie);
    expect((await refresh(late.cookie)).status).toBe(200);
  });

  it('keeps five tabs refreshing with one token at once signed in, on one chain', async () => {
    const { cookie } = await signUp();
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(cookie)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.cookie)).size).toBe(1);
    const next = await Promise.all(results.map((r) => refresh(r.cookie)));
    expect(next.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
