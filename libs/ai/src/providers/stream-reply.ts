import { failSpan, type Span, SpanKind, withSpan } from '@maeum/telemetry';
import type { ChatProvider, CompanionRequest } from '../companion/companion-request';
import { fitsCap } from '../companion/reply-caps';
import { fallbackReply } from '../companion/session-words';
import {
  aiProviderDuration,
  aiProviderErrors,
  aiProviderFallbacks,
  chatFirstToken,
  chatStreamDuration,
} from './provider-metrics';

export interface ReplyPiece {
  delta: string;
}

export interface ReplyOutcome {
  /** The provider failed or timed out before saying anything: the canned fallback was used. */
  fellBack: boolean;
  /** The reply stopped early: the reader left, the cap was reached, or the provider broke off. */
  interrupted: boolean;
  /** The provider's error code, for the log (never the content). */
  errorCode?: string;
}

function codeOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { status?: number; code?: string; name?: string };
    return String(e.status ?? e.code ?? e.name ?? 'error');
  }
  return 'error';
}

/**
 * Streams a provider's reply with the spec's guarantees around it: a reply that has not started
 * within `firstTokenMs` (or fails before its first word) becomes the canned contextual fallback;
 * the word cap is kept while streaming (the provider is stopped at the cap); a caller's abort stops
 * the provider. `onDelta` receives each piece; the promise gives what happened.
 */
type StreamOptions = {
  signal: AbortSignal;
  firstTokenMs: number;
  totalMs: number;
  onDelta: (delta: string) => void;
};

/**
 * The same, measured: the first words and the whole stream in the metrics (by provider), the
 * model call as a client span (never its words), errors and fallbacks counted.
 */
export function streamReply(
  provider: ChatProvider,
  request: CompanionRequest,
  options: StreamOptions,
): Promise<ReplyOutcome> {
  const name = provider.name;
  return withSpan(
    `ai ${name} stream`,
    { kind: SpanKind.CLIENT, attributes: { 'gen_ai.system': name, 'gen_ai.operation.name': 'chat' } },
    async (span) => {
      const started = performance.now();
      let first: number | undefined;
      const outcome = await streamMeasured(provider, request, {
        ...options,
        onDelta: (delta) => {
          if (first === undefined) {
            first = performance.now();
            chatFirstToken.observe({ provider: name }, (first - started) / 1000);
          }
          options.onDelta(delta);
        },
      });
      record(name, outcome, (performance.now() - started) / 1000, span);
      return outcome;
    },
  );
}

function record(provider: string, outcome: ReplyOutcome, seconds: number, span: Span | undefined): void {
  const end = outcome.fellBack ? 'fallback' : outcome.interrupted ? 'interrupted' : 'complete';
  chatStreamDuration.observe({ provider, end }, seconds);
  const callOutcome = outcome.errorCode
    ? outcome.errorCode === 'timeout'
      ? 'timeout'
      : 'error'
    : outcome.interrupted
      ? 'aborted'
      : 'ok';
  aiProviderDuration.observe({ provider, operation: 'stream', outcome: callOutcome }, seconds);
  if (outcome.errorCode && outcome.errorCode !== 'empty')
    aiProviderErrors.inc({ provider, operation: 'stream', code: outcome.errorCode });
  if (outcome.fellBack) aiProviderFallbacks.inc({ provider, reason: outcome.errorCode ?? 'error' });
  span?.setAttribute('maeum.reply_end', end);
  if (outcome.errorCode) failSpan(span, undefined, outcome.errorCode);
}

async function streamMeasured(
  provider: ChatProvider,
  request: CompanionRequest,
  options: StreamOptions,
): Promise<ReplyOutcome> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal.addEventListener('abort', stop, { once: true });
  let text = '';
  let started = false;
  let timedOut = false;
  const giveUp = () => {
    timedOut = true;
    controller.abort();
  };
  const firstTimer = setTimeout(() => {
    if (!started) giveUp();
  }, options.firstTokenMs);
  const totalTimer = setTimeout(giveUp, options.totalMs);
  try {
    for await (const delta of provider.stream(request, controller.signal)) {
      if (controller.signal.aborted) break;
      if (!fitsCap(text + delta, request.language)) {
        controller.abort();
        return { fellBack: false, interrupted: true };
      }
      started = true;
      text += delta;
      options.onDelta(delta);
    }
    if (options.signal.aborted) return { fellBack: false, interrupted: true };
    if (!started) {
      options.onDelta(fallbackReply(request.message, request.language, request.tone));
      return { fellBack: true, interrupted: false, errorCode: timedOut ? 'timeout' : 'empty' };
    }
    return { fellBack: false, interrupted: timedOut };
  } catch (error) {
    if (options.signal.aborted) return { fellBack: false, interrupted: true };
    if (!started) {
      options.onDelta(fallbackReply(request.message, request.language, request.tone));
      return { fellBack: true, interrupted: false, errorCode: timedOut ? 'timeout' : codeOf(error) };
    }
    return { fellBack: false, interrupted: true, errorCode: codeOf(error) };
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(totalTimer);
    options.signal.removeEventListener('abort', stop);
  }
}
