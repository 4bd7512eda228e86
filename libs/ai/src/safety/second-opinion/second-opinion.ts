/** What a safety check concludes about a message. */
export type SafetyOutcome = 'crisis' | 'concern' | 'none';

export type SecondOpinionCategory = 'suicide' | 'self_harm' | 'abuse' | 'violence';

/** The message and the user's previous turns of the session (oldest first), as the gate saw them. */
export interface SecondOpinionInput {
  message: string;
  recentUserTurns: string[];
  language: 'en' | 'ko';
}

export interface SecondOpinionVerdict {
  outcome: SafetyOutcome;
  category?: SecondOpinionCategory;
}

/**
 * A model's view of a message, asked beside the offline gate (docs/architecture.md, "The companion
 * (sessions)", layer 5).
 */
export interface SecondOpinion {
  readonly name: string;
  /** Rejects when the answer cannot be read; the caller then keeps the offline verdict. */
  assess(input: SecondOpinionInput, signal: AbortSignal): Promise<SecondOpinionVerdict>;
}

/** How long the gate waits for a second opinion before it goes on with its own verdict. */
export const SECOND_OPINION_DEADLINE_MS = 1500;

/**
 * The verdict, or undefined when the opinion fails or misses the deadline (the request is aborted
 * then). Never throws: a second opinion can only add caution, never hold a reply back for long.
 */
export async function askWithDeadline(
  opinion: SecondOpinion,
  input: SecondOpinionInput,
  ms = SECOND_OPINION_DEADLINE_MS,
  signal?: AbortSignal,
): Promise<SecondOpinionVerdict | undefined> {
  if (signal?.aborted) return undefined;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  // An implementation that ignores the signal still cannot hold the caller past the deadline.
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, ms);
  });
  const asked = Promise.resolve()
    .then(() => opinion.assess(input, controller.signal))
    .then(
      (verdict) => (controller.signal.aborted ? undefined : verdict),
      () => undefined,
    );
  try {
    return await Promise.race([asked, deadline]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
    controller.abort();
  }
}

/**
 * Either side's crisis wins (the offline category first, as the gate knows its own reasons), then
 * either side's concern; a missing second opinion leaves the offline verdict as it is.
 */
export function combineVerdicts(
  offline: SecondOpinionVerdict,
  second: SecondOpinionVerdict | undefined,
): SecondOpinionVerdict {
  if (!second) return offline;
  if (offline.outcome === 'crisis') return offline;
  if (second.outcome === 'crisis') return second;
  if (offline.outcome === 'concern') return offline;
  if (second.outcome === 'concern') return second;
  return { outcome: 'none' };
}
