// Offline checks of deploy/observability: the alerts (schema, PromQL, and each one firing on the
// series that should fire it and staying quiet otherwise, via `promtool test rules`), the
// dashboards (valid, every query parses and reads metrics the code declares), and the scrape
// config (every app's Service has its metrics port, and the ServiceMonitor selects them all).
import { itWhen } from '@maeum/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAll, load } from 'js-yaml';
import {
  alerts,
  dashboardExprs,
  dashboards,
  declaredMetricNames,
  DIR,
  expandedAnnotations,
  hasPromtool,
  metricNamesIn,
  promtoolTestFile,
  type PromtoolTest,
  ROOT,
  rulesFileText,
  runPromtool,
  selectorsIn,
} from './observability-files';

const withPromtool = itWhen(hasPromtool, 'promtool is not installed (Debian: apt-get install prometheus)');

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'maeum-rules-'));
  writeFileSync(join(dir, 'rules.yaml'), rulesFileText());
  return dir;
}

/** One case per alert: the series that should fire it, and the labels it fires with. */
const FIRING: {
  alert: string;
  evalTime: string;
  interval?: string;
  series: [string, string][];
  labels: Record<string, string>[];
}[] = [
  {
    alert: 'MaeumHighErrorRate',
    evalTime: '20m',
    series: [
      [
        'maeum_http_request_duration_seconds_count{app="gateway",method="GET",route="/api/me",status="200"}',
        '0+100x30',
      ],
      [
        'maeum_http_request_duration_seconds_count{app="gateway",method="GET",route="/api/me",status="503"}',
        '0+10x30',
      ],
    ],
    labels: [{}],
  },
  {
    alert: 'MaeumHighLatency',
    evalTime: '20m',
    series: [
      ['maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/me",le="1"}', '0+0x30'],
      ['maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/me",le="2.5"}', '0+10x30'],
      ['maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/me",le="+Inf"}', '0+10x30'],
      // The chat stream lasts as long as the reply: never a latency alert.
      [
        'maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/sessions/:id/messages",le="1"}',
        '0+0x30',
      ],
      [
        'maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/sessions/:id/messages",le="+Inf"}',
        '0+10x30',
      ],
    ],
    labels: [{ route: '/api/me' }],
  },
  {
    alert: 'MaeumRpcInternalErrors',
    evalTime: '20m',
    series: [
      [
        'maeum_rpc_handle_duration_seconds_count{app="journal",pattern="journal.entries.create",outcome="internal_error"}',
        '0+6x30',
      ],
      [
        'maeum_rpc_handle_duration_seconds_count{app="journal",pattern="journal.entries.list",outcome="not_found"}',
        '0+60x30',
      ],
    ],
    labels: [{ pattern: 'journal.entries.create' }],
  },
  {
    alert: 'MaeumDeadLetters',
    evalTime: '20m',
    series: [
      [
        'maeum_consumer_deliveries_total{app="journal",consumer="journal-analysis",outcome="dead_lettered"}',
        '0x10 1x20',
      ],
      [
        'maeum_consumer_deliveries_total{app="journal",consumer="journal-analysis",outcome="handled"}',
        '0+5x30',
      ],
    ],
    labels: [{ consumer: 'journal-analysis' }],
  },
  {
    alert: 'MaeumOutboxLag',
    evalTime: '20m',
    series: [
      ['maeum_outbox_lag_seconds{app="billing"}', '120x30'],
      ['maeum_outbox_lag_seconds{app="auth"}', '0x30'],
    ],
    labels: [{ app: 'billing' }],
  },
  {
    alert: 'MaeumQueueBacklog',
    evalTime: '20m',
    series: [
      ['maeum_queue_depth{app="worker",queue="email",state="waiting"}', '500x30'],
      ['maeum_queue_depth{app="worker",queue="journal",state="waiting"}', '3x30'],
      ['maeum_queue_depth{app="worker",queue="journal",state="failed"}', '900x30'],
    ],
    labels: [{ queue: 'email' }],
  },
  {
    alert: 'MaeumJobsFailing',
    evalTime: '20m',
    series: [
      ['maeum_job_duration_seconds_count{app="worker",job="send-email",outcome="failed"}', '0+5x30'],
      ['maeum_job_duration_seconds_count{app="worker",job="send-email",outcome="completed"}', '0+5x30'],
      ['maeum_job_duration_seconds_count{app="worker",job="journal-analysis",outcome="completed"}', '0+5x30'],
    ],
    labels: [{ job: 'send-email' }],
  },
  {
    alert: 'MaeumSchedulesMissing',
    evalTime: '20m',
    series: [['maeum_schedules_repaired_total{app="worker",job="outbox-cleanup"}', '0x10 1x20']],
    labels: [{ job: 'outbox-cleanup' }],
  },
  {
    alert: 'MaeumRenewalsFailing',
    evalTime: '6h',
    series: [
      ['maeum_subscription_renewals_total{app="worker",result="failed"}', '0+1x400'],
      ['maeum_subscription_renewals_total{app="worker",result="renewed"}', '0+1x400'],
    ],
    labels: [{}],
  },
  {
    alert: 'MaeumRenewalsStalled',
    evalTime: '3h',
    series: [['maeum_subscription_renewals_total{app="worker",result="unsettled"}', '0+1x200']],
    labels: [{}],
  },
  {
    alert: 'MaeumCrisisReferralsSpike',
    evalTime: '26h',
    interval: '10m',
    // One crisis verdict an hour for a day, then 30 in the last hour.
    series: [
      [
        'maeum_safety_verdicts_total{app="sessions",outcome="crisis",category="suicide",raised_by_second_opinion="false"}',
        '0+0.16666666x150 30+5x6',
      ],
    ],
    labels: [{}],
  },
  {
    alert: 'MaeumAiProviderFailing',
    evalTime: '30m',
    series: [
      [
        'maeum_ai_provider_request_duration_seconds_count{app="sessions",provider="openai",operation="stream",outcome="error"}',
        '0+2x40',
      ],
      [
        'maeum_ai_provider_request_duration_seconds_count{app="sessions",provider="openai",operation="stream",outcome="ok"}',
        '0+8x40',
      ],
    ],
    labels: [{ provider: 'openai' }],
  },
  {
    alert: 'MaeumChatFirstTokenSlow',
    evalTime: '30m',
    series: [
      ['maeum_chat_first_token_seconds_bucket{app="sessions",provider="gemini",le="5"}', '0+0x40'],
      ['maeum_chat_first_token_seconds_bucket{app="sessions",provider="gemini",le="10"}', '0+10x40'],
      ['maeum_chat_first_token_seconds_bucket{app="sessions",provider="gemini",le="+Inf"}', '0+10x40'],
    ],
    labels: [{ provider: 'gemini' }],
  },
];

/** A healthy hour: traffic, few errors, quick answers, nothing waiting. No alert may fire. */
const QUIET: [string, string][] = [
  ['maeum_http_request_duration_seconds_count{app="gateway",route="/api/me",status="200"}', '0+1000x60'],
  ['maeum_http_request_duration_seconds_count{app="gateway",route="/api/me",status="500"}', '0+1x60'],
  ['maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/me",le="0.1"}', '0+1000x60'],
  ['maeum_http_request_duration_seconds_bucket{app="gateway",route="/api/me",le="+Inf"}', '0+1001x60'],
  ['maeum_outbox_lag_seconds{app="billing"}', '0x60'],
  ['maeum_queue_depth{app="worker",queue="email",state="waiting"}', '2x60'],
  ['maeum_consumer_deliveries_total{app="journal",consumer="journal-analysis",outcome="handled"}', '0+5x60'],
  [
    'maeum_ai_provider_request_duration_seconds_count{app="sessions",provider="openai",operation="stream",outcome="ok"}',
    '0+50x60',
  ],
  [
    'maeum_ai_provider_request_duration_seconds_count{app="sessions",provider="openai",operation="stream",outcome="error"}',
    '0+1x60',
  ],
  [
    'maeum_safety_verdicts_total{app="sessions",outcome="crisis",category="suicide",raised_by_second_opinion="false"}',
    '0+0.02x60',
  ],
  ['maeum_subscription_renewals_total{app="worker",result="renewed"}', '0+10x60'],
  ['maeum_subscription_renewals_total{app="worker",result="failed"}', '0+0x60'],
];

describe('deploy/observability', () => {
  const rules = alerts();

  it('has an alert for each thing an on-call engineer is woken for, each with a severity, a summary and a runbook', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(FIRING.map((c) => c.alert).sort());
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Maeum[A-Z][A-Za-z]+$/);
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary?.length).toBeGreaterThan(10);
      expect(rule.annotations?.runbook?.length).toBeGreaterThan(80);
    }
  });

  it('reads only metrics the code declares (or Node defaults), in alerts and dashboards alike', () => {
    const declared = declaredMetricNames();
    const used = [...rules.map((r) => r.expr), ...dashboardExprs()].flatMap(metricNamesIn);
    const unknown = [...new Set(used)].filter((n) => n.startsWith('maeum_') && !declared.has(n));
    expect(unknown).toEqual([]);
    // Every alert and the dashboards between them read the new signals too.
    for (const name of [
      'maeum_ai_provider_request_duration_seconds',
      'maeum_ai_provider_fallbacks_total',
      'maeum_safety_verdicts_total',
      'maeum_chat_first_token_seconds',
      'maeum_chat_stream_duration_seconds',
      'maeum_queue_depth',
      'maeum_subscription_renewals_total',
    ])
      expect(used).toContain(name);
  });

  it('ships dashboards with unique uids, a query on every panel, each listed in the kustomization', () => {
    const list = dashboards();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map(([, d]) => d.uid)).size).toBe(list.length);
    for (const [, d] of list) {
      expect(d.panels.length).toBeGreaterThan(3);
      for (const p of d.panels) expect(p.targets.every((t) => t.expr.trim().length > 0)).toBe(true);
    }
    const kustomization = load(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8')) as {
      configMapGenerator: { files: string[] }[];
    };
    expect(kustomization.configMapGenerator[0].files.sort()).toEqual(
      list.map(([f]) => `dashboards/${f}`).sort(),
    );
  });

  it('scrapes every app: each Service has the metrics port and the ServiceMonitor selects them all', () => {
    const appsDir = join(ROOT, 'k8s', 'base', 'apps');
    const names: string[] = [];
    const workerPods: string[] = [];
    for (const file of readdirSync(appsDir)) {
      const docs = loadAll(readFileSync(join(appsDir, file), 'utf8')) as {
        kind: string;
        metadata: { name: string };
        spec: {
          ports: { name: string; port: number; targetPort: string | number }[];
          template?: {
            spec: { containers: { args?: string[]; ports?: { name: string; containerPort: number }[] }[] };
          };
        };
      }[];
      const service = docs.find((d) => d?.kind === 'Service');
      const deployment = docs.find((d) => d?.kind === 'Deployment')!;
      const container = deployment.spec.template!.spec.containers[0];
      if (!service && container.args?.includes('--role=worker')) {
        // A service's worker role has no Service: the PodMonitor scrapes its pods.
        workerPods.push(deployment.metadata.name);
        expect(container.ports).toContainEqual({ name: 'metrics', containerPort: 9100 });
        continue;
      }
      expect(service).toBeDefined();
      names.push(service!.metadata.name);
      expect(service!.spec.ports).toContainEqual(expect.objectContaining({ name: 'metrics', port: 9100 }));
    }
    const monitor = load(readFileSync(join(DIR, 'service-monitor.yaml'), 'utf8')) as {
      spec: { selector: { matchExpressions: { values: string[] }[] }; endpoints: { port: string }[] };
    };
    expect(monitor.spec.selector.matchExpressions[0].values.sort()).toEqual(names.sort());
    expect(monitor.spec.endpoints[0].port).toBe('metrics');
    const pods = load(readFileSync(join(DIR, 'pod-monitor.yaml'), 'utf8')) as {
      spec: {
        selector: { matchExpressions: { values: string[] }[] };
        podMetricsEndpoints: { port: string }[];
      };
    };
    expect(workerPods).toEqual(['journal-worker']);
    expect(pods.spec.selector.matchExpressions[0].values.sort()).toEqual(workerPods.sort());
    expect(pods.spec.podMetricsEndpoints[0].port).toBe('metrics');
  });

  it('uses label names in selectors that the metrics have (schema check without promtool)', () => {
    const declared = declaredLabels();
    const wrong: string[] = [];
    for (const expr of [...rules.map((r) => r.expr), ...dashboardExprs()])
      for (const { metric, labels } of selectorsIn(expr)) {
        const base = metric.replace(/_(bucket|count|sum)$/, '');
        const allowed = [...(declared[base] ?? []), 'app', ...(metric.endsWith('_bucket') ? ['le'] : [])];
        for (const label of labels) if (!allowed.includes(label)) wrong.push(`${metric}{${label}}`);
      }
    expect(wrong).toEqual([]);
  });

  withPromtool('promtool accepts the rules and every dashboard query', () => {
    const dir = workDir();
    const rulesCheck = runPromtool(['check', 'rules', 'rules.yaml'], dir);
    expect(rulesCheck.output).toContain('SUCCESS');
    // Each dashboard query as a recording rule, so promtool parses it.
    writeFileSync(
      join(dir, 'dashboards.yaml'),
      JSON.stringify({
        groups: [
          {
            name: 'dashboards',
            rules: dashboardExprs().map((expr, i) => ({ record: `dashboard:query_${i}`, expr })),
          },
        ],
      }),
    );
    const queriesCheck = runPromtool(['check', 'rules', 'dashboards.yaml'], dir);
    expect(queriesCheck.output).toContain('SUCCESS');
    expect(queriesCheck.status).toBe(0);
  });

  withPromtool(
    'fires each alert on the series that should fire it, with its labels and runbook, and none on a quiet hour',
    () => {
      const byName = new Map(rules.map((r) => [r.alert, r]));
      const tests: PromtoolTest[] = FIRING.map((c) => ({
        interval: c.interval ?? '1m',
        input_series: c.series.map(([series, values]) => ({ series, values })),
        alert_rule_test: rules.map((rule) => ({
          eval_time: c.evalTime,
          alertname: rule.alert,
          exp_alerts:
            rule.alert === c.alert
              ? c.labels.map((labels) => {
                  const all = { ...labels, ...rule.labels };
                  return { exp_labels: all, exp_annotations: expandedAnnotations(byName.get(c.alert)!, all) };
                })
              : [],
        })),
      }));
      tests.push({
        interval: '1m',
        input_series: QUIET.map(([series, values]) => ({ series, values })),
        alert_rule_test: rules.map((rule) => ({ eval_time: '59m', alertname: rule.alert, exp_alerts: [] })),
      });
      const dir = workDir();
      writeFileSync(join(dir, 'rules.test.yaml'), promtoolTestFile(tests));
      const result = runPromtool(['test', 'rules', 'rules.test.yaml'], dir);
      expect(result.output).toContain('SUCCESS');
      expect(result.status).toBe(0);
    },
  );
});

/** Label names of each declared maeum_* metric, read from its declaration (`labelNames: [...]`). */
function declaredLabels(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const files = execFileSync('grep', ['-rlE', "name: 'maeum_", 'apps', 'libs', '--include=*.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const m of text.matchAll(
      /name: '(maeum_[a-z0-9_]+)'[\s\S]*?(?:labelNames: \[([^\]]*)\]|registers:)/g,
    ))
      out[m[1]] = m[2] ? [...m[2].matchAll(/'([a-z_]+)'/g)].map((l) => l[1]) : [];
  }
  return out;
}
