/**
 * What one process of a service runs. `api`: its RPC handlers (and its event consumers and outbox
 * relay), no queue processors. `worker`: its queue processors (and its event consumers and outbox
 * relay, so what a job writes is published at once), no RPC handlers. `all`: both, one process
 * (development, tests, `npm start`). Production runs one Deployment of each.
 */
export type ServiceRole = 'api' | 'worker' | 'all';

const ROLES: readonly ServiceRole[] = ['api', 'worker', 'all'];

/** `--role=worker` (or `--role worker`) on the command line, else ROLE, else `all`. */
export function serviceRole(argv: readonly string[], env: NodeJS.ProcessEnv): ServiceRole {
  let role: string | undefined;
  argv.forEach((arg, at) => {
    if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg === '--role') role = argv[at + 1];
  });
  role ??= env.ROLE || 'all';
  if (!ROLES.includes(role as ServiceRole)) {
    throw new Error(`The role must be one of ${ROLES.join(', ')} (--role=… or ROLE), not "${role}"`);
  }
  return role as ServiceRole;
}
