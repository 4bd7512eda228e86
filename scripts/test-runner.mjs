// Runs one command of `npm test` under a time limit. The command gets a process group of its own,
// so a runner past its limit is stopped together with every worker and server it started.
import { spawn } from 'node:child_process';

const GRACE_MS = 20_000; // after SIGTERM, before SIGKILL: Playwright stops its web server in this time
let current; // the process group running now, stopped with us on Ctrl-C

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) signalGroup(current, signal);
    process.exit(130);
  });
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

async function stopGroup(pgid) {
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && signalGroup(pgid, 0)) await new Promise((r) => setTimeout(r, 250));
  signalGroup(pgid, 'SIGKILL');
}

/** Resolves `{ ok, seconds, note }`; a command killed at its limit is not ok and says so in `note`. */
export function runLimited(command, args, { cwd, env, limitMinutes }) {
  console.log(`\n$ ${command} ${args.join(' ')}   (limit ${limitMinutes} min)`);
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit', detached: true });
    current = child.pid;
    let stopping;
    const timer = setTimeout(() => (stopping = stopGroup(child.pid)), limitMinutes * 60_000);
    const finish = async (ok, note) => {
      clearTimeout(timer);
      if (stopping) await stopping;
      current = undefined;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolveRun(
        stopping
          ? { ok: false, seconds, note: `killed at its ${limitMinutes}-minute limit` }
          : { ok, seconds, note },
      );
    };
    child.once('error', (error) => finish(false, `could not start: ${error.message}`));
    child.once('exit', (code) => finish(code === 0));
  });
}
