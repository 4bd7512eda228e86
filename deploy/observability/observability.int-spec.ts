// The alerts and dashboards against what a running stack really exports: every metric they read
// is served by some app, every label they select on is one those series carry, and every alert
// expression is evaluated by promtool on the scraped series of a healthy run (none may fire).
import { ApiClient, itWhen, signUpOnFreePlan, TestStack } from '@maeum/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  alerts,
  dashboardExprs,
  hasPromtool,
  metricNamesIn,
  promtoolTestFile,
  rulesFileText,
  runPromtool,
  selectorsIn,
} from './observability-files';

const APPS = ['auth', 'billing', 'sessions', 'journal', 'admin', 'worker'];

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: string;
}

/** Prometheus text format: the declared names (# TYPE) and the samples. */
function parse(text: string): { declared: Set<string>; samples: Sample[] } {
  const declared = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) declared.add(type[1]);
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: m[3] });
  }
  return { declared, samples };
}

describe('alerts and dashboards against the metrics the apps export', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  const declared = new Set<string>();
  const samples: Sample[] = [];

  beforeAll(async () => {
    stack = await TestStack.start({
      services: APPS,
      envFor: { gateway: { METRICS_ENABLED: 'true' }, sessions: { AI_OFFLINE_PACE_MS: '0' } },
    });
    // Some traffic through every kind of work: sign-up (RPCs, events, consumers), a journal entry
    // (outbox, the analysis job), a chat turn (the safety gate, the offline companion).
    const who = await signUpOnFreePlan(api, stack);
    await api.get('/api/me', { token: who.accessToken });
    await api.post('/api/journal/entries', { token: who.accessToken, body: { content: 'A calm day.' } });
    const session = await api.post('/api/sessions', {
      token: who.accessToken,
      body: { type: 'text', tone: 'normal', language: 'en' },
    });
    const reply = await api.post(`/api/sessions/${session.body.session.id}/messages`, {
      token: who.accessToken,
      body: { content: 'I feel a bit tired today' },
      headers: { accept: 'application/json' },
    });
    expect([session.status, reply.status]).toEqual([201, 200]);
    const scrapes = [
      await (await fetch(`${stack.gateway.url}/metrics`)).text(),
      ...(await Promise.all(
        APPS.map(async (name) => (await fetch(`${stack.app(name).url}/metrics`)).text()),
      )),
    ];
    for (const text of scrapes) {
      const parsed = parse(text);
      parsed.declared.forEach((n) => declared.add(n));
      samples.push(...parsed.samples);
    }
  });

  afterAll(() => stack?.stop());

  const exprs = () => [...alerts().map((r) => r.expr), ...dashboardExprs()];

  it('reads only metrics some app serves', () => {
    const missing = [...new Set(exprs().flatMap(metricNamesIn))].filter((n) => !declared.has(n));
    expect(missing).toEqual([]);
  });

  it('selects on labels the served series carry', () => {
    const labelsOf = new Map<string, Set<string>>();
    for (const s of samples) {
      const set = labelsOf.get(s.name) ?? new Set<string>();
      Object.keys(s.labels).forEach((l) => set.add(l));
      labelsOf.set(s.name, set);
    }
    const wrong: string[] = [];
    for (const expr of exprs())
      for (const { metric, labels } of selectorsIn(expr)) {
        const served = labelsOf.get(metric);
        if (!served) continue; // declared but nothing observed yet in this run (a dead letter)
        for (const label of labels) if (!served.has(label)) wrong.push(`${metric}{${label}}`);
      }
    expect(wrong).toEqual([]);
    // The run observed the series the main alerts read.
    [
      'maeum_http_request_duration_seconds_count',
      'maeum_rpc_handle_duration_seconds_count',
      'maeum_outbox_lag_seconds',
      'maeum_queue_depth',
      'maeum_safety_verdicts_total',
      'maeum_chat_first_token_seconds_bucket',
    ]
      .filter((name) => !labelsOf.has(name))
      .forEach((name) => expect(`${name} not observed`).toBe(`${name} observed`));
  });

  itWhen(hasPromtool, 'promtool is not installed (Debian: apt-get install prometheus)')(
    'evaluates every alert on the scraped series of this healthy run: none fires',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'maeum-rules-'));
      writeFileSync(join(dir, 'rules.yaml'), rulesFileText());
      const maeum = samples.filter((s) => s.name.startsWith('maeum_'));
      const series = maeum.map((s) => ({
        series: `${s.name}{${Object.entries(s.labels)
          .map(([k, v]) => `${k}="${v}"`)
          .join(',')}}`,
        // The scraped value held for an hour: what this run did, and then nothing new.
        values: `${Number(s.value)}x60`,
      }));
      writeFileSync(
        join(dir, 'rules.test.yaml'),
        promtoolTestFile([
          {
            interval: '1m',
            input_series: series,
            alert_rule_test: alerts().map((rule) => ({
              eval_time: '59m',
              alertname: rule.alert,
              exp_alerts: [],
            })),
          },
        ]),
      );
      const result = runPromtool(['test', 'rules', 'rules.test.yaml'], dir);
      expect(result.output).toContain('SUCCESS');
      expect(series.length).toBeGreaterThan(50);
    },
  );
});
