/**
 * The outbox and inbox tables every service keeps in its own schema. Services call these from
 * their first migration; the SQL is frozen: change the tables only through a new migration.
 */
export function createMessagingTablesSql(schema: string): string[] {
  return [
    `CREATE TABLE "${schema}"."outbox" (
      "seq" bigserial PRIMARY KEY,
      "id" uuid NOT NULL UNIQUE,
      "subject" text NOT NULL,
      "payload" jsonb NOT NULL,
      "actor_id" uuid,
      "request_id" text,
      "occurred_at" timestamptz NOT NULL DEFAULT now(),
      "sent_at" timestamptz
    )`,
    `CREATE INDEX "outbox_unsent_idx" ON "${schema}"."outbox" ("seq") WHERE "sent_at" IS NULL`,
    `CREATE INDEX "outbox_sent_at_idx" ON "${schema}"."outbox" ("sent_at") WHERE "sent_at" IS NOT NULL`,
    `CREATE TABLE "${schema}"."inbox" (
      "event_id" uuid NOT NULL,
      "consumer" text NOT NULL,
      "subject" text NOT NULL,
      "handled_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("event_id", "consumer")
    )`,
  ];
}

export function dropMessagingTablesSql(schema: string): string[] {
  return [`DROP TABLE "${schema}"."inbox"`, `DROP TABLE "${schema}"."outbox"`];
}

/** The first migration of every service: its outbox and inbox tables, in its own schema. */
export function messagingTablesMigration(
  schema: string,
): new () => { name: string; up(r: SqlRunner): Promise<void>; down(r: SqlRunner): Promise<void> } {
  return class {
    name = 'CreateMessagingTables1763700000000';
    async up(runner: SqlRunner) {
      for (const sql of createMessagingTablesSql(schema)) await runner.query(sql);
    }
    async down(runner: SqlRunner) {
      for (const sql of dropMessagingTablesSql(schema)) await runner.query(sql);
    }
  };
}

interface SqlRunner {
  query(sql: string): Promise<unknown>;
}

/** The outbox and inbox as every migration so far leaves them (for a spec that makes its own). */
export function currentMessagingTablesSql(schema: string): string[] {
  return [...createMessagingTablesSql(schema), addOutboxTraceContextSql(schema)];
}

function addOutboxTraceContextSql(schema: string): string {
  return `ALTER TABLE "${schema}"."outbox" ADD COLUMN "trace_context" text`;
}

/**
 * The outbox row keeps the W3C `traceparent` of the request that wrote it, so the relay publishes
 * the event in the same trace (libs/telemetry/src/tracing.ts). Null while tracing is off.
 */
export function outboxTraceContextMigration(
  schema: string,
): new () => { name: string; up(r: SqlRunner): Promise<void>; down(r: SqlRunner): Promise<void> } {
  return class {
    name = 'OutboxTraceContext1796000000000';
    async up(runner: SqlRunner) {
      await runner.query(addOutboxTraceContextSql(schema));
    }
    async down(runner: SqlRunner) {
      await runner.query(`ALTER TABLE "${schema}"."outbox" DROP COLUMN "trace_context"`);
    }
  };
}
