// Open-loop load at an even rate: request i is due at start + i / rate, whatever happened to the
// ones before it. autocannon's `overallRate` paces each connection with its own timer, and the
// timers start together, so "100/s over 10 connections" arrives as ten requests at once every
// 100 ms: its p99 measures that burst's queue. Real users do not synchronise.
//
// Latency runs from when a request was due, not from when it was sent, so a load generator that
// falls behind counts against the server, never for it (no coordinated omission).
import http from 'node:http';
import { LatencyHistogram } from './load.mjs';

/**
 * @param {object} options
 * @param {string} options.url origin, e.g. http://127.0.0.1:3000
 * @param {number} options.rate requests per second
 * @param {number} options.durationSeconds
 * @param {(index: number) => { method?: string, path: string, headers?: Record<string, string>, body?: string }} options.request
 * @param {number} [options.connections] at most this many sockets (a request waits for a free one)
 */
export async function steadyRate({ url, rate, durationSeconds, request, connections = 256 }) {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new LatencyHistogram();
  const statusCodes = {};
  let failed = 0;
  const total = Math.round(rate * durationSeconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const pending = [];

  for (let index = 0; index < total; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { method = 'GET', path, headers = {}, body } = request(index);
    pending.push(
      send(agent, origin, method, path, headers, body).then(
        (status) => {
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) latencies.record(performance.now() - due);
          else failed++;
        },
        () => failed++,
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { ...figures(latencies, started), failed, statusCodes };
}

/**
 * The same open loop for a call that is not HTTP (e.g. an RPC over NATS): call i is due at
 * start + i / rate and its latency runs from then. `call` resolves true for a granted answer,
 * false for a refused one (timed all the same); a rejection counts as failed.
 */
export async function steadyCalls(rate, durationSeconds, call) {
  const latencies = new LatencyHistogram();
  let failed = 0;
  let refused = 0;
  const total = Math.round(rate * durationSeconds);
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      call().then(
        (granted) => {
          latencies.record(performance.now() - due);
          if (!granted) refused++;
        },
        () => failed++,
      ),
    );
  }
  await Promise.all(pending);
  return { ...figures(latencies, started), failed, refused };
}

function figures(latencies, started) {
  const elapsedSeconds = (performance.now() - started) / 1000;
  const summary = latencies.summary();
  return {
    perSecond: Math.round((latencies.count / elapsedSeconds) * 10) / 10,
    p50: summary.p50,
    p99: summary.p99,
    max: summary.max,
  };
}

function send(agent, origin, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
        timeout: 20_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
