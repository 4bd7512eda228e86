// Offline checks of docker-compose.yml (no Docker engine needed): every Node app of the monorepo is
// built from deploy/Dockerfile, is health-checked, and starts only after healthy infrastructure.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { loadConfig } from '@maeum/config';
import { ALL_CONFIG_CLASSES, APP_CONFIGS } from './app-configs';

interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}
interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: Healthcheck;
  ports?: (string | number)[];
  volumes?: string[];
  profiles?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const root = join(__dirname, '..');
const INFRA = ['postgres', 'redis', 'nats'];
// js-yaml's default schema resolves the `<<` merge keys the file uses, as compose does.
const compose = load(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.build);
const argv = (s: ComposeService) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));

/** Node apps of the workspace: apps/<name> whose Nx project is tagged scope:server (not the SPA). */
function nodeApps(): string[] {
  return readdirSync(join(root, 'apps'))
    .filter((name) => existsSync(join(root, 'apps', name, 'project.json')))
    .filter((name) => {
      const project = JSON.parse(readFileSync(join(root, 'apps', name, 'project.json'), 'utf8')) as {
        tags?: string[];
      };
      return project.tags?.includes('scope:server');
    })
    .sort();
}

describe('docker-compose.yml', () => {
  it('has a service for every Node app, each built from deploy/Dockerfile with APP naming an apps/ folder', () => {
    const problems: string[] = [];
    for (const [name, s] of appServices) {
      const app = s.build?.args?.APP;
      if (s.build?.context !== '.')
        problems.push(`${name}: build context is ${s.build?.context}, not the repo root`);
      if (s.build?.dockerfile !== 'deploy/Dockerfile')
        problems.push(`${name}: not built from deploy/Dockerfile`);
      if (!app) problems.push(`${name}: no APP build arg`);
      else if (!existsSync(join(root, 'apps', app)))
        problems.push(`${name}: APP=${app} but apps/${app} does not exist`);
    }
    expect(problems).toEqual([]);
    expect([...new Set(appServices.map(([, s]) => s.build!.args!.APP))].sort()).toEqual(nodeApps());
  });

  it("runs a service's queues as `<app>-worker` (--role=worker) and its RPC side without them", () => {
    const problems: string[] = [];
    for (const [name, s] of appServices) {
      const app = s.build!.args!.APP!;
      if (name === app) continue;
      if (name !== `${app}-worker` || argv(s) !== '--role=worker')
        problems.push(`${name}: APP=${app} with "${argv(s)}", expected ${app}-worker with --role=worker`);
      if (argv(services[app] ?? {}) !== '--role=api')
        problems.push(`${app}: runs its queues outside ${name} too`);
    }
    expect(problems).toEqual([]);
    expect(appServices.filter(([name, s]) => name !== s.build!.args!.APP).map(([name]) => name)).toEqual([
      'journal-worker',
    ]);
  });

  it('health-checks every app and starts it only after Postgres, Redis and NATS are healthy', () => {
    const problems: string[] = [];
    for (const [name, s] of appServices) {
      const test = s.healthcheck?.test;
      if (!test || s.healthcheck?.disable || (Array.isArray(test) && test[0] === 'NONE')) {
        problems.push(`${name}: no healthcheck`);
      }
      const deps = (s.depends_on ?? {}) as Record<string, { condition?: string }>;
      for (const infra of INFRA) {
        if (deps[infra]?.condition !== 'service_healthy')
          problems.push(`${name}: does not wait for ${infra} to be healthy`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('health-checks the infrastructure', () => {
    for (const infra of [...INFRA, 'mailpit'])
      expect([infra, services[infra]?.healthcheck?.test]).toEqual([infra, expect.anything()]);
    expect(String(services.postgres.healthcheck!.test)).toMatch(/pg_isready/);
    expect(String(services.nats.healthcheck!.test)).toMatch(/8222\/healthz/);
  });

  it('runs Redis with noeviction and AOF, and NATS with JetStream file storage on a volume', () => {
    expect(argv(services.redis)).toMatch(/--maxmemory-policy noeviction/);
    expect(argv(services.redis)).toMatch(/--appendonly yes/);
    expect(argv(services.nats)).toMatch(/(^| )(-js|--jetstream)( |$)/);
    expect(argv(services.nats)).toMatch(/(-sd|--store_dir) \/data/);
    for (const [name, path] of [
      ['postgres', '/var/lib/postgresql/data'],
      ['redis', '/data'],
      ['nats', '/data'],
    ]) {
      const volume = services[name].volumes?.find((v) => v.endsWith(`:${path}`));
      expect([name, volume && volume.split(':')[0] in (compose.volumes ?? {})]).toEqual([name, true]);
    }
  });

  it('points the apps at the compose services and at Mailpit for mail', () => {
    const problems: string[] = [];
    for (const [name, s] of appServices) {
      const env = s.environment ?? {};
      for (const [key, host] of [
        ['DATABASE_URL', 'postgres'],
        ['REDIS_URL', 'redis'],
        ['NATS_URL', 'nats'],
      ]) {
        const value = String(env[key] ?? '');
        if (!value || new URL(value).hostname !== host)
          problems.push(`${name}: ${key}=${value} does not point at ${host}`);
      }
      if (env.SMTP_HOST !== 'mailpit' || String(env.SMTP_PORT) !== '1025')
        problems.push(`${name}: SMTP is not Mailpit:1025`);
    }
    expect(problems).toEqual([]);
    expect(services.gateway.ports?.map(String)).toContainEqual(expect.stringMatching(/(^|:)3000:3000$/));
  });

  it('puts every service in a profile: the whole system in `stack`, what `npm start` needs in `deps`', () => {
    const inProfile = (profile: string) =>
      Object.entries(services)
        .filter(([, s]) => s.profiles?.includes(profile))
        .map(([name]) => name)
        .sort();
    // A service without a profile would start with either; none may.
    expect(Object.entries(services).filter(([, s]) => !s.profiles?.length)).toEqual([]);
    expect(inProfile('stack')).toEqual([...INFRA, 'mailpit', ...appServices.map(([name]) => name)].sort());
    expect(inProfile('deps')).toEqual(['mailpit', 'nats-deps', 'postgres-deps', 'redis-deps']);
  });

  it('`deps` publishes Postgres, Redis (append-only) and NATS (JetStream) where the apps look by default, health-checked', () => {
    const defaults = loadConfig(APP_CONFIGS.admin, {});
    const db = new URL(defaults.DATABASE_URL);
    const published = (name: string) => (services[name].ports ?? []).map(String);
    expect(published('postgres-deps')).toEqual([`127.0.0.1:${db.port}:5432`]);
    expect(published('redis-deps')).toEqual([`127.0.0.1:${new URL(defaults.REDIS_URL).port}:6379`]);
    expect(published('nats-deps')).toEqual([`127.0.0.1:${new URL(defaults.NATS_URL).port}:4222`]);
    const pg = services['postgres-deps'].environment ?? {};
    expect([pg.POSTGRES_USER, pg.POSTGRES_DB, pg.POSTGRES_HOST_AUTH_METHOD]).toEqual([
      db.username,
      db.pathname.slice(1),
      db.password ? undefined : 'trust',
    ]);
    expect(argv(services['redis-deps'])).toMatch(/--appendonly yes/);
    expect(argv(services['redis-deps'])).toMatch(/--maxmemory-policy noeviction/);
    expect(argv(services['nats-deps'])).toMatch(/(^| )(-js|--jetstream)( |$)/);
    for (const [name, stack] of [
      ['postgres-deps', 'postgres'],
      ['redis-deps', 'redis'],
      ['nats-deps', 'nats'],
    ]) {
      expect(services[name].healthcheck?.test).toEqual(services[stack].healthcheck?.test);
      const volume = services[name].volumes?.[0]?.split(':')[0];
      // Data of its own: the stack's Postgres never opens the files of the deps one, or the reverse.
      expect([name, volume, volume! in (compose.volumes ?? {})]).toEqual([name, `${stack}-deps-data`, true]);
    }
    expect(published('mailpit')).toContainEqual('127.0.0.1:1025:1025');
  });

  it('sets only variables the apps declare (deploy/app-configs.ts) or that secrets.example.env announces', () => {
    const declared = new Set(ALL_CONFIG_CLASSES.flatMap((cls) => Object.keys(new cls())));
    const announced = new Set(
      [
        ...readFileSync(join(root, 'k8s/base/secrets.example.env'), 'utf8').matchAll(
          /^#?\s*([A-Z][A-Z0-9_]*)=/gm,
        ),
      ].map((m) => m[1]),
    );
    // Set ahead of the e-mail issue, which declares them in libs/config.
    const pending = new Set(['SMTP_HOST', 'SMTP_PORT']);
    const unknown = appServices.flatMap(([name, s]) =>
      Object.keys(s.environment ?? {})
        .filter((key) => !declared.has(key) && !announced.has(key) && !pending.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
