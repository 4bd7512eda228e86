import { Logger } from '@nestjs/common';
import { EVENT_PAYLOADS, EventEnvelope, EventSubject } from '@maeum/contracts';
import {
  extractTraceContext,
  runWithRequestContext,
  SpanKind,
  tracingEnabled,
  withSpan,
} from '@maeum/telemetry';
import { plainToInstance } from 'class-transformer';
import { validateOrReject } from 'class-validator';
import {
  AckPolicy,
  ConsumerMessages,
  DeliverPolicy,
  JetStreamClient,
  JetStreamManager,
  JsMsg,
  nanos,
} from 'nats';
import { DataSource } from 'typeorm';
import { decodeJson, encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { EventHandler } from './event-handler';
import { REDELIVER_TO_HEADER } from './dead-letters';
import { consumerDeliveries, consumerRedeliveries } from './consumer-metrics';

export interface DurableConsumerOptions {
  maxDeliver: number;
  ackWaitMs: number;
  /** Delay before each retry after a failed attempt; the last value repeats. */
  retryDelaysMs: number[];
}

export const DEFAULT_CONSUMER_OPTIONS: DurableConsumerOptions = {
  maxDeliver: 6,
  ackWaitMs: 30_000,
  retryDelaysMs: [1_000, 5_000, 15_000, 60_000, 300_000],
};

class InvalidEventError extends Error {}

/**
 * Pulls one subject from the events stream with explicit acks. Each event is handled in a
 * transaction with its inbox row; a redelivered event finds that row and is only acked. Failures
 * are retried with backoff; after `maxDeliver` attempts the event is parked on the dead-letter
 * subject and logged.
 */
export class DurableConsumer {
  private readonly logger: Logger;
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  readonly durableName: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    service: string,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly names: MessagingNames,
    private readonly handler: EventHandler,
    private readonly options: DurableConsumerOptions = DEFAULT_CONSUMER_OPTIONS,
  ) {
    this.durableName = names.durable(service, handler.name);
    this.logger = new Logger(`Consumer:${this.durableName}`);
  }

  async start(): Promise<void> {
    const config = {
      durable_name: this.durableName,
      filter_subject: this.names.event(this.handler.subject),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: this.options.maxDeliver,
      ack_wait: nanos(this.options.ackWaitMs),
      max_ack_pending: 256,
    };
    const stream = this.names.eventStream;
    const existing = await this.jsm.consumers.info(stream, this.durableName).catch(() => undefined);
    if (existing) {
      const { max_deliver, ack_wait, max_ack_pending } = config;
      await this.jsm.consumers.update(stream, this.durableName, { max_deliver, ack_wait, max_ack_pending });
    } else
      await this.jsm.consumers.add(stream, config).catch(async (error) => {
        if (!(await this.jsm.consumers.info(stream, this.durableName).catch(() => undefined))) throw error;
      });
    const consumer = await this.js.consumers.get(stream, this.durableName);
    this.messages = await consumer.consume({ max_messages: 64 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const msg of messages) await this.process(msg);
    })().catch((error) => this.logger.error({ err: error }, 'Consumer loop stopped'));
  }

  /** Stops pulling; the event being handled finishes first. */
  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }

  private async process(msg: JsMsg): Promise<void> {
    const deliveries = msg.info.redeliveryCount;
    if (deliveries > 1) consumerRedeliveries.inc({ consumer: this.durableName });
    // An operator's retry of a dead letter is meant for the consumer that parked it alone.
    const redeliverTo = msg.headers?.get(REDELIVER_TO_HEADER);
    if (redeliverTo && redeliverTo !== this.durableName) {
      msg.ack();
      consumerDeliveries.inc({ consumer: this.durableName, outcome: 'not_addressed' });
      return;
    }
    let envelope: EventEnvelope;
    try {
      envelope = await this.parse(msg);
    } catch (error) {
      await this.deadLetter(msg, error, deliveries);
      return;
    }
    // With tracing on, handled in a consumer span that continues the publisher's trace.
    const traced = (fn: () => Promise<void>) =>
      tracingEnabled()
        ? withSpan(
            `${envelope.type} process`,
            {
              kind: SpanKind.CONSUMER,
              parent: extractTraceContext(msg.headers),
              attributes: {
                'messaging.system': 'nats',
                'messaging.destination.name': envelope.type,
                'messaging.consumer.group.name': this.durableName,
                'messaging.message.id': envelope.id,
              },
            },
            fn,
          )
        : fn();
    await runWithRequestContext({ requestId: envelope.requestId ?? envelope.id }, () =>
      traced(async () => {
        try {
          const handled = await this.dataSource.transaction(async (manager) => {
            const inserted: unknown[] = await manager.query(
              `INSERT INTO "${this.schema}"."inbox" ("event_id", "consumer", "subject") VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING RETURNING "event_id"`,
              [envelope.id, this.durableName, envelope.type],
            );
            if (inserted.length === 0) return false;
            await this.handler.handle(envelope as never, manager);
            return true;
          });
          msg.ack();
          consumerDeliveries.inc({ consumer: this.durableName, outcome: handled ? 'handled' : 'duplicate' });
        } catch (error) {
          if (deliveries >= this.options.maxDeliver) return this.deadLetter(msg, error, deliveries);
          const delays = this.options.retryDelaysMs;
          const delay = delays[Math.min(deliveries - 1, delays.length - 1)];
          this.logger.warn(
            { err: error, eventId: envelope.id, deliveries, retryInMs: delay },
            'Event handling failed',
          );
          msg.nak(delay);
          consumerDeliveries.inc({ consumer: this.durableName, outcome: 'retried' });
        }
      }),
    );
  }

  private async parse(msg: JsMsg): Promise<EventEnvelope> {
    let envelope: EventEnvelope;
    try {
      envelope = decodeJson<EventEnvelope>(msg.data);
    } catch {
      throw new InvalidEventError('Event is not JSON');
    }
    const payloadClass = EVENT_PAYLOADS[envelope?.type as EventSubject];
    if (!payloadClass || envelope.type !== this.handler.subject || typeof envelope.id !== 'string')
      throw new InvalidEventError(`Unexpected event type ${String(envelope?.type)}`);
    const data = plainToInstance(payloadClass as new () => object, envelope.data as object);
    await validateOrReject(data as object).catch((errors) => {
      throw new InvalidEventError(`Invalid payload: ${JSON.stringify(errors)}`);
    });
    return { ...envelope, data };
  }

  private async deadLetter(msg: JsMsg, error: unknown, deliveries: number): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.error(
      { subject: msg.subject, seq: msg.seq, deliveries, reason },
      'Event parked on the dead-letter subject',
    );
    try {
      await this.js.publish(
        this.names.deadLetter(this.durableName),
        encodeJson({
          consumer: this.durableName,
          subject: msg.subject,
          streamSeq: msg.seq,
          deliveries,
          reason,
          event: safeJson(msg.data),
        }),
      );
      msg.term(reason.slice(0, 200));
      consumerDeliveries.inc({ consumer: this.durableName, outcome: 'dead_lettered' });
    } catch (publishError) {
      // Could not park it: leave it to be redelivered rather than lose it.
      this.logger.error({ err: publishError }, 'Dead-letter publish failed');
      msg.nak(this.options.retryDelaysMs[this.options.retryDelaysMs.length - 1]);
    }
  }
}

function safeJson(data: Uint8Array): unknown {
  try {
    return decodeJson(data);
  } catch {
    return Buffer.from(data).toString('base64');
  }
}
