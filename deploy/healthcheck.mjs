// Docker HEALTHCHECK for every app in the image (Kubernetes uses its own probes instead).
// The gateway answers the cheap liveness route on PORT; services and the worker answer /healthz on
// METRICS_PORT (200 when up and connected to NATS and Postgres, 503 otherwise).
// Exit 0 = healthy, 1 = unhealthy. No curl/wget in the slim image, hence Node.
import http from 'node:http';

const app = process.env.APP || 'gateway';
const url =
  app === 'gateway'
    ? `http://127.0.0.1:${process.env.PORT || 3000}/api/health/live`
    : `http://127.0.0.1:${process.env.METRICS_PORT || 9100}/healthz`;

const req = http.get(url, { timeout: 4000 }, (res) => {
  res.resume();
  if (res.statusCode !== 200) console.error(`healthcheck: ${url} answered ${res.statusCode}`);
  process.exit(res.statusCode === 200 ? 0 : 1);
});
req.on('timeout', () => req.destroy(new Error('timed out')));
req.on('error', (err) => {
  console.error(`healthcheck: ${url} ${err.message}`);
  process.exit(1);
});
