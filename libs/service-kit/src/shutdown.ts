import type { Logger as Pino } from 'pino';

/**
 * On SIGTERM or SIGINT runs `close` once (stop taking work, finish what is under way, close
 * pools), then exits. If closing hangs past `timeoutMs` the process exits anyway with code 1.
 */
export function exitOnSignal(close: () => Promise<void>, timeoutMs: number, logger: Pino): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs }, 'Shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    close()
      .then(() => {
        logger.info('Stopped cleanly');
        process.exit(0);
      })
      .catch((error) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/** Prints a boot failure (bad configuration, unreachable dependency) and exits non-zero. */
export function exitOnBootFailure(app: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${app} could not start: ${message}\n`);
  process.exit(1);
}
