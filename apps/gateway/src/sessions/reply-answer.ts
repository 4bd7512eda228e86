import type { SendMessageView } from '@maeum/contracts';
import { ServiceUnavailableError } from '@maeum/messaging';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../core/caller';
import type { GatewayRuntime } from '../core/gateway-runtime';
import { REPLY_TIMEOUT_MS, type ReplySettlement, SERVICE_SILENCE_MS, WATCHDOG_TICK_MS } from './reply-relay';

/**
 * A reply as one JSON answer (Accept: application/json), watched as a stream is: the service
 * beats while it works on `<subject>.beat`, and this long without a beat (or a chunk) its side is
 * taken for dead: 503, and a claimed Idempotency-Key is freed so the retry runs again (the service
 * keeps the words it saved once, send-message.usecase). With a key the caller is also told 503
 * once `answerWithinMs` has passed; the reply is still awaited and kept under the key, so the
 * retry gets 409 while it is written and the reply after: no request waits past the RPC timeout
 * without an answer (issue 27). Without a key nothing could be collected later, so the caller
 * waits as long as the service is alive (REPLY_TIMEOUT_MS at most).
 */
export function answerReply(
  runtime: GatewayRuntime,
  caller: Caller,
  body: { id: string; content: string },
  settlement: ReplySettlement,
  answerWithinMs: number | undefined,
): Promise<SendMessageView> {
  const subject = runtime.names.replyStream(randomUUID());
  let heardAt = Date.now();
  const alive = () => (heardAt = Date.now());
  const beats = runtime.connection.subscribe(`${subject}.beat`, { callback: alive });
  const chunks = runtime.connection.subscribe(subject, { callback: alive });
  let watchdog: NodeJS.Timeout | undefined;
  let late: NodeJS.Timeout | undefined;
  let settled = false;
  const stopWatching = () => {
    settled = true;
    clearInterval(watchdog);
    clearTimeout(late);
    beats.unsubscribe();
    chunks.unsubscribe();
  };
  const work = runtime.rpc
    .request(
      'sessions.send',
      { ...body, streamSubject: subject },
      { userId: caller.userId, headers: caller.headers, timeoutMs: REPLY_TIMEOUT_MS },
    )
    .then(
      (view: SendMessageView) => {
        settlement.complete(view);
        stopWatching();
        return view;
      },
      (error: unknown) => {
        if (!settled) settlement.release();
        stopWatching();
        throw error;
      },
    );
  const watched = new Promise<never>((_resolve, reject) => {
    watchdog = setInterval(() => {
      if (Date.now() - heardAt < SERVICE_SILENCE_MS) return;
      // The service side died (or NATS is away): its answer will not come; the retry asks anew.
      settlement.release();
      stopWatching();
      reject(new ServiceUnavailableError('sessions', 'timeout'));
    }, WATCHDOG_TICK_MS);
    if (answerWithinMs !== undefined)
      late = setTimeout(() => reject(new ServiceUnavailableError('sessions', 'timeout')), answerWithinMs);
  });
  watched.catch(() => undefined);
  work.catch(() => undefined);
  return Promise.race([work, watched]);
}
