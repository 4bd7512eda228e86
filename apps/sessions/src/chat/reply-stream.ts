import { Inject, Injectable } from '@nestjs/common';
import type { ReplyStreamChunk, SendMessageView } from '@maeum/contracts';
import { NATS_CONNECTION } from '@maeum/service-kit';
import type { NatsConnection, Subscription } from 'nats';

const encoder = new TextEncoder();
/** How often a reply under way says it is alive (the gateway gives up after 8 s of silence). */
export const REPLY_BEAT_MS = 2_000;

/** One reply's chunks on the gateway's subject (ARCHITECTURE.md §4b), and its cancel signal. */
export class ReplyStream {
  private seq = 0;
  private cancelSubscription?: Subscription;
  readonly abort = new AbortController();

  constructor(
    private readonly connection: NatsConnection | undefined,
    private readonly subject: string | undefined,
  ) {
    if (connection && subject) {
      this.cancelSubscription = connection.subscribe(`${subject}.cancel`, {
        max: 1,
        callback: () => this.abort.abort(),
      });
    }
  }

  delta(text: string): void {
    this.publish({ seq: ++this.seq, delta: text });
  }

  done(view: SendMessageView): void {
    this.publish({ seq: ++this.seq, done: view });
  }

  error(code: string, message: string): void {
    this.publish({ seq: ++this.seq, error: { code, message } });
  }

  close(): void {
    this.cancelSubscription?.unsubscribe();
  }

  private publish(chunk: ReplyStreamChunk): void {
    if (!this.connection || !this.subject) return;
    this.connection.publish(this.subject, encoder.encode(JSON.stringify(chunk)));
  }
}

@Injectable()
export class ReplyStreams {
  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  open(subject: string | undefined): ReplyStream {
    return new ReplyStream(subject ? this.connection : undefined, subject);
  }

  /**
   * Beats on `<subject>.beat` from now until the returned stop is called: while this process
   * works on the reply, before its first chunk as well as between chunks.
   */
  beat(subject: string | undefined): () => void {
    if (!subject) return () => undefined;
    const publish = () => {
      try {
        this.connection.publish(`${subject}.beat`);
      } catch {
        // Connection closing: the gateway's watchdog tells the reader.
      }
    };
    publish();
    const timer = setInterval(publish, REPLY_BEAT_MS);
    return () => clearInterval(timer);
  }
}
