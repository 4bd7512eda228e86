/**
 * Every NATS name is derived from MESSAGING_NAMESPACE, so test runs (and staging next to prod on
 * one NATS cluster) never see each other's subjects or streams.
 */
export class MessagingNames {
  constructor(readonly namespace: string) {}

  rpc(pattern: string): string {
    return `${this.namespace}.rpc.${pattern}`;
  }

  event(subject: string): string {
    return `${this.namespace}.evt.${subject}`;
  }

  /** The bare event subject (`auth.user.registered.v1`) of a namespaced NATS subject. */
  eventType(natsSubject: string): string {
    return natsSubject.slice(`${this.namespace}.evt.`.length);
  }

  /** A streamed reply's chunks; `<subject>.cancel` stops it. */
  replyStream(id: string): string {
    return `${this.namespace}.stream.${id}`;
  }

  deadLetter(consumer: string): string {
    return `${this.namespace}.dlq.${consumer}`;
  }

  get eventStream(): string {
    return `${this.namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`;
  }

  get deadLetterStream(): string {
    return `${this.namespace.toUpperCase().replace(/-/g, '_')}_DLQ`;
  }

  /** JetStream durable names allow no dots. */
  durable(service: string, handler: string): string {
    return `${service}-${handler}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }
}
