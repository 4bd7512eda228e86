// Waits until every host:port on the command line accepts TCP connections, then exits 0; exits 1
// after WAIT_FOR_TIMEOUT_S seconds (default 300). Used by the k8s dev overlay as an initContainer so
// the apps start once Postgres, Redis and NATS are up instead of crash-looping into a long back-off.
//   node deploy/wait-for.mjs postgres:5432 redis:6379 nats:4222
import net from 'node:net';

const targets = process.argv.slice(2);
const deadline = Date.now() + Number(process.env.WAIT_FOR_TIMEOUT_S || 300) * 1000;

function reachable(target) {
  const i = target.lastIndexOf(':');
  const host = target.slice(0, i);
  const port = Number(target.slice(i + 1));
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

for (const target of targets) {
  let attempts = 0;
  while (!(await reachable(target))) {
    if (Date.now() > deadline) {
      console.error(`wait-for: ${target} still unreachable, giving up`);
      process.exit(1);
    }
    if (++attempts % 10 === 1) console.log(`wait-for: waiting for ${target}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`wait-for: ${target} is up`);
}
