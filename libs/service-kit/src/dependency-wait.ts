import type Redis from 'ioredis';

/** The little of a logger these need: pino's and Nest's both fit. */
export interface StateLogger {
  warn(message: string): unknown;
  log?(message: string): unknown;
  info?(message: string): unknown;
}

export interface DependencyWaitOptions {
  /** Pause after the first failed attempt; doubled after each, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Past this the boot fails with the dependency named (the orchestrator restarts the app). */
  giveUpAfterMs?: number;
}

/** A URL without its credentials, for logs: `postgres://db:5432/maeum`, `nats://nats:4222`. */
export function dependencyAddress(url: string): string {
  return url
    .split(',')
    .map((one) => {
      try {
        const parsed = new URL(one.trim());
        return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
      } catch {
        return '(unparsable URL)';
      }
    })
    .join(',');
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

/**
 * RELIABILITY issue 27, "boot that explains itself": tries `attempt` until it succeeds, with
 * backoff, logging one line per failed attempt that names the dependency and where it was looked
 * for ("waiting for NATS at nats://nats:4222 (attempt 3): CONNECTION_REFUSED"). Gives up, naming
 * it, after `giveUpAfterMs`.
 */
export async function waitForDependency<T>(
  name: string,
  address: string,
  attempt: () => Promise<T>,
  logger: { warn(o: object, m: string): unknown; info(o: object, m: string): unknown },
  options: DependencyWaitOptions = {},
): Promise<T> {
  const { firstDelayMs = 500, maxDelayMs = 5000, giveUpAfterMs = 120_000 } = options;
  const started = Date.now();
  let delay = firstDelayMs;
  for (let n = 1; ; n++) {
    try {
      const result = await attempt();
      if (n > 1)
        logger.info(
          { dependency: name, at: address, attempt: n },
          `${name} at ${address} reached (attempt ${n})`,
        );
      return result;
    } catch (error) {
      const reason = reasonOf(error);
      if (Date.now() - started + delay > giveUpAfterMs)
        throw new Error(`${name} at ${address} unreachable after ${n} attempts: ${reason}`);
      logger.warn(
        { dependency: name, at: address, attempt: n, reason },
        `waiting for ${name} at ${address} (attempt ${n}): ${reason}`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

/**
 * Logs a Redis client's trouble once per change of state (down, then back), never once per
 * command or reconnect attempt; without an error listener ioredis would print every failure.
 */
export function watchRedis(client: Redis, logger: StateLogger, what = 'Redis'): void {
  let down = false;
  const address = dependencyAddress(
    `redis://${client.options.host ?? '127.0.0.1'}:${client.options.port ?? 6379}`,
  );
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    logger.warn(
      `${what} at ${address} is unreachable (${reasonOf(error)}); retrying quietly until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    const say = logger.info ?? logger.log;
    say?.call(logger, `${what} at ${address} is back`);
  });
}
