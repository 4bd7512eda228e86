import { COMMON_FRAGMENTS, composeConfig } from '@maeum/config';
import { createServer } from 'node:net';
import { AppBoot } from './app-boot';

/** An app with nothing but the settings every app shares. */
class ProbeConfig extends composeConfig(...COMMON_FRAGMENTS) {}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('AppBoot', () => {
  it('refuses a bad environment before anything starts, naming the variable', () => {
    expect(() => AppBoot.open('probe', ProbeConfig, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('serves the probe once ready, and closes the app, then its clients in order, then the probe', async () => {
    const port = await freePort();
    const boot = AppBoot.open('probe', ProbeConfig, { LOG_LEVEL: 'silent', METRICS_PORT: String(port) });
    await boot.ready(() => true);
    const healthz = `http://127.0.0.1:${port}/healthz`;
    expect((await fetch(healthz)).status).toBe(200);

    const order: string[] = [];
    await boot.close(
      { close: async () => void order.push('app') },
      () => order.push('redis'),
      async () => void order.push('pg'),
    );
    expect(order).toEqual(['app', 'redis', 'pg']);
    await expect(fetch(healthz)).rejects.toThrow();
  });

  it('answers 503 on the probe while the app says it is not live', async () => {
    const port = await freePort();
    const boot = AppBoot.open('probe', ProbeConfig, { LOG_LEVEL: 'silent', METRICS_PORT: String(port) });
    await boot.ready(() => false);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(503);
    await boot.close({ close: async () => undefined });
  });
});
