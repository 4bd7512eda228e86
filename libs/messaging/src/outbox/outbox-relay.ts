import { Logger } from '@nestjs/common';
import { EventEnvelope, eventVersion } from '@maeum/contracts';
import {
  contextOfTraceparent,
  failSpan,
  injectTraceHeaders,
  runInSpan,
  SpanKind,
  startSpan,
} from '@maeum/telemetry';
import { headers as natsHeaders, JetStreamClient } from 'nats';
import { DataSource } from 'typeorm';
import { encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { Outbox } from './outbox';
import { outboxLagSeconds, outboxPublished } from './outbox-metrics';

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  actor_id: string | null;
  request_id: string | null;
  trace_context: string | null;
  occurred_at: Date;
}

export interface RelayFaults {
  /** Test hook: runs after JetStream acknowledged the batch, before the rows are marked sent. */
  afterPublish?: () => Promise<void>;
}

const BATCH = 100;

/**
 * Publishes committed outbox rows to JetStream, then marks them sent. If the process dies between
 * the two, the rows are published again with the same Nats-Msg-Id: the stream drops the copy, and
 * consumers' inboxes catch any copy that arrives after the duplicate window.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private unsubscribe?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly js: JetStreamClient,
    private readonly names: MessagingNames,
    private readonly outbox: Outbox,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.outbox.onCommitted(() => this.kick());
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a pass now (or right after the one under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error) => this.logger.warn({ err: error }, 'Outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.timer = setTimeout(() => this.kick(), this.pollMs);
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.relayOnce()) === BATCH);
    await this.recordLag();
  }

  /** Publishes one batch; returns how many rows it sent. */
  async relayOnce(faults: RelayFaults = {}): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT "id", "subject", "payload", "actor_id", "request_id", "trace_context", "occurred_at" FROM "${this.schema}"."outbox"
         WHERE "sent_at" IS NULL ORDER BY "seq" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      await Promise.all(rows.map((row) => this.publish(row)));
      await faults.afterPublish?.();
      await manager.query(
        `UPDATE "${this.schema}"."outbox" SET "sent_at" = now() WHERE "id" = ANY($1::uuid[])`,
        [rows.map((r) => r.id)],
      );
      return rows.length;
    });
  }

  private async publish(row: OutboxRow): Promise<void> {
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.subject,
      version: eventVersion(row.subject),
      occurredAt: new Date(row.occurred_at).toISOString(),
      ...(row.actor_id ? { actorId: row.actor_id } : {}),
      ...(row.request_id ? { requestId: row.request_id } : {}),
      data: row.payload,
    };
    // A producer span in the trace of the request that wrote the row; its context rides in the
    // message's headers to the consumers (DurableConsumer).
    const span = row.trace_context
      ? startSpan(`${row.subject} publish`, {
          kind: SpanKind.PRODUCER,
          parent: contextOfTraceparent(row.trace_context),
          attributes: { 'messaging.system': 'nats', 'messaging.destination.name': row.subject },
        })
      : undefined;
    const headers = span ? natsHeaders() : undefined;
    if (span && headers) runInSpan(span, () => injectTraceHeaders(headers));
    try {
      await this.js.publish(this.names.event(row.subject), encodeJson(envelope), {
        msgID: row.id,
        expect: { streamName: this.names.eventStream },
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span?.end();
    }
    outboxPublished.inc({ subject: row.subject });
  }

  private async recordLag(): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min("occurred_at")), 0)::float AS lag FROM "${this.schema}"."outbox" WHERE "sent_at" IS NULL`,
    );
    outboxLagSeconds.set(Number(row?.lag ?? 0));
  }
}
