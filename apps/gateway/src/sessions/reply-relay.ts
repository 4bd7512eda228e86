import type { ReplyStreamChunk, SendMessageView } from '@maeum/contracts';
import { ServiceUnavailableError } from '@maeum/messaging';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../core/caller';
import type { GatewayRuntime } from '../core/gateway-runtime';

/** A comment line to the reader this often: its own watchdog (web, companion/api.ts) waits 15 s. */
const HEARTBEAT_MS = 5_000;
/** The longest a reply may take, end to end, before the stream is closed with an error. */
export const REPLY_TIMEOUT_MS = 90_000;
/**
 * Streams that notice death (docs/architecture.md, "Boot, configuration, shutdown").
 * The sessions service beats on `<subject>.beat` every 2 s while it works on a reply; this long
 * without a beat or a chunk and its side is taken for dead: the stream ends with a `retry` event
 * (the reader asks again, on a replica that is alive) instead of freezing.
 */
export const SERVICE_SILENCE_MS = 8_000;
export const WATCHDOG_TICK_MS = 1_000;
const decoder = new TextDecoder();

/** A reply being relayed: how to tell its reader to ask again elsewhere, and when it is over. */
interface OpenRelay {
  reconnect(): void;
  ended: Promise<void>;
}
const openRelays = new Set<OpenRelay>();

/**
 * A gateway told to stop (a rolling restart loses no reply): the replies under way finish if they
 * can before `deadline` (Date.now() clock); those still open then end with `retry`, and their
 * readers ask again on another replica with the same key. Resolves with how many finished and how
 * many were told to reconnect.
 */
export async function drainReplies(deadline: number): Promise<{ finished: number; reconnected: number }> {
  const relays = [...openRelays];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>(
    (resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))),
  );
  await Promise.race([Promise.all(relays.map((r) => r.ended)), late]);
  clearTimeout(timer);
  const left = [...openRelays];
  for (const relay of left) relay.reconnect();
  return { finished: relays.length - left.length, reconnected: left.length };
}

/** What becomes of an idempotent message's claim (core/idempotency.ts) once the reply is known. */
export interface ReplySettlement {
  complete(view: SendMessageView): void;
  release(): void;
}

/** A retry of a message already answered: its stored reply, as JSON or as one `done` event. */
export async function sendStoredReply(
  reply: FastifyReply,
  view: SendMessageView,
  json: boolean,
): Promise<void> {
  void reply.header('cache-control', 'no-store').header('idempotent-replayed', 'true');
  if (json) {
    await reply.send(view);
    return;
  }
  await reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .send(`id: 1\nevent: done\ndata: ${JSON.stringify({ seq: 1, ...view })}\n\n`);
}

/**
 * Streaming (docs/architecture.md, "The companion (sessions)").
 * The gateway listens on a fresh subject, asks the sessions service to stream the reply there, and
 * forwards each chunk as a server-sent event. Until the first chunk arrives nothing is written, so
 * a refusal (404, 403 limit, 429) is an ordinary JSON error. A gap in `seq` ends the stream with
 * an error; a reader who leaves cancels the provider call.
 */
export function relayReply(
  runtime: GatewayRuntime,
  caller: Caller,
  body: { id: string; content: string },
  reply: FastifyReply,
  settlement?: ReplySettlement,
): Promise<void> {
  const subject = runtime.names.replyStream(randomUUID());
  const raw = reply.raw;
  let relay!: OpenRelay;
  const relayed = new Promise<void>((resolve, reject) => {
    let started = false;
    let finished = false;
    let expected = 1;
    let heartbeat: NodeJS.Timeout | undefined;
    let heardAt = Date.now();
    const beats = runtime.connection.subscribe(`${subject}.beat`, {
      callback: () => {
        heardAt = Date.now();
      },
    });
    const subscription = runtime.connection.subscribe(subject, {
      callback: (error, msg) => {
        if (error || finished) return;
        heardAt = Date.now();
        let chunk: ReplyStreamChunk;
        try {
          chunk = JSON.parse(decoder.decode(msg.data)) as ReplyStreamChunk;
        } catch {
          return;
        }
        open();
        if (chunk.seq !== expected) {
          // Chunks were lost (NATS restarted under the stream): the reader asks again with its
          // key and gets the whole reply once the service has finished it.
          return endWithRetry('stream_gap');
        }
        expected++;
        if ('delta' in chunk) write('delta', { seq: chunk.seq, delta: chunk.delta }, chunk.seq);
        else if ('done' in chunk) {
          write('done', { seq: chunk.seq, ...chunk.done }, chunk.seq);
          finish();
        } else {
          write('error', { seq: chunk.seq, ...chunk.error }, chunk.seq);
          finish();
        }
      },
    });
    const timer = setTimeout(() => {
      if (!started) return;
      write('error', {
        seq: expected,
        code: 'timeout',
        message: 'Unable to get response. Please try again.',
      });
      finish();
    }, REPLY_TIMEOUT_MS);
    const watchdog = setInterval(() => {
      if (finished || Date.now() - heardAt < SERVICE_SILENCE_MS) return;
      // The service side went silent: it died, or NATS is away. Its answer will not come.
      settlement?.release();
      if (!started) {
        cleanUp();
        reject(new ServiceUnavailableError('sessions', 'timeout'));
        return;
      }
      endWithRetry('reply_interrupted');
    }, WATCHDOG_TICK_MS);

    let ended!: () => void;
    relay = {
      ended: new Promise<void>((done) => (ended = done)),
      // The reply may still finish on the service; the reader's retry on another replica runs anew.
      reconnect: () => {
        if (finished) return;
        settlement?.release();
        if (!started) {
          cleanUp();
          reject(new ServiceUnavailableError('sessions', 'disconnected'));
          return;
        }
        endWithRetry('reply_interrupted');
      },
    };
    openRelays.add(relay);

    /** What was said stays with the reader, who is told to ask again. */
    function endWithRetry(code: 'reply_interrupted' | 'stream_gap'): void {
      write('retry', {
        seq: expected,
        code,
        message: 'The connection to the companion was lost. Reconnecting…',
      });
      finish();
    }

    function open(): void {
      if (started) return;
      started = true;
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.flushHeaders?.();
      heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    }
    function write(event: string, data: unknown, id?: number): void {
      if (raw.writableEnded) return;
      raw.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    function cleanUp(): void {
      finished = true;
      openRelays.delete(relay);
      ended();
      clearInterval(heartbeat);
      clearInterval(watchdog);
      clearTimeout(timer);
      subscription.unsubscribe();
      beats.unsubscribe();
    }
    function finish(): void {
      if (finished) return;
      cleanUp();
      raw.end();
      resolve();
    }

    raw.on('close', () => {
      if (finished) return;
      // The reader went away before the end: stop the provider; what was said is saved as interrupted.
      runtime.connection.publish(`${subject}.cancel`);
      cleanUp();
      resolve();
    });

    runtime.rpc
      .request(
        'sessions.send',
        { ...body, streamSubject: subject },
        { userId: caller.userId, headers: caller.headers, timeoutMs: REPLY_TIMEOUT_MS },
      )
      .then((view: SendMessageView) => {
        settlement?.complete(view);
        if (finished) return;
        open();
        // The done chunk normally arrives first; if it was lost, the answer closes the stream.
        setTimeout(() => {
          if (finished) return;
          write('done', { seq: expected, ...view }, expected);
          finish();
        }, 250);
      })
      .catch((error: unknown) => {
        settlement?.release();
        if (finished) return;
        if (!started) {
          cleanUp();
          reject(error);
          return;
        }
        endWithRetry('reply_interrupted');
      });
  });
  return relayed;
}
