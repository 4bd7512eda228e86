// Load generation with autocannon (in this process, like the stock baseline in TOOLCHAIN.md), plus
// a latency histogram of our own: autocannon's rounds every latency down to whole milliseconds,
// too coarse to tell a 1.2 ms hop from a 1.9 ms one. Ours keeps 10 µs buckets.
import { createRequire } from 'node:module';
import { startCpuMeter } from './cpu.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const BUCKET_US = 10;
const MAX_MS = 10_000;

export class LatencyHistogram {
  constructor() {
    this.counts = new Uint32Array((MAX_MS * 1000) / BUCKET_US + 1);
    this.count = 0;
    this.sum = 0;
    this.max = 0;
  }

  record(ms) {
    const bucket = Math.min(this.counts.length - 1, Math.floor((ms * 1000) / BUCKET_US));
    this.counts[bucket]++;
    this.count++;
    this.sum += ms;
    if (ms > this.max) this.max = ms;
  }

  merge(other) {
    for (let i = 0; i < other.counts.length; i++) this.counts[i] += other.counts[i];
    this.count += other.count;
    this.sum += other.sum;
    this.max = Math.max(this.max, other.max);
    return this;
  }

  /** The latency (ms) below which `p` % of the responses came, at the middle of its bucket. */
  percentile(p) {
    if (!this.count) return 0;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i];
      if (seen >= rank) return ((i + 0.5) * BUCKET_US) / 1000;
    }
    return this.max;
  }

  summary() {
    const round = (v) => Math.round(v * 100) / 100;
    return {
      count: this.count,
      mean: round(this.count ? this.sum / this.count : 0),
      p50: round(this.percentile(50)),
      p90: round(this.percentile(90)),
      p99: round(this.percentile(99)),
      max: round(this.max),
    };
  }
}

/**
 * One autocannon run. `request` is { url, method, headers, body }; `cpuPids` ({ name: pid }) are
 * the processes whose CPU time per request is reported. Returns the figures we report, with
 * autocannon's own summary kept under `autocannon` for the JSON file.
 */
export async function runLoad(
  request,
  { connections, durationSeconds, pipelining = 1, timeoutSeconds = 10, cpuPids = {} },
) {
  const latencies = new LatencyHistogram();
  const meter = startCpuMeter(cpuPids);
  const instance = autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    // Optional: autocannon's request list (e.g. a setupRequest that varies the query per request).
    ...(request.requests ? { requests: request.requests } : {}),
    connections,
    pipelining,
    duration: durationSeconds,
    timeout: timeoutSeconds,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.record(responseTime);
  });
  const result = await new Promise((resolve, reject) => instance.then(resolve, reject));
  const ok = result['2xx'];
  const cpu = meter.stop(result.requests.total);
  return {
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    durationSeconds: result.duration,
    // Successful answers per second over the whole run (autocannon's `requests.average` is the
    // mean of per-second samples, which counts errors too).
    reqPerSec: Math.round(ok / result.duration),
    latency: latencies.summary(),
    histogram: latencies,
    cpu,
    autocannon: {
      requestsAverage: result.requests.average,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      latencyAverage: result.latency.average,
    },
  };
}

/** Several measured runs of one target as one: summed counts, merged histograms. */
export function combineRuns(runs) {
  const histogram = runs.reduce((h, r) => h.merge(r.histogram), new LatencyHistogram());
  const ok = runs.reduce((n, r) => n + r.ok, 0);
  const seconds = runs.reduce((n, r) => n + r.durationSeconds, 0);
  return {
    runs: runs.length,
    ok,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    durationSeconds: Math.round(seconds * 100) / 100,
    reqPerSec: Math.round(ok / seconds),
    latency: histogram.summary(),
    cpu: combineCpu(runs),
    perRun: runs.map((r) => ({
      reqPerSec: r.reqPerSec,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      autocannon: r.autocannon,
    })),
  };
}

/** A 2xx check before measuring: a bench of 4xx answers measures nothing. */
export async function checkTarget(request, expectStatus = 200) {
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== expectStatus)
    throw new Error(
      `${request.method ?? 'GET'} ${request.url} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  return { status: response.status, headers: Object.fromEntries(response.headers), body: text };
}

function combineCpu(runs) {
  const names = new Set(runs.flatMap((r) => Object.keys(r.cpu ?? {})));
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.durationSeconds, 0);
  const combined = {};
  for (const name of names) {
    const cpuSeconds = runs.reduce((n, r) => n + (r.cpu?.[name]?.cpuSeconds ?? 0), 0);
    combined[name] = {
      cpuSeconds: Math.round(cpuSeconds * 100) / 100,
      cores: Math.round((cpuSeconds / seconds) * 100) / 100,
      usPerRequest: requests ? Math.round((cpuSeconds / requests) * 1e7) / 10 : undefined,
    };
  }
  return combined;
}
