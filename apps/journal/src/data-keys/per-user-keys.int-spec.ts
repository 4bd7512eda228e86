import { masterKeyFrom, openSealed as open } from '@maeum/persistence';
import { ApiClient, signUpOnFreePlan, SignedUpUser, TestStack, waitFor } from '@maeum/testing';
import { createSecretKey } from 'node:crypto';

// Per-user data keys, checked on the rows themselves: what a person wrote is sealed with their own
// key, not with the master key alone (which would pass every "sealed" and "deleted" test too).
describe('per-user data keys, on the rows in the database', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const master = () => masterKeyFrom(stack.env.DATA_ENCRYPTION_KEY ?? '');

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'journal'] });
  });

  afterAll(() => stack?.stop());

  const TEXT = 'The same words, written by two people on the same evening.';

  async function writer(): Promise<{
    user: SignedUpUser;
    sealed: string;
    key: ReturnType<typeof createSecretKey>;
  }> {
    const user = await signUpOnFreePlan(api, stack);
    const written = await api.post('/api/journal/entries', {
      token: user.accessToken,
      body: { content: TEXT },
    });
    expect(written.status).toBe(201);
    const [row] = await sql(`SELECT "content_enc" FROM "journal"."journal_entries" WHERE "id" = $1`, [
      written.body.id,
    ]);
    const [wrapped] = await sql(`SELECT "wrapped_key" FROM "journal"."data_keys" WHERE "user_id" = $1`, [
      user.userId,
    ]);
    const key = createSecretKey(open(wrapped.wrapped_key, master(), `data-key:${user.userId}`));
    return { user, sealed: row.content_enc, key };
  }

  it('seals one text differently for two people, opens each row only with its owner’s key, and survives the other’s deletion', async () => {
    const a = await writer();
    const b = await writer();

    expect(a.sealed).not.toBe(b.sealed);
    expect(a.key.export().equals(b.key.export())).toBe(false);
    expect(open(a.sealed, a.key, a.user.userId).toString('utf8')).toBe(TEXT);
    // Another person's key, or the master key on its own, opens nothing.
    expect(() => open(a.sealed, b.key, a.user.userId)).toThrow();
    expect(() => open(a.sealed, master(), a.user.userId)).toThrow();
    expect(() => open(b.sealed, a.key, b.user.userId)).toThrow();

    expect((await api.deleteAccount(b.user)).status).toBe(202);
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM "journal"."data_keys" WHERE "user_id" = $1`, [b.user.userId])).length === 0,
      15_000,
    );
    const [still] = await sql(`SELECT "content_enc" FROM "journal"."journal_entries" WHERE "user_id" = $1`, [
      a.user.userId,
    ]);
    expect(open(still.content_enc, a.key, a.user.userId).toString('utf8')).toBe(TEXT);
    const listed = await api.get('/api/journal/entries', { token: a.user.accessToken });
    expect(listed.body.map((entry: { content: string }) => entry.content)).toEqual([TEXT]);
  });
});
