import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, waitFor } from './test-resources';

const ROOT = resolve(__dirname, '../../..');

export interface AppProcess {
  name: string;
  process: ChildProcess;
  /** Where its health can be read: the gateway's HTTP URL, or a service's ops (metrics) URL. */
  url: string;
  logs(): string;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies where it stands. */
  kill(): Promise<void>;
}

/**
 * Runs one built app (dist/node) as a real process with the given environment and waits until it
 * answers its health endpoint. Integration tests meet the system the way production does. A service
 * in one role is named `<service>-worker` or `<service>-api` (`journal-worker`: the journal app with
 * `--role=worker`); a plain name runs the app in its default role (all).
 */
export async function startApp(
  name: string,
  env: Record<string, string>,
  // Generous: five apps booting at once with migrations on a loaded 2-core machine take a while.
  readyTimeoutMs = 45_000,
): Promise<AppProcess> {
  const port = await freePort();
  const isGateway = name === 'gateway';
  const [, app, role] = /^(.+)-(worker|api)$/.exec(name) ?? [name, name, undefined];
  const args = [
    '--enable-source-maps',
    `dist/node/apps/${app}/src/main.js`,
    ...(role ? [`--role=${role}`] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      ...env,
      ...(isGateway ? { PORT: String(port), HOST: '127.0.0.1' } : { METRICS_PORT: String(port) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  const healthPath = isGateway ? '/api/health/live' : '/healthz';
  try {
    // An app that exits while booting (a bad setting) fails at once instead of after the timeout.
    const exitedEarly = exited.then((code) => {
      throw new Error(`${name} exited with ${code}`);
    });
    exitedEarly.catch(() => undefined); // handled here; a later exit is the test's business
    await Promise.race([
      exitedEarly,
      waitFor(async () => child.exitCode === null && (await fetch(url + healthPath)).ok, readyTimeoutMs),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    name,
    process: child,
    url,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function stopAll(apps: (AppProcess | undefined)[]): Promise<void> {
  await Promise.all(apps.filter((a): a is AppProcess => !!a).map((a) => a.stop()));
}
