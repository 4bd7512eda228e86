import type { CommonSettings } from '@maeum/config';
import { rootLogger } from './logger';
import { exitOnBootFailure, exitOnSignal } from './shutdown';

export interface RunningApp {
  runtime: { config: Pick<CommonSettings, 'SHUTDOWN_TIMEOUT_MS'> };
  close(): Promise<void>;
}

/** main.ts of every app: start, exit clearly on a bad boot, stop cleanly on SIGTERM or SIGINT. */
export function runApp(name: string, start: () => Promise<RunningApp>): void {
  start().then(
    (running) => exitOnSignal(running.close, running.runtime.config.SHUTDOWN_TIMEOUT_MS, rootLogger()),
    (error) => exitOnBootFailure(name, error),
  );
}
