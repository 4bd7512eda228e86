import 'reflect-metadata';
import { loadConfig } from '@maeum/config';
import { RpcPattern } from '@maeum/contracts';
import { MessagingNames, RpcClient, RpcError } from '@maeum/messaging';
import { connect } from 'nats';
import { AdminCliConfig } from './admin.config';

const USAGE =
  'Usage: admin:grant <email> [reason...] | admin:revoke <email> [reason...]   (npm run admin:grant -- someone@example.com on-call lead)';

/**
 * The operator's command line: makes the first admin (or any), or takes the role away. It asks the
 * running admin service (over NATS, as the services do), which records it in the audit log as done
 * by the operator. `npm run admin:grant -- <email>`; in the image:
 * `node dist/node/apps/admin/src/cli.js admin:grant <email>`.
 */
export async function runAdminCli(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  const grant = command === 'admin:grant' || command === 'grant';
  const revoke = command === 'admin:revoke' || command === 'revoke';
  if ((!grant && !revoke) || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(AdminCliConfig);
  const connection = await connect({ servers: config.NATS_URL.split(','), name: 'admin-cli', timeout: 5000 });
  try {
    const rpc = new RpcClient(connection, new MessagingNames(config.MESSAGING_NAMESPACE), 15_000);
    const row = await rpc.request(grant ? RpcPattern.adminOperatorGrant : RpcPattern.adminOperatorRevoke, {
      email,
      ...(rest.length ? { reason: rest.join(' ') } : {}),
    });
    const changed = row.details.changed === true;
    console.log(
      grant
        ? changed
          ? `${email} is now an admin (audit ${row.id}).`
          : `${email} was already an admin (recorded: audit ${row.id}).`
        : changed
          ? `${email} is no longer an admin (audit ${row.id}).`
          : `${email} was not an admin (recorded: audit ${row.id}).`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof RpcError ? error.message : String(error));
    return 1;
  } finally {
    await connection.drain().catch(() => undefined);
  }
}

if (require.main === module)
  void runAdminCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
