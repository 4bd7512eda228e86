// What the observability checks read: the rules (PrometheusRule spec), the dashboards, the metric
// names the code declares, and promtool when the machine has it (Debian: apt-get install prometheus).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';

export const ROOT = join(__dirname, '..', '..');
export const DIR = join(ROOT, 'deploy', 'observability');

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}
export interface RuleGroup {
  name: string;
  rules: AlertRule[];
}

export function ruleGroups(): RuleGroup[] {
  const doc = load(readFileSync(join(DIR, 'prometheus-rules.yaml'), 'utf8')) as {
    spec: { groups: RuleGroup[] };
  };
  return doc.spec.groups;
}

export const alerts = (): AlertRule[] => ruleGroups().flatMap((g) => g.rules);

/** The PrometheusRule's spec as a plain rules file, as promtool and Prometheus read it. */
export function rulesFileText(): string {
  return dump({ groups: ruleGroups() });
}

export interface Dashboard {
  uid: string;
  title: string;
  panels: { id: number; title: string; targets: { expr: string }[] }[];
}

export function dashboards(): [string, Dashboard][] {
  const dir = join(DIR, 'dashboards');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as Dashboard]);
}

/** Every PromQL expression of the dashboards, with Grafana's variables given a value. */
export function dashboardExprs(): string[] {
  return dashboards().flatMap(([, d]) =>
    d.panels.flatMap((p) => p.targets.map((t) => t.expr.replace(/\$__rate_interval/g, '5m'))),
  );
}

/** Metric names an expression reads (the series names, without histogram suffixes). */
export function metricNamesIn(expr: string): string[] {
  const names = expr.match(/\b(?:maeum|process|nodejs)_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((n) => n.replace(/_(bucket|count|sum)$/, '')))];
}

/** `metric{a="x", b=~"y"}` selectors of an expression: the metric and its label names. */
export function selectorsIn(expr: string): { metric: string; labels: string[] }[] {
  const out: { metric: string; labels: string[] }[] = [];
  for (const m of expr.matchAll(/\b((?:maeum)_[a-z0-9_]+)\{([^}]*)\}/g))
    out.push({ metric: m[1], labels: [...m[2].matchAll(/([a-z_]+)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]) });
  return out;
}

/** Metric names the apps and libs declare (`name: 'maeum_…'` beside a prom-client metric). */
export function declaredMetricNames(): Set<string> {
  const found = execFileSync(
    'grep',
    ['-rhoE', "name: 'maeum_[a-z0-9_]+'", 'apps', 'libs', '--include=*.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return new Set(
    found
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice("name: '".length, -1)),
  );
}

export const promtool = process.env.PROMTOOL ?? 'promtool';
export const hasPromtool = spawnSync(promtool, ['--version']).status === 0;

export function runPromtool(args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(promtool, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A promtool unit-test file for the rules in `rules.yaml` beside it. */
export interface PromtoolTest {
  interval: string;
  input_series: { series: string; values: string }[];
  alert_rule_test: {
    eval_time: string;
    alertname: string;
    exp_alerts: { exp_labels: Record<string, string>; exp_annotations: Record<string, string> }[];
  }[];
}

/** The alert's annotations as Prometheus expands them for these labels (`{{ $labels.x }}`). */
export function expandedAnnotations(rule: AlertRule, labels: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rule.annotations))
    out[key] = value.replace(/\{\{\s*\$labels\.([a-z_]+)\s*\}\}/g, (_, name: string) => labels[name] ?? '');
  return out;
}

export function promtoolTestFile(tests: PromtoolTest[]): string {
  return dump({ rule_files: ['rules.yaml'], evaluation_interval: '1m', tests }, { lineWidth: -1 });
}
