import { masterKeyFrom, openSealed as open, serviceDataSourceOptions } from '@maeum/persistence';
import { ApiClient, SignedUpUser, TestStack } from '@maeum/testing';
import { createSecretKey } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SealUserContext1795600000000 } from '../migrations/1795600000000-SealUserContext';

// What a person told us about themselves at onboarding is sealed with their own
// data key (auth.data_keys), reads and the export give it back in clear, deletion shreds the key.
describe('the onboarding context, sealed with the user’s data key', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;
  const master = () => masterKeyFrom(stack.env.AUTH_MASTER_KEY ?? '');

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth'] });
  });

  afterAll(() => stack?.stop());

  const WORDS = {
    currentSituation: 'Quietly drowning in thesis deadlines',
    calmingFactors: 'Rain on the greenhouse roof',
    overwhelmingFactors: 'Crowded subway platforms at dawn',
    additionalNotes: 'My grandmother’s kimchi recipe',
    goals: 'Sleep before midnight twice weekly',
    challenges: 'Saying no to my supervisor',
  };

  const rowsOf = async (userId: string) =>
    JSON.stringify([
      await sql(`SELECT * FROM "auth"."user_context" WHERE "user_id" = $1`, [userId]),
      await sql(`SELECT * FROM "auth"."user_preferences" WHERE "user_id" = $1`, [userId]),
    ]);

  const keyOf = async (userId: string) => {
    const [row] = await sql(`SELECT "wrapped_key" FROM "auth"."data_keys" WHERE "user_id" = $1`, [userId]);
    return createSecretKey(open(row.wrapped_key, master(), `data-key:${userId}`));
  };

  async function onboarded(): Promise<SignedUpUser> {
    const user = await api.signUp();
    const { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes } = WORDS;
    const done = await api.post('/api/me/onboarding', {
      token: user.accessToken,
      body: {
        tone: 'normal',
        context: { currentSituation, calmingFactors, overwhelmingFactors, additionalNotes },
      },
    });
    expect(done.status).toBe(200);
    const put = await api.call('PUT', '/api/me/context', {
      token: user.accessToken,
      body: { goals: WORDS.goals, challenges: WORDS.challenges },
    });
    expect(put.status).toBe(200);
    return user;
  }

  it('keeps no answer in plain text, gives every answer back, and opens only with the owner’s key', async () => {
    const a = await onboarded();
    const b = await onboarded();

    for (const user of [a, b]) {
      const stored = await rowsOf(user.userId);
      for (const words of Object.values(WORDS)) expect(stored).not.toContain(words);
    }
    const context = await api.get('/api/me/context', { token: a.accessToken });
    expect(context.body).toMatchObject(WORDS);
    const me = await api.get('/api/me', { token: a.accessToken });
    expect(me.body.preferences.onboardingContext.overwhelmingFactors).toBe(WORDS.overwhelmingFactors);
    const preferences = await api.get('/api/me/preferences', { token: a.accessToken });
    expect(preferences.body.onboardingContext.currentSituation).toBe(WORDS.currentSituation);

    const [rowA] = await sql(`SELECT "goals" FROM "auth"."user_context" WHERE "user_id" = $1`, [a.userId]);
    const [rowB] = await sql(`SELECT "goals" FROM "auth"."user_context" WHERE "user_id" = $1`, [b.userId]);
    expect(rowA.goals).not.toBe(rowB.goals);
    const [keyA, keyB] = [await keyOf(a.userId), await keyOf(b.userId)];
    expect(open(rowA.goals, keyA, a.userId).toString('utf8')).toBe(WORDS.goals);
    expect(() => open(rowA.goals, keyB, a.userId)).toThrow();
    expect(() => open(rowA.goals, master(), a.userId)).toThrow();

    expect((await api.deleteAccount(b)).status).toBe(202);
    expect(await sql(`SELECT 1 FROM "auth"."data_keys" WHERE "user_id" = $1`, [b.userId])).toEqual([]);
    expect((await api.get('/api/me/context', { token: a.accessToken })).body).toMatchObject(WORDS);
  });

  it('seals rows written before sealing, in a migration that changes nothing when run again', async () => {
    const user = await api.signUp();
    await sql(`INSERT INTO "auth"."user_context" ("user_id", "goals", "challenges") VALUES ($1, $2, $3)`, [
      user.userId,
      WORDS.goals,
      WORDS.challenges,
    ]);
    await sql(`UPDATE "auth"."user_preferences" SET "onboarding_context" = $2::jsonb WHERE "user_id" = $1`, [
      user.userId,
      JSON.stringify({ currentSituation: WORDS.currentSituation }),
    ]);
    const dataSource = new DataSource(
      serviceDataSourceOptions({ url: stack.env.DATABASE_URL, schema: 'auth', entities: [], migrations: [] }),
    );
    await dataSource.initialize();
    try {
      const migration = new SealUserContext1795600000000();
      await dataSource.transaction((manager) => migration.up(manager.queryRunner!));
      const once = await rowsOf(user.userId);
      for (const words of Object.values(WORDS)) expect(once).not.toContain(words);
      await dataSource.transaction((manager) => migration.up(manager.queryRunner!));
      expect(await rowsOf(user.userId)).toBe(once);
    } finally {
      await dataSource.destroy();
    }
    const context = await api.get('/api/me/context', { token: user.accessToken });
    expect(context.body).toMatchObject({ goals: WORDS.goals, challenges: WORDS.challenges });
    const preferences = await api.get('/api/me/preferences', { token: user.accessToken });
    expect(preferences.body.onboardingContext.currentSituation).toBe(WORDS.currentSituation);
  });
});
