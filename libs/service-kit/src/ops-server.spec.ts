import { AddressInfo, createServer } from 'node:net';
import { startOpsServer } from './ops-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('startOpsServer', () => {
  it.each(['127.0.0.1', '0.0.0.0'])('listens on the address it is given (%s)', async (host) => {
    const port = await freePort();
    const server = await startOpsServer(port, host, () => true);
    try {
      expect((server!.address() as AddressInfo).address).toBe(host);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server!.close(resolve));
    }
  });

  it('opens nothing when the port is 0', async () => {
    expect(await startOpsServer(0, '127.0.0.1', () => true)).toBeUndefined();
  });
});
