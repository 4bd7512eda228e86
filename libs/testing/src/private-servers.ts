import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from './test-resources';

/**
 * A NATS (with JetStream) or Redis server of a test's own, on a free loopback port, that the test
 * may stop and start again: what the shared servers on 4222 and 6379 must never be put through.
 * Data lives in a temporary folder and survives a restart, as on a production server.
 */
export interface PrivateServer {
  url: string;
  /** Stops the server (SIGTERM), waits `downMs`, starts it again on the same port and data. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

async function startServer(
  name: string,
  scheme: string,
  args: (port: number, dataDir: string) => string[],
): Promise<PrivateServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `maeum-${name}-`));
  let child: ChildProcess | undefined;
  const up = async () => {
    child = spawn(name, args(port, dataDir), { stdio: 'ignore' });
    await waitFor(() => canConnect(port), 10_000);
  };
  const down = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await up();
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    restart: async (downMs = 500) => {
      await down();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await up();
    },
    stop: async () => {
      await down();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function startPrivateNats(): Promise<PrivateServer> {
  return startServer('nats-server', 'nats', (port, dir) => [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    dir,
  ]);
}

/** With the append-only file on, as production Redis runs for BullMQ (nothing queued is lost). */
export function startPrivateRedis(): Promise<PrivateServer> {
  return startServer('redis-server', 'redis', (port, dir) => [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
  ]);
}
