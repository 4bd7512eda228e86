// Offline checks of the Kubernetes manifests: renders k8s/base and both overlays with
// `kubectl kustomize` (no cluster needed) and asserts what an operator relies on. CI must have
// kubectl >= 1.27 on PATH (or KUBECTL=/path/to/kubectl); see docs/deploy.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAll } from 'js-yaml';
import { ConfigValidationError, SENSITIVE_CONFIG_KEYS, loadConfig } from '@maeum/config';
import { ALL_CONFIG_CLASSES, APP_CONFIGS, isAppName } from '../deploy/app-configs';

// ---- the little of the Kubernetes API these checks read ----------------------------------------------
type Labels = Record<string, string>;
interface Metadata {
  name: string;
  namespace?: string;
  labels?: Labels;
  annotations?: Labels;
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef };
}
interface EnvFrom {
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Labels; limits?: Labels };
  securityContext?: SecurityContext;
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[] };
  seccompProfile?: { type: string };
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  containers: Container[];
  initContainers?: Container[];
  securityContext?: SecurityContext;
  volumes?: { name: string; secret?: { secretName: string }; configMap?: { name: string } }[];
}
interface PodTemplate {
  metadata: { labels: Labels; annotations?: Labels };
  spec: PodSpec;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
  data?: Labels;
  spec?: {
    replicas?: number;
    selector?: Labels | { matchLabels?: Labels };
    template?: PodTemplate;
    volumeClaimTemplates?: unknown[];
    ports?: { name?: string; port: number; targetPort?: string | number }[];
    scaleTargetRef?: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas?: number;
    rules?: {
      http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] };
    }[];
    tls?: { secretName: string }[];
  };
}

// ---- rendering ---------------------------------------------------------------------------------------
const root = join(__dirname, '..');
const kubectl = process.env.KUBECTL || 'kubectl';
const overlays = { base: 'k8s/base', dev: 'k8s/overlays/dev', prod: 'k8s/overlays/prod' } as const;
type Overlay = keyof typeof overlays;
const APP_REPOSITORY = 'ghcr.io/maeum/maeum';
const INFRA = ['postgres', 'redis', 'nats'];

function checkKubectl(): void {
  let out: string;
  try {
    out = execFileSync(kubectl, ['version', '--client', '-o', 'json'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    throw new Error(
      `k8s manifest tests need kubectl (with its built-in kustomize) and could not run "${kubectl}": ` +
        `${(err as Error).message}. Install kubectl >= 1.27 (CI: see docs/deploy.md) or set KUBECTL=/path/to/kubectl.`,
    );
  }
  const kustomize = (JSON.parse(out) as { kustomizeVersion?: string }).kustomizeVersion ?? '';
  const major = Number(/^v?(\d+)/.exec(kustomize)?.[1] ?? 0);
  if (major < 5) {
    throw new Error(
      `kubectl's built-in kustomize is ${kustomize || 'unknown'}; these manifests need kustomize v5 (kubectl >= 1.27). ` +
        `Debian's "kubernetes-client" package (kubectl 1.20) is too old.`,
    );
  }
}

function render(overlay: Overlay): Manifest[] {
  const yaml = execFileSync(kubectl, ['kustomize', join(root, overlays[overlay])], {
    encoding: 'utf8',
    stdio: 'pipe',
    maxBuffer: 16 * 1024 * 1024,
  });
  return (loadAll(yaml) as (Manifest | null)[]).filter((d): d is Manifest => d !== null);
}

// ---- helpers -------------------------------------------------------------------------------------------
const ofKind = (docs: Manifest[], kind: string) => docs.filter((d) => d.kind === kind);
const named = (docs: Manifest[], kind: string, name: string) =>
  docs.find((d) => d.kind === kind && d.metadata.name === name);
const workloads = (docs: Manifest[]) =>
  docs.filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind) && d.spec?.template);
const containersOf = (w: Manifest) => [
  ...(w.spec!.template!.spec.initContainers ?? []),
  ...w.spec!.template!.spec.containers,
];
const appDeployments = (docs: Manifest[]) =>
  ofKind(docs, 'Deployment').filter((d) =>
    d.spec!.template!.spec.containers.some((c) => isAppImage(c.image)),
  );
const appName = (d: Manifest) =>
  d.spec!.template!.spec.containers[0].env?.find((e) => e.name === 'APP')?.value;
/** `--role=…` of a service's Deployment (its worker role runs as `<app>-worker`), if it names one. */
const roleOf = (d: Manifest) =>
  d.spec!.template!.spec.containers[0].args?.find((a) => a.startsWith('--role='))?.slice('--role='.length);
const deploymentNameOf = (d: Manifest) => (roleOf(d) === 'worker' ? `${appName(d)}-worker` : appName(d));
const repository = (image: string) => image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');
const isAppImage = (image: string) => repository(image) === APP_REPOSITORY;
const matches = (selector: Labels, labels: Labels) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const matchLabels = (d: Manifest): Labels => {
  const s = d.spec?.selector as { matchLabels?: Labels } | undefined;
  return s?.matchLabels ?? {};
};

/** Keys of k8s/base/secrets.example.env: `KEY=` is required, `# KEY=` optional. */
function documentedSecretKeys(): { required: Set<string>; optional: Set<string> } {
  const text = readFileSync(join(root, 'k8s/base/secrets.example.env'), 'utf8');
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^(#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line.trim());
    if (m) (m[1] ? optional : required).add(m[2]);
  }
  return { required, optional };
}

/** Every app's config class (deploy/app-configs.ts), i.e. every environment variable an app reads. */
const declaredConfigKeys = new Set(ALL_CONFIG_CLASSES.flatMap((cls) => Object.keys(new cls())));
const configClassFor = (app: string): new () => object => {
  if (!isAppName(app)) throw new Error(`${app} is no app of deploy/app-configs.ts`);
  return APP_CONFIGS[app];
};

// ---- tests ---------------------------------------------------------------------------------------------
const rendered = {} as Record<Overlay, Manifest[]>;

beforeAll(() => {
  checkKubectl();
  for (const overlay of Object.keys(overlays) as Overlay[]) rendered[overlay] = render(overlay);
});

describe.each(Object.keys(overlays) as Overlay[])('kustomize %s', (overlay) => {
  const docs = () => rendered[overlay];

  it('renders every app of the monorepo, all in the maeum namespace', () => {
    const apps = appDeployments(docs()).map(deploymentNameOf).sort();
    expect(apps).toEqual([
      'admin',
      'auth',
      'billing',
      'gateway',
      'journal',
      'journal-worker',
      'sessions',
      'worker',
    ]);
    for (const d of appDeployments(docs())) expect(d.metadata.name).toBe(deploymentNameOf(d));
    for (const d of docs().filter((x) => x.kind !== 'Namespace')) expect(d.metadata.namespace).toBe('maeum');
    expect(named(docs(), 'Namespace', 'maeum')).toBeDefined();
  });

  it("runs a service's queues in its own worker Deployment, behind no Service, and its RPC side without them", () => {
    const deployments = appDeployments(docs());
    const workers = deployments.filter((d) => roleOf(d) === 'worker');
    expect(workers.map((d) => d.metadata.name)).toEqual(['journal-worker']);
    const problems: string[] = [];
    for (const w of workers) {
      const labels = w.spec!.template!.metadata.labels;
      for (const svc of ofKind(docs(), 'Service'))
        if (matches((svc.spec!.selector ?? {}) as Labels, labels))
          problems.push(`Service ${svc.metadata.name} selects ${w.metadata.name}`);
      const api = deployments.find((d) => d !== w && appName(d) === appName(w));
      if (roleOf(api!) !== 'api')
        problems.push(`${appName(w)} runs its queues outside ${w.metadata.name} too`);
      if (w.spec!.template!.spec.containers[0].args?.length !== 1)
        problems.push(`${w.metadata.name}: its only argument is --role=worker`);
    }
    expect(problems).toEqual([]);
  });

  // Each check collects what is wrong as readable lines, so a failure lists every offender at once.
  it('gives every Deployment/StatefulSet container liveness and readiness probes', () => {
    const problems: string[] = [];
    for (const w of docs().filter((d) => d.kind === 'Deployment' || d.kind === 'StatefulSet')) {
      for (const c of w.spec!.template!.spec.containers) {
        if (!c.livenessProbe) problems.push(`${w.kind} ${w.metadata.name}/${c.name}: no livenessProbe`);
        if (!c.readinessProbe) problems.push(`${w.kind} ${w.metadata.name}/${c.name}: no readinessProbe`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('probes what the apps serve: gateway GET /api/health/live on 3000, the others GET /healthz on 9100', () => {
    const problems: string[] = [];
    for (const d of appDeployments(docs())) {
      const c = d.spec!.template!.spec.containers[0];
      const [path, port] = appName(d) === 'gateway' ? ['/api/health/live', 3000] : ['/healthz', 9100];
      for (const [kind, probe] of [
        ['liveness', c.livenessProbe],
        ['readiness', c.readinessProbe],
      ] as const) {
        const get = probe?.httpGet;
        const number =
          typeof get?.port === 'number'
            ? get.port
            : c.ports?.find((p) => p.name === get?.port)?.containerPort;
        if (get?.path !== path || number !== port) {
          problems.push(
            `${d.metadata.name}: ${kind} probes ${get?.path ?? '(no httpGet)'} on ${number}, expected ${path} on ${port}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('sets cpu and memory requests and limits on every container, init and Job containers included', () => {
    const problems: string[] = [];
    for (const w of workloads(docs())) {
      for (const c of containersOf(w)) {
        for (const kind of ['requests', 'limits'] as const) {
          for (const resource of ['cpu', 'memory']) {
            if (!c.resources?.[kind]?.[resource])
              problems.push(`${w.kind} ${w.metadata.name}/${c.name}: no ${resource} ${kind}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs every container non-root without privileges (the namespace enforces "restricted")', () => {
    const problems: string[] = [];
    for (const w of workloads(docs())) {
      const pod = w.spec!.template!.spec.securityContext ?? {};
      for (const c of containersOf(w)) {
        const sc = c.securityContext ?? {};
        const where = `${w.kind} ${w.metadata.name}/${c.name}`;
        if ((sc.runAsNonRoot ?? pod.runAsNonRoot) !== true)
          problems.push(`${where}: runAsNonRoot is not true`);
        if (sc.allowPrivilegeEscalation !== false)
          problems.push(`${where}: allowPrivilegeEscalation is not false`);
        if (!sc.capabilities?.drop?.includes('ALL'))
          problems.push(`${where}: capabilities are not dropped (ALL)`);
        if ((sc.seccompProfile ?? pod.seccompProfile)?.type !== 'RuntimeDefault')
          problems.push(`${where}: no RuntimeDefault seccomp profile`);
        if (isAppImage(c.image) && sc.readOnlyRootFilesystem !== true)
          problems.push(`${where}: root filesystem is writable`);
      }
    }
    expect(problems).toEqual([]);
    expect(named(docs(), 'Namespace', 'maeum')!.metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
  });

  it('resolves every ConfigMap and Secret reference', () => {
    const configMaps = new Set(ofKind(docs(), 'ConfigMap').map((d) => d.metadata.name));
    const secrets = new Map(ofKind(docs(), 'Secret').map((d) => [d.metadata.name, d]));
    const documented = documentedSecretKeys();
    // base and prod never carry Secrets: their references must name maeum-secrets, and a key must be
    // documented in secrets.example.env (as required, unless the reference is optional).
    const secretProblem = (name: string, key?: string, optional?: boolean): string | undefined => {
      const secret = secrets.get(name);
      if (secret)
        return key === undefined || key in (secret.data ?? {})
          ? undefined
          : `Secret ${name} has no key ${key}`;
      if (overlay === 'dev' || name !== 'maeum-secrets')
        return `Secret ${name} is neither rendered nor the documented maeum-secrets`;
      if (
        key === undefined ||
        documented.required.has(key) ||
        (optional === true && documented.optional.has(key))
      )
        return undefined;
      return `key ${key} of maeum-secrets is not documented${optional ? '' : ' as required'} in k8s/base/secrets.example.env`;
    };
    const problems: string[] = [];
    const check = (where: string, problem: string | undefined) =>
      problem && problems.push(`${where}: ${problem}`);
    for (const w of workloads(docs())) {
      for (const c of containersOf(w)) {
        const where = `${w.kind} ${w.metadata.name}/${c.name}`;
        for (const e of c.env ?? []) {
          const cm = e.valueFrom?.configMapKeyRef;
          if (cm)
            check(
              `${where} env ${e.name}`,
              configMaps.has(cm.name) ? undefined : `ConfigMap ${cm.name} is not rendered`,
            );
          const s = e.valueFrom?.secretKeyRef;
          if (s) check(`${where} env ${e.name}`, secretProblem(s.name, s.key, s.optional));
        }
        for (const f of c.envFrom ?? []) {
          if (f.configMapRef)
            check(
              `${where} envFrom`,
              configMaps.has(f.configMapRef.name)
                ? undefined
                : `ConfigMap ${f.configMapRef.name} is not rendered`,
            );
          if (f.secretRef) check(`${where} envFrom`, secretProblem(f.secretRef.name));
        }
      }
      for (const v of w.spec!.template!.spec.volumes ?? []) {
        if (v.configMap)
          check(
            `${w.kind} ${w.metadata.name} volume ${v.name}`,
            configMaps.has(v.configMap.name) ? undefined : `ConfigMap ${v.configMap.name} is not rendered`,
          );
        if (v.secret)
          check(`${w.kind} ${w.metadata.name} volume ${v.name}`, secretProblem(v.secret.secretName));
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts only declared, non-secret settings in maeum-config, with values the apps accept', () => {
    const configMap = ofKind(docs(), 'ConfigMap').find((d) => d.metadata.name.startsWith('maeum-config'));
    expect(configMap).toBeDefined();
    const data = configMap!.data ?? {};
    const problems: string[] = [];
    for (const key of Object.keys(data)) {
      if (!declaredConfigKeys.has(key)) problems.push(`${key} is not declared by any app's config class`);
      if (SENSITIVE_CONFIG_KEYS.has(key)) problems.push(`${key} is sensitive and belongs in maeum-secrets`);
    }
    // Boot each app's config loader on what its pod would see. Secrets come from the dev Secret, or
    // stand-ins for base/prod, where only complaints about ConfigMap keys count: a secret that a
    // later issue makes mandatory is the Secret's business, not the ConfigMap's.
    const secretEnv: Record<string, string> = {};
    for (const s of ofKind(docs(), 'Secret').filter((d) => d.metadata.name.startsWith('maeum-secrets'))) {
      for (const [k, v] of Object.entries(s.data ?? {}))
        secretEnv[k] = Buffer.from(v, 'base64').toString('utf8');
    }
    if (overlay !== 'dev') {
      secretEnv.DATABASE_URL = 'postgres://app:pw@maeum-pg-rw:5432/maeum';
      secretEnv.REDIS_URL = 'redis://:pw@maeum-redis:6379';
    }
    for (const d of appDeployments(docs())) {
      const env: Record<string, string> = { ...data, ...secretEnv };
      for (const e of d.spec!.template!.spec.containers[0].env ?? [])
        if (e.value !== undefined) env[e.name] = e.value;
      try {
        loadConfig(configClassFor(appName(d)!), env);
      } catch (err) {
        if (!(err instanceof ConfigValidationError)) throw err;
        const counted =
          overlay === 'dev'
            ? err.problems
            : err.problems.filter((p) => Object.keys(data).some((k) => p.startsWith(k)));
        problems.push(...counted.map((p) => `${d.metadata.name}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every sensitive config key in secrets.example.env and ships no Secret outside dev', () => {
    const { required, optional } = documentedSecretKeys();
    const undocumented = [...SENSITIVE_CONFIG_KEYS].filter((key) => !required.has(key) && !optional.has(key));
    expect(undocumented).toEqual([]);
    if (overlay !== 'dev') expect(ofKind(docs(), 'Secret').map((s) => s.metadata.name)).toEqual([]);
  });

  it('lets every Service select the pods of some Deployment/StatefulSet, on ports they declare', () => {
    const pods = docs().filter((d) => d.kind === 'Deployment' || d.kind === 'StatefulSet');
    const problems: string[] = [];
    for (const svc of ofKind(docs(), 'Service')) {
      const selector = (svc.spec!.selector ?? {}) as Labels;
      const target = pods.find((p) => matches(selector, p.spec!.template!.metadata.labels));
      if (!target) {
        problems.push(`Service ${svc.metadata.name}: selector ${JSON.stringify(selector)} matches no pods`);
        continue;
      }
      const portNames = target.spec!.template!.spec.containers.flatMap((c) =>
        (c.ports ?? []).map((p) => p.name),
      );
      for (const port of svc.spec!.ports ?? []) {
        if (typeof port.targetPort === 'string' && !portNames.includes(port.targetPort)) {
          problems.push(
            `Service ${svc.metadata.name}: targetPort ${port.targetPort} is not a port of ${target.metadata.name}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('routes the Ingress to the gateway Service', () => {
    const ingress = named(docs(), 'Ingress', 'gateway');
    expect(ingress).toBeDefined();
    for (const rule of ingress!.spec!.rules ?? []) {
      for (const path of rule.http.paths) {
        const svc = named(docs(), 'Service', path.backend.service.name);
        expect(svc?.metadata.name).toBe('gateway');
        expect(svc!.spec!.ports!.map((p) => p.name)).toContain(path.backend.service.port.name);
      }
    }
    expect(ingress!.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('1m');
    if (overlay !== 'dev') expect(ingress!.spec!.tls?.[0]?.secretName).toBeTruthy();
  });

  it('runs every app and the migration Job from one image repository and tag', () => {
    const images = new Set<string>();
    for (const w of workloads(docs()).filter((d) => !INFRA.includes(d.metadata.name))) {
      for (const c of containersOf(w)) images.add(c.image);
    }
    expect([...images].map(repository)).toEqual([APP_REPOSITORY]);
    expect([...images][0]).not.toMatch(/:latest$/);
  });

  it('keeps every PodDisruptionBudget on an app, and every multi-replica app covered', () => {
    const hpas = ofKind(docs(), 'HorizontalPodAutoscaler');
    const pdbs = ofKind(docs(), 'PodDisruptionBudget');
    const problems: string[] = [];
    for (const pdb of pdbs) {
      if (!appDeployments(docs()).some((d) => matches(matchLabels(pdb), d.spec!.template!.metadata.labels))) {
        problems.push(`PodDisruptionBudget ${pdb.metadata.name} selects no app`);
      }
    }
    for (const d of appDeployments(docs())) {
      const hpa = hpas.find((h) => h.spec!.scaleTargetRef!.name === d.metadata.name);
      const replicas = hpa ? hpa.spec!.minReplicas! : (d.spec!.replicas ?? 1);
      const covered = pdbs.some((p) => matches(matchLabels(p), d.spec!.template!.metadata.labels));
      if (replicas > 1 && !covered)
        problems.push(`${d.metadata.name} runs ${replicas} replicas without a PodDisruptionBudget`);
    }
    expect(problems).toEqual([]);
  });

  if (overlay === 'dev') {
    it('runs one replica of everything, without HPAs or PDBs', () => {
      const replicas = Object.fromEntries(
        appDeployments(docs()).map((d) => [d.metadata.name, d.spec!.replicas]),
      );
      expect(replicas).toEqual(Object.fromEntries(Object.keys(replicas).map((name) => [name, 1])));
      for (const h of ofKind(docs(), 'HorizontalPodAutoscaler')) {
        expect([h.spec!.minReplicas, h.spec!.maxReplicas]).toEqual([1, 1]);
      }
      expect(ofKind(docs(), 'PodDisruptionBudget')).toEqual([]);
    });
  } else {
    it('autoscales gateway, sessions and worker (autoscaling/v2) on existing Deployments', () => {
      const hpas = ofKind(docs(), 'HorizontalPodAutoscaler');
      expect(hpas.map((h) => h.spec!.scaleTargetRef!.name).sort()).toEqual(['gateway', 'sessions', 'worker']);
      for (const h of hpas) {
        expect(h.apiVersion).toBe('autoscaling/v2');
        const target = named(docs(), h.spec!.scaleTargetRef!.kind, h.spec!.scaleTargetRef!.name);
        expect([h.metadata.name, target?.kind]).toEqual([h.metadata.name, 'Deployment']);
        // A fixed replicas field would reset the HPA's count on every apply.
        expect([h.metadata.name, target!.spec!.replicas]).toEqual([h.metadata.name, undefined]);
        expect(h.spec!.minReplicas!).toBeGreaterThanOrEqual(2);
        expect(h.spec!.maxReplicas!).toBeGreaterThan(h.spec!.minReplicas!);
      }
    });

    it('has the maeum-migrate Job run scripts/migrate.mjs, with migrations on start turned off', () => {
      const job = named(docs(), 'Job', 'maeum-migrate');
      expect(job).toBeDefined();
      const c = job!.spec!.template!.spec.containers[0];
      expect([...(c.command ?? []), ...(c.args ?? [])]).toEqual(['node', 'scripts/migrate.mjs']);
      const configMap = ofKind(docs(), 'ConfigMap').find((d) => d.metadata.name.startsWith('maeum-config'))!;
      expect(configMap.data?.RUN_MIGRATIONS_ON_START).toBe('false');
    });
  }
  // A rollout never cuts a reply. The drain covers the longest reply, and the
  // pod is given the preStop pause, the drain and a margin before it is killed.
  it('drains as long as a reply may take, and kills no pod before its drain is over', () => {
    const configMap = ofKind(rendered[overlay], 'ConfigMap').find((d) =>
      d.metadata.name.startsWith('maeum-config'),
    )!;
    const drainMs = Number(configMap.data!.SHUTDOWN_TIMEOUT_MS);
    const replyMs = Number(
      configMap.data!.AI_REPLY_TIMEOUT_MS ?? new APP_CONFIGS.sessions().AI_REPLY_TIMEOUT_MS,
    );
    expect(drainMs).toBeGreaterThanOrEqual(replyMs + 5000);
    const problems: string[] = [];
    for (const d of appDeployments(rendered[overlay])) {
      const pod = d.spec!.template!.spec;
      const preStop = pod.containers[0].lifecycle?.preStop?.exec?.command ?? [];
      const pauseSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
      const needed = pauseSeconds + drainMs / 1000 + 5;
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      if (grace < needed) problems.push(`${appName(d)}: terminationGracePeriodSeconds ${grace} < ${needed}`);
    }
    expect(problems).toEqual([]);
    // The gateway waits for the ingress to stop sending before it drains.
    const gateway = appDeployments(rendered[overlay]).find((d) => appName(d) === 'gateway')!;
    expect(gateway.spec!.template!.spec.containers[0].lifecycle?.preStop?.exec?.command[0]).toBe('sleep');
  });
});

describe('dev overlay', () => {
  it('brings its own Postgres, Redis and NATS as StatefulSets with persistent volumes', () => {
    for (const name of INFRA) {
      const sts = named(rendered.dev, 'StatefulSet', name);
      expect([name, sts?.spec?.volumeClaimTemplates?.length]).toEqual([name, 1]);
      expect(named(rendered.dev, 'Service', name)).toBeDefined();
    }
  });

  it('configures Redis for BullMQ (noeviction, AOF) and NATS with JetStream file storage', () => {
    const argv = (name: string) => {
      const c = named(rendered.dev, 'StatefulSet', name)!.spec!.template!.spec.containers[0];
      return [...(c.command ?? []), ...(c.args ?? [])].join(' ');
    };
    expect(argv('redis')).toMatch(/--maxmemory-policy noeviction/);
    expect(argv('redis')).toMatch(/--appendonly yes/);
    expect(argv('nats')).toMatch(/(^| )(-js|--jetstream)( |$)/);
    expect(argv('nats')).toMatch(/(-sd|--store_dir) \/data/);
  });

  it('generates maeum-secrets with in-cluster URLs and migrates on start instead of a Job', () => {
    const secret = ofKind(rendered.dev, 'Secret').find((s) => s.metadata.name.startsWith('maeum-secrets'))!;
    const value = (k: string) => Buffer.from(secret.data![k], 'base64').toString('utf8');
    expect(new URL(value('DATABASE_URL')).hostname).toBe('postgres');
    expect(new URL(value('REDIS_URL')).hostname).toBe('redis');
    const configMap = ofKind(rendered.dev, 'ConfigMap').find((d) =>
      d.metadata.name.startsWith('maeum-config'),
    )!;
    expect(new URL(configMap.data!.NATS_URL).hostname).toBe('nats');
    expect(configMap.data!.RUN_MIGRATIONS_ON_START).toBe('true');
    expect(ofKind(rendered.dev, 'Job')).toEqual([]);
  });
});

describe('prod overlay', () => {
  it('deploys no Postgres, Redis or NATS of its own', () => {
    expect(ofKind(rendered.prod, 'StatefulSet')).toEqual([]);
    for (const name of INFRA) {
      expect(rendered.prod.filter((d) => d.metadata.name === name)).toEqual([]);
    }
  });

  it('runs in production mode with at least two replicas of every app', () => {
    const configMap = ofKind(rendered.prod, 'ConfigMap').find((d) =>
      d.metadata.name.startsWith('maeum-config'),
    )!;
    expect(configMap.data).toMatchObject({
      NODE_ENV: 'production',
      RUN_MIGRATIONS_ON_START: 'false',
      DIAGNOSTICS_ENABLED: 'false',
    });
    const hpas = ofKind(rendered.prod, 'HorizontalPodAutoscaler');
    for (const d of appDeployments(rendered.prod)) {
      const hpa = hpas.find((h) => h.spec!.scaleTargetRef!.name === d.metadata.name);
      const replicas = hpa ? hpa.spec!.minReplicas : d.spec!.replicas;
      expect([d.metadata.name, (replicas ?? 1) >= 2]).toEqual([d.metadata.name, true]);
    }
  });

  it('pins a release tag, not a floating one', () => {
    const image = appDeployments(rendered.prod)[0].spec!.template!.spec.containers[0].image;
    expect(image).toMatch(/^ghcr\.io\/maeum\/maeum(:[\w.-]+|@sha256:[0-9a-f]{64})$/);
    expect(image).not.toMatch(/:(latest|dev)$/);
  });
});
