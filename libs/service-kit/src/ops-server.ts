import { createServer, Server } from 'node:http';
import { metricsRegistry } from '@maeum/telemetry';

export type LivenessCheck = () => Promise<boolean> | boolean;

/**
 * The small HTTP listener every non-HTTP app has: GET /metrics for Prometheus and GET /healthz
 * for probes (200 while the process is up and its connections are, 503 otherwise).
 */
export async function startOpsServer(
  port: number,
  host: string,
  isLive: LivenessCheck,
): Promise<Server | undefined> {
  if (!port) return undefined;
  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/metrics') {
        res.setHeader('content-type', metricsRegistry.contentType);
        res.end(await metricsRegistry.metrics());
      } else if (req.url === '/healthz') {
        const live = await Promise.resolve(isLive()).catch(() => false);
        res.statusCode = live ? 200 : 503;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: live ? 'ok' : 'down' }));
      } else {
        res.statusCode = 404;
        res.end();
      }
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
