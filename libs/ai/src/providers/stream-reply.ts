import { failSpan, type Span, SpanKind, withSpan } from '@maeum/telemetry';
import type { ChatProvider, CompanionRequest } from '../companion/companion-request';
import { composeOfflineReply } from '../companion/offline-companion';
import { fitsCap } from '../companion/reply-caps';
import { contradictsValence, mayOpenContradiction } from '../companion/reply-valence';
import { fallbackReply } from '../companion/session-words';
import { readInContext } from '../companion/understanding/read-in-context';
import { understandTurn } from '../companion/understanding/understand-turn';
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
  /** The provider's error code, for the log (never the content); 'valence' for a contradiction. */
  errorCode?: string;
  /**
   * A sentence of the provider's contradicted how the person's turn leans ("that's lovely" to a
   * hard turn): it was never shown. Before anything was shown, the offline companion answered
   * instead; after, the reply ends at the last sentence shown.
   */
  contradicted?: boolean;
}

/** Where the last complete sentence in `text` ends (0 when none has). */
function sentencesEnd(text: string): number {
  let at = 0;
  for (const m of text.matchAll(/[.!?…~。]+["'’”)]*\s+|\n+/g)) at = m.index + m[0].length;
  return at;
}

/**
 * How far back a word that may open a contradicting phrase ("that is so lovely to hear") is held:
 * the phrase is caught whole before its first word is on the screen. Other words show at once.
 */
const LAG_WORDS = 5;

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
 * the provider. The reply is shown a sentence at a time, each checked against the valence of the
 * person's turn first (the check the offline companion is scored by). `onDelta` receives each
 * piece; the promise gives what happened.
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
  // Read against the turn before, as the offline companion does (praise in irony after a hard turn).
  const before = request.history.filter((t) => t.role === 'user').at(-1);
  const reading = readInContext(understandTurn(request.message), before && understandTurn(before.content));
  // The offline companion composes within the check already: its words are never held.
  const checked = provider.name !== 'offline';
  const opens = checked ? mayOpenContradiction(reading, request.language) : null;
  let held = '';
  /** What is shown of the sentence under way, checked again with each new piece. */
  let sentence = '';
  let shown = 0;
  let contradicted = false;
  const show = (piece: string) => {
    if (!piece) return;
    shown += piece.length;
    options.onDelta(piece);
  };
  /**
   * Checks the sentence under way with what is held, then shows the complete sentences and all but
   * the last few words; `all` shows everything. False once something contradicts (the provider is
   * stopped and nothing more is shown).
   */
  const release = (all: boolean): boolean => {
    if (contradicted) return false;
    if (checked && contradictsValence(reading, request.message, sentence + held, request.language)) {
      contradicted = true;
      controller.abort();
      return false;
    }
    const done = sentencesEnd(held);
    if (done > 0) {
      show(held.slice(0, done));
      held = held.slice(done);
      sentence = '';
    }
    const words = held.match(/\S+\s*/g) ?? [];
    let keepFrom = words.length;
    if (!all && opens) {
      for (let k = Math.max(0, words.length - LAG_WORDS); k < words.length; k++) {
        const word = words[k]!;
        // The last word may still be growing ('lov' → 'lovely'): held while it could open a phrase.
        if (opens(word, k === words.length - 1 && !/\s$/.test(word))) {
          keepFrom = k;
          break;
        }
      }
    }
    const out = words.slice(0, keepFrom).join('');
    if (out) {
      show(out);
      sentence += out;
      held = held.slice(out.length);
    }
    return true;
  };
  /** The outcome after a contradiction: the offline companion's reply when nothing was shown. */
  const corrected = (): ReplyOutcome => {
    if (shown === 0) {
      options.onDelta(composeOfflineReply(request));
      return { fellBack: true, interrupted: false, errorCode: 'valence', contradicted: true };
    }
    return { fellBack: false, interrupted: false, errorCode: 'valence', contradicted: true };
  };
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
        if (!release(true)) return corrected();
        return { fellBack: false, interrupted: true };
      }
      started = true;
      text += delta;
      held += delta;
      if (!release(false)) return corrected();
    }
    if (contradicted) return corrected();
    if (options.signal.aborted) {
      release(true);
      return { fellBack: false, interrupted: true };
    }
    if (started && !release(true)) return corrected();
    if (!started) {
      options.onDelta(fallbackReply(request.message, request.language, request.tone));
      return { fellBack: true, interrupted: false, errorCode: timedOut ? 'timeout' : 'empty' };
    }
    return { fellBack: false, interrupted: timedOut };
  } catch (error) {
    if (contradicted) return corrected();
    if (options.signal.aborted) {
      release(true);
      return { fellBack: false, interrupted: true };
    }
    if (started && !release(true)) return corrected();
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
