/** Token-refresh back-off of the spec (doc 1 §4, §9): 200 ms, doubled per attempt. */
export const REFRESH_BACKOFF_BASE_MS = 200;
export const REFRESH_MAX_ATTEMPTS = 5;

export interface BackoffOptions {
  baseDelayMs?: number;
  maxAttempts?: number;
  /** Whether a failure is worth another attempt; a refused session is not. */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/** Delay before attempt `attempt + 1`, after `attempt` failures (1-based): 200, 400, 800, … ms. */
export function backoffDelay(attempt: number, baseDelayMs = REFRESH_BACKOFF_BASE_MS): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, waiting 200 ms, 400 ms, 800 ms … between failed attempts. */
export async function retryWithBackoff<T>(task: () => Promise<T>, options: BackoffOptions = {}): Promise<T> {
  const {
    baseDelayMs = REFRESH_BACKOFF_BASE_MS,
    maxAttempts = REFRESH_MAX_ATTEMPTS,
    shouldRetry = () => true,
    sleep = defaultSleep,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= maxAttempts || !shouldRetry(error)) throw error;
      await sleep(backoffDelay(attempt, baseDelayMs));
    }
  }
}
