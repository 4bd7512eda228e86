import { serviceDataSourceOptions } from '@maeum/persistence';
import { ApiClient, signUpOnFreePlan, TestStack } from '@maeum/testing';
import { DataSource } from 'typeorm';
import { SealSessionTitles1795600000200 } from '../migrations/1795600000200-SealSessionTitles';

// Sessions written before titles and mood tags were sealed are sealed by the
// migration, and read back as they were.
describe('session titles and mood tags sealed by the migration', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const sql = async (text: string, values: unknown[] = []) => (await stack.db.query(text, values)).rows;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions'] });
  });

  afterAll(() => stack?.stop());

  it('seals the plain title and mood tags of an existing session', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const started = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    expect(started.status).toBe(201);
    const id = started.body.session.id as string;
    const dataSource = new DataSource(
      serviceDataSourceOptions({
        url: stack.env.DATABASE_URL,
        schema: 'sessions',
        entities: [],
        migrations: [],
      }),
    );
    await dataSource.initialize();
    try {
      const migration = new SealSessionTitles1795600000200();
      await dataSource.transaction(async (manager) => {
        await migration.down(manager.queryRunner!);
        await manager.query(
          `UPDATE "sessions"."chat_sessions" SET "title" = $2, "mood_tags" = $3 WHERE "id" = $1`,
          [id, 'Grieving my grandfather', ['grief', 'lonely']],
        );
        await migration.up(manager.queryRunner!);
      });
    } finally {
      await dataSource.destroy();
    }
    const [row] = await sql(`SELECT * FROM "sessions"."chat_sessions" WHERE "id" = $1`, [id]);
    expect(JSON.stringify(row)).not.toMatch(/grandfather|grief|lonely/);
    const read = await api.get(`/api/sessions/${id}`, { token: who.accessToken });
    expect(read.body.session).toMatchObject({
      title: 'Grieving my grandfather',
      moodTags: ['grief', 'lonely'],
    });
  });
});
