// Offline checks of the image recipe (there is no Docker engine in CI to build it): the promises
// deploy/Dockerfile makes to compose and Kubernetes, and the entrypoint's behaviour.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const dockerfile = readFileSync(join(__dirname, 'Dockerfile'), 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.find((s) => / AS runtime\b/.test(s.split('\n')[0]))!;

describe('deploy/Dockerfile', () => {
  it('builds on node:24-bookworm-slim in deps, build and runtime stages', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(stages.map((s) => s.split('\n')[0].replace(/\s+#.*$/, ''))).toEqual([
      '${NODE_IMAGE} AS base',
      'base AS deps',
      'deps AS build',
      'base AS prod-deps',
      '${NODE_IMAGE} AS runtime',
    ]);
    expect(dockerfile).toMatch(/^RUN .*npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN .*npm ci --omit=dev$/m);
    // The runtime's packages without what Node never loads (declarations, source maps, documents).
    const prune = /^RUN find node_modules -type f (.*) -delete$/m.exec(stages[3])?.[1] ?? '';
    for (const pattern of ["'*.d.ts'", "'*.map'", "'*.md'"]) expect(prune).toContain(pattern);
    expect(prune).not.toMatch(/'\*\.(js|cjs|mjs|json|node)'/);
  });

  it('ships production dependencies, dist/ and scripts/migrate.mjs, and runs as a numeric non-root user', () => {
    expect(runtime).toMatch(/^COPY --from=prod-deps \/app\/node_modules /m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist /m);
    expect(runtime).toMatch(/^COPY scripts\/ /m);
    expect(runtime).toMatch(/^USER 1000:1000$/m);
  });

  it('selects the app with ARG/ENV APP and starts it through tini and the entrypoint, exec form', () => {
    expect(runtime).toMatch(/^ARG APP=gateway$/m);
    expect(runtime).toMatch(/^ENV APP=\$\{?APP\}?$/m);
    expect(runtime).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--", "\/app\/deploy\/entrypoint\.sh"\]$/m);
    expect(runtime).toMatch(/^CMD \[\]$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*CMD \["node", "\/app\/deploy\/healthcheck\.mjs"\]/m);
  });

  it('has an executable entrypoint and health check probing the same routes as Kubernetes', () => {
    expect(statSync(join(__dirname, 'entrypoint.sh')).mode & 0o111).not.toBe(0);
    const healthcheck = readFileSync(join(__dirname, 'healthcheck.mjs'), 'utf8');
    expect(healthcheck).toContain('/api/health/live');
    expect(healthcheck).toContain('/healthz');
  });

  it('keeps dependencies and local secrets out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.git', '**/node_modules', 'dist', '.env']) expect(ignored).toContain(entry);
  });
});

describe('deploy/entrypoint.sh', () => {
  let dir: string;
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync('sh', [join(__dirname, 'entrypoint.sh'), ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'maeum-entrypoint-'));
    mkdirSync(join(dir, 'dist/node/apps/auth/src'), { recursive: true });
    writeFileSync(
      join(dir, 'dist/node/apps/auth/src/main.js'),
      'console.log(`auth pid=${process.pid} args=${process.argv.slice(2).join(" ")}`);\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs dist/node/apps/$APP/src/main.js', () => {
    const result = run([], { APP: 'auth' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^auth pid=\d+/);
  });

  it('passes options to the app, such as its role', () => {
    const result = run(['--role=worker'], { APP: 'auth' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^auth pid=\d+ args=--role=worker$/m);
  });

  it('runs a given command instead, such as the migrations', () => {
    const result = run(['node', '-e', 'console.log("migrate")'], { APP: 'auth' });
    expect([result.status, result.stdout.trim()]).toEqual([0, 'migrate']);
  });

  it('refuses an unknown app with a clear message', () => {
    const result = run([], { APP: 'nope' });
    expect(result.status).toBe(64);
    expect(result.stderr).toContain("no app 'nope'");
    expect(result.stderr).toContain('auth');
  });

  it('execs node, so the app itself receives SIGTERM', () => {
    // `exec` replaces the shell: the pid sh started with is node's.
    const out = execFileSync(
      'sh',
      ['-c', `cd "${dir}" && APP=auth exec sh "${join(__dirname, 'entrypoint.sh')}" & echo "sh=$!"; wait`],
      {
        encoding: 'utf8',
      },
    );
    const shPid = /sh=(\d+)/.exec(out)?.[1];
    expect(out).toContain(`auth pid=${shPid}`);
  });
});
