import type { ChatProvider, CompanionRequest } from '../companion/companion-request';
import { composeOfflineReply } from '../companion/offline-companion';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** The default provider: no network. It streams its reply a word at a time, at a reading pace. */
export class OfflineProvider implements ChatProvider {
  readonly name = 'offline';

  constructor(private readonly paceMs = 35) {}

  async *stream(request: CompanionRequest, signal: AbortSignal): AsyncIterable<string> {
    const reply = composeOfflineReply(request);
    const pieces = reply.match(/\S+\s*/g) ?? [reply];
    for (const piece of pieces) {
      if (signal.aborted) return;
      await pause(this.paceMs, signal);
      if (signal.aborted) return;
      yield piece;
    }
  }
}
