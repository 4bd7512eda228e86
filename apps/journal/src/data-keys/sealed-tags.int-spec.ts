import { masterKeyFrom, openSealed, serviceDataSourceOptions } from '@maeum/persistence';
import { ApiClient, signUpOnFreePlan, SignedUpUser, TestStack } from '@maeum/testing';
import { createSecretKey } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { SealJournalTags1795600000100 } from '../migrations/1795600000100-SealJournalTags';
import { SealBoosterPayloads1795600000300 } from '../migrations/1795600000300-SealBoosterPayloads';

// An entry's tags are sealed with the writer's key; the filter by tag still finds
// them through a keyed blind index, which differs from one writer to another. Booster payloads
// written before sealing are sealed by their migration.
describe('journal tags, sealed, found by a blind index', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'journal'] });
  });

  afterAll(() => stack?.stop());

  const write = (who: SignedUpUser, content: string, tags: string[]) =>
    api.post('/api/journal/entries', { token: who.accessToken, body: { content, tags } });
  const byTag = async (who: SignedUpUser, tag: string) =>
    (
      await api.get(`/api/journal/entries?tag=${encodeURIComponent(tag)}`, { token: who.accessToken })
    ).body.map((e: { content: string }) => e.content);
  /** Runs `work` in one transaction on a data source of the test's own (migrations run by hand). */
  async function inMigration(work: (manager: EntityManager) => Promise<void>): Promise<void> {
    const dataSource = new DataSource(
      serviceDataSourceOptions({
        url: stack.env.DATABASE_URL,
        schema: 'journal',
        entities: [],
        migrations: [],
      }),
    );
    await dataSource.initialize();
    try {
      await dataSource.transaction(work);
    } finally {
      await dataSource.destroy();
    }
  }
  const rowsOf = async (userId: string) =>
    JSON.stringify(await sql(`SELECT * FROM "journal"."journal_entries" WHERE "user_id" = $1`, [userId]));

  it('keeps no tag in plain text, filters by tag as before, and shows every tag back', async () => {
    const a = await signUpOnFreePlan(api, stack);
    const b = await signUpOnFreePlan(api, stack);
    expect((await write(a, 'Dinner with my brother.', ['Family', 'hospital visit'])).status).toBe(201);
    expect((await write(a, 'A long day at work.', ['overtime'])).status).toBe(201);
    expect((await write(b, 'Same tag, other person.', ['Family'])).status).toBe(201);

    for (const who of [a, b]) {
      const stored = await rowsOf(who.userId);
      for (const word of ['Family', 'family', 'hospital visit', 'overtime'])
        expect(stored).not.toContain(word);
    }
    const [indexA] = await sql(`SELECT "tag_index" FROM "journal"."journal_entries" WHERE "user_id" = $1`, [
      a.userId,
    ]);
    const [indexB] = await sql(`SELECT "tag_index" FROM "journal"."journal_entries" WHERE "user_id" = $1`, [
      b.userId,
    ]);
    expect(indexB.tag_index).toHaveLength(1);
    expect(indexA.tag_index).not.toContain(indexB.tag_index[0]);

    expect(await byTag(a, 'Family')).toEqual(['Dinner with my brother.']);
    expect(await byTag(a, ' family ')).toEqual(['Dinner with my brother.']);
    expect(await byTag(a, 'hospital visit')).toEqual(['Dinner with my brother.']);
    expect(await byTag(a, 'overtime')).toEqual(['A long day at work.']);
    expect(await byTag(a, 'unknown')).toEqual([]);
    expect(await byTag(b, 'Family')).toEqual(['Same tag, other person.']);

    const listed = (await api.get('/api/journal/entries', { token: a.accessToken })).body;
    expect(listed.map((e: { tags: string[] }) => e.tags)).toEqual([
      ['overtime'],
      ['Family', 'hospital visit'],
    ]);
    const insights = (await api.get('/api/journal/insights', { token: a.accessToken })).body;
    expect(insights.popularTags.map((t: { tag: string }) => t.tag)).toEqual(
      expect.arrayContaining(['Family', 'hospital visit', 'overtime']),
    );
    const search = await api.get('/api/journal/search?q=overtime&time=all', { token: a.accessToken });
    expect(search.body.total).toBe(1);
  });

  it('seals tags written before sealing', async () => {
    const who = await signUpOnFreePlan(api, stack);
    expect((await write(who, 'Written before the tags were sealed.', [])).status).toBe(201);
    const migration = new SealJournalTags1795600000100();
    await inMigration(async (manager) => {
      await migration.down(manager.queryRunner!);
      await manager.query(`UPDATE "journal"."journal_entries" SET "tags" = $2 WHERE "user_id" = $1`, [
        who.userId,
        ['Old Tag', 'insomnia'],
      ]);
      await migration.up(manager.queryRunner!);
    });
    const stored = await rowsOf(who.userId);
    expect(stored).not.toContain('Old Tag');
    expect(stored).not.toContain('insomnia');
    expect(await byTag(who, 'old tag')).toEqual(['Written before the tags were sealed.']);
    const [entry] = (await api.get('/api/journal/entries', { token: who.accessToken })).body;
    expect(entry.tags).toEqual(['Old Tag', 'insomnia']);
  });

  it('seals booster payloads stored plain before sealing', async () => {
    const who = await signUpOnFreePlan(api, stack);
    expect((await write(who, 'Makes the data key.', [])).status).toBe(201);
    const migration = new SealBoosterPayloads1795600000300();
    const payload = { primary: 'afraid', secondary: 'panicky', intensity: 4 };
    await inMigration(async (manager) => {
      await migration.down(manager.queryRunner!);
      await manager.query(
        `INSERT INTO "journal"."user_mood_booster_logs" ("user_id", "booster_id", "interaction")
         SELECT $1, "id", $2 FROM "journal"."mood_boosters" WHERE "slug" = 'feeling-wheels'`,
        [who.userId, { type: 'session_completed', timestamp: new Date().toISOString(), payload }],
      );
      await migration.up(manager.queryRunner!);
    });
    const [row] = await sql(`SELECT * FROM "journal"."user_mood_booster_logs" WHERE "user_id" = $1`, [
      who.userId,
    ]);
    expect(JSON.stringify(row)).not.toMatch(/afraid|panicky/);
    expect(row.interaction).toEqual({ type: 'session_completed', timestamp: expect.any(String) });
    const [wrapped] = await sql(`SELECT "wrapped_key" FROM "journal"."data_keys" WHERE "user_id" = $1`, [
      who.userId,
    ]);
    const master = masterKeyFrom(stack.env.DATA_ENCRYPTION_KEY ?? '');
    const key = createSecretKey(openSealed(wrapped.wrapped_key, master, `data-key:${who.userId}`));
    expect(JSON.parse(openSealed(row.payload_enc, key, who.userId).toString('utf8'))).toEqual(payload);
  });
});
