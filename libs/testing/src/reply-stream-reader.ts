/** One server-sent event of a companion reply, and when it came (ms after `clock.t0`). */
export interface SeenEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

export interface ReplyStreamSeen {
  events: SeenEvent[];
  /** The words of the `delta` events, joined. */
  deltas: string;
  /** When the body ended (ms after `clock.t0`); undefined while it is open. */
  endedAt?: number;
}

export interface OpenReplyStream {
  status: number;
  seen: ReplyStreamSeen;
  /** Resolves when the body has ended. */
  done: Promise<void>;
}

/**
 * POSTs a message to /api/sessions/:id/messages as the web app does (text/event-stream, an
 * Idempotency-Key) and reads the reply in the background; resolves once the first `delta` (or the
 * end) is in, so a test can cut something mid-reply. `clock.t0` may be moved later to time a fault.
 */
export async function openReplyStream(
  gatewayUrl: string,
  token: string,
  sessionId: string,
  content: string,
  key: string,
  clock: { t0: number } = { t0: Date.now() },
): Promise<OpenReplyStream> {
  const seen: ReplyStreamSeen = { events: [], deltas: '' };
  const response = await fetch(`${gatewayUrl}/api/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'idempotency-key': key,
    },
    body: JSON.stringify({ content }),
  });
  if (response.status !== 200 || !response.body) {
    seen.endedAt = Date.now() - clock.t0;
    await response.text().catch(() => undefined);
    return { status: response.status, seen, done: Promise.resolve() };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstDelta!: () => void;
  const started = new Promise<void>((resolve) => (firstDelta = resolve));
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (!event || !data) continue;
        const parsed = JSON.parse(data) as Record<string, unknown>;
        seen.events.push({ event, data: parsed, at: Date.now() - clock.t0 });
        if (event === 'delta') {
          seen.deltas += String(parsed.delta);
          firstDelta();
        }
      }
    }
    seen.endedAt = Date.now() - clock.t0;
    firstDelta();
  })();
  await started;
  return { status: response.status, seen, done };
}
