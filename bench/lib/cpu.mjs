// CPU time per process, to tell what one request costs on each side of a hop. Throughput on a
// shared 2-core machine moves with whatever else runs; CPU time per request moves far less.
// Linux only (/proc); elsewhere the figures are simply left out.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; `getconf CLK_TCK` is 100 on every Linux we run on

/** User + system CPU seconds a process (all its threads) has used, or undefined. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The pid of the local nats-server when exactly one runs here (else undefined: we cannot tell which). */
export function findNatsServerPid() {
  try {
    const pids = readdirSync('/proc').filter(
      (entry) => /^\d+$/.test(entry) && readComm(entry) === 'nats-server',
    );
    return pids.length === 1 ? Number(pids[0]) : undefined;
  } catch {
    return undefined;
  }
}

function readComm(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Starts counting CPU for the named processes ({ name: pid }) and for this process (the load
 * generator); `stop(requests)` returns CPU seconds used and microseconds per request for each.
 */
export function startCpuMeter(pids) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const selfBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  return {
    stop(requests) {
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const result = {};
      for (const [name, pid] of Object.entries(pids)) {
        const after = cpuSeconds(pid);
        if (before[name] === undefined || after === undefined) continue;
        result[name] = figures(after - before[name], requests, wallSeconds);
      }
      const self = process.cpuUsage(selfBefore);
      result.loadgen = figures((self.user + self.system) / 1e6, requests, wallSeconds);
      return result;
    },
  };
}

function figures(seconds, requests, wallSeconds) {
  return {
    cpuSeconds: Math.round(seconds * 100) / 100,
    /** Share of one core over the run. */
    cores: Math.round((seconds / wallSeconds) * 100) / 100,
    usPerRequest: requests ? Math.round((seconds / requests) * 1e7) / 10 : undefined,
  };
}
