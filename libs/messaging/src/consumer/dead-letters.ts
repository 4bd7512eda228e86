import type { AdminDeadLetterRow } from '@maeum/contracts';
import { headers as natsHeaders, JetStreamClient, JetStreamManager, StoredMsg } from 'nats';
import { decodeJson } from '../json';
import { MessagingNames } from '../naming';

/**
 * A redelivered dead letter carries this header: only the consumer it names handles it, every other
 * consumer of the subject acks it unseen (they handled the event long ago, or parked it themselves
 * and wait for their own retry).
 */
export const REDELIVER_TO_HEADER = 'Maeum-Redeliver-To';

/** What DurableConsumer parks on `<ns>.dlq.<consumer>`. */
export interface DeadLetterRecord {
  consumer: string;
  /** The namespaced NATS subject the event came on. */
  subject: string;
  streamSeq: number;
  deliveries: number;
  reason: string;
  /** The envelope as it came (base64 when it was not JSON). */
  event: unknown;
}

/** One parked event as an operator may see it: never the payload (what people wrote may be in it). */
export type DeadLetterSummary = AdminDeadLetterRow;

export interface RedeliveredDeadLetter extends DeadLetterSummary {
  /** The events stream already held this redelivery (a retry inside its duplicate window). */
  duplicate: boolean;
}

const REASON_MAX = 200;
/** Parallel look-ups while reading the newest entries. */
const READ_BATCH = 25;

const trimmed = (text: string) => (text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text);

const isMissing = (error: unknown) => /no message found|not found/i.test(String((error as Error)?.message));

/**
 * The dead-letter stream as the operator sees it: how many events are parked, the newest of them,
 * and one sent back to the consumer that failed it. A redelivery is published on the event's own
 * subject with a Nats-Msg-Id of its own (`<event id>:redeliver:<entry>`: the event's id would be
 * dropped inside the duplicate window, and a second retry of the same entry is dropped in turn),
 * then the entry is removed so it is not offered again. The consumer's inbox still holds an event
 * it handled, so a redelivery never has a second effect.
 */
export class DeadLetters {
  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly names: MessagingNames,
  ) {}

  private get stream(): string {
    return this.names.deadLetterStream;
  }

  async count(): Promise<number> {
    const info = await this.jsm.streams.info(this.stream).catch(() => undefined);
    return info?.state.messages ?? 0;
  }

  /** The newest entries first, at most `limit`. */
  async latest(limit: number): Promise<DeadLetterSummary[]> {
    const info = await this.jsm.streams.info(this.stream, { deleted_details: true }).catch(() => undefined);
    if (!info || info.state.messages === 0) return [];
    const deleted = new Set(info.state.deleted ?? []);
    const found: DeadLetterSummary[] = [];
    let seq = info.state.last_seq;
    while (found.length < limit && seq >= info.state.first_seq) {
      const batch: number[] = [];
      for (; batch.length < READ_BATCH && seq >= info.state.first_seq; seq--)
        if (!deleted.has(seq)) batch.push(seq);
      const messages = await Promise.all(batch.map((s) => this.read(s)));
      for (const message of messages) if (message) found.push(this.summary(message));
    }
    return found.slice(0, limit);
  }

  /** The entry, or undefined when it is gone (retried already, or aged out). */
  async get(id: number): Promise<DeadLetterSummary | undefined> {
    const message = await this.read(id);
    return message && this.summary(message);
  }

  /** Whether `consumer` still exists on the events stream (a retry to a removed one would reach nobody). */
  async consumerExists(consumer: string): Promise<boolean> {
    try {
      await this.jsm.consumers.info(this.names.eventStream, consumer);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * Sends entry `id` back to the consumer that parked it and removes it. Undefined when there is no
   * such entry (retried already): nothing is published then.
   */
  async redeliver(id: number): Promise<RedeliveredDeadLetter | undefined> {
    const message = await this.read(id);
    if (!message) return undefined;
    const record = message.json<DeadLetterRecord>();
    const summary = this.summary(message);
    if (!record.subject.startsWith(this.names.event(''))) throw new Error('Not an event of this namespace');
    const headers = natsHeaders();
    headers.set(REDELIVER_TO_HEADER, record.consumer);
    const data =
      typeof record.event === 'string'
        ? Buffer.from(record.event, 'base64')
        : Buffer.from(JSON.stringify(record.event));
    const ack = await this.js.publish(record.subject, data, {
      msgID: `${summary.eventId ?? 'unparsed'}:redeliver:${id}`,
      headers,
    });
    // Already gone: another retry of this entry removed it first (its publish was the one kept).
    await this.jsm.streams.deleteMessage(this.stream, id, false).catch((error) => {
      if (!isMissing(error)) throw error;
    });
    return { ...summary, duplicate: ack.duplicate };
  }

  private async read(seq: number): Promise<StoredMsg | undefined> {
    try {
      return await this.jsm.streams.getMessage(this.stream, { seq });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private summary(message: StoredMsg): DeadLetterSummary {
    let record: Partial<DeadLetterRecord> = {};
    try {
      record = decodeJson<DeadLetterRecord>(message.data);
    } catch {
      // A foreign entry: shown with what the stream knows.
    }
    const event = record.event as { id?: unknown } | undefined;
    const subject = typeof record.subject === 'string' ? record.subject : '';
    return {
      id: String(message.seq),
      consumer: typeof record.consumer === 'string' ? record.consumer : message.subject,
      eventType: subject.startsWith(this.names.event('')) ? this.names.eventType(subject) : subject,
      eventId: event && typeof event === 'object' && typeof event.id === 'string' ? event.id : null,
      deliveries: typeof record.deliveries === 'number' ? record.deliveries : 0,
      reason: trimmed(typeof record.reason === 'string' ? record.reason : ''),
      parkedAt: message.time.toISOString(),
    };
  }
}
