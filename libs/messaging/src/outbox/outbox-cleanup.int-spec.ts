import { createTestDatabase, dropTestDatabase } from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { currentMessagingTablesSql } from './messaging-tables.sql';
import { deleteSentOutboxRows } from './outbox-cleanup';

describe('deleteSentOutboxRows', () => {
  let url: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    url = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url });
    await dataSource.initialize();
    await dataSource.query('CREATE SCHEMA svc');
    for (const sql of currentMessagingTablesSql('svc')) await dataSource.query(sql);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropTestDatabase(url);
  });

  it('removes only rows sent before the retention; unsent rows stay whatever their age', async () => {
    const rows: [string, string | null][] = [
      ['sent 8 days ago', '8 days'],
      ['sent 6 days ago', '6 days'],
      ['never sent, 40 days old', null],
    ];
    const ids = new Map<string, string>();
    for (const [label, sentAgo] of rows) {
      const id = randomUUID();
      ids.set(label, id);
      await dataSource.query(
        `INSERT INTO svc.outbox (id, subject, payload, occurred_at, sent_at) VALUES ($1, 'x.y.z.v1', '{}', now() - interval '40 days', now() - $2::interval)`,
        [id, sentAgo],
      );
    }
    expect(await deleteSentOutboxRows(dataSource, 'svc', 7)).toBe(1);
    const left = (await dataSource.query('SELECT id FROM svc.outbox')).map((r: { id: string }) => r.id);
    expect(left.sort()).toEqual([ids.get('sent 6 days ago'), ids.get('never sent, 40 days old')].sort());
    expect(await deleteSentOutboxRows(dataSource, 'svc', 7)).toBe(0); // a second run changes nothing
  });
});
