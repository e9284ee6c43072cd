import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** Once a second while a step runs: PostgreSQL connections of the run's database, and CPU of each part. */
export interface Sampled {
  /** pg_stat_activity of the database: connections in use (active or in a transaction), and all of them; mean and max. */
  connections: { busyMean: number; busyMax: number; totalMax: number };
  /** part → mean CPU in % of one core over the step */
  cpu: Record<string, number>;
}

export interface Sampler {
  stop(): Promise<Sampled>;
}

/**
 * `parts`: name → the process group id to sum (an API process and what it runs, nginx's master and
 * workers…), or 'postgres' for the PostgreSQL backends serving `database` (read from
 * pg_stat_activity), or 'self' for this process (the load generator lives in its own process group).
 */
export function startSampling(db: pg.Client, database: string, parts: Record<string, () => number[]>): Sampler {
  const busy: number[] = [];
  const totals: number[] = [];
  const ticks = new Map<string, number>();
  let backendPids: number[] = [];
  const started = Date.now();
  let running = true;
  const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processTicks(pid), 0);
  // A process that ends (killed, restarted) takes its ticks with it: the sum is over the live ones,
  // so a part's figure is each second's increase where it increased.
  const last = new Map<string, number>();
  const sample = async () => {
    const { rows } = await db.query<{ pid: number; state: string | null }>(`SELECT pid, state FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
    busy.push(rows.filter((r) => r.state === 'active' || r.state?.startsWith('idle in transaction')).length);
    totals.push(rows.length);
    backendPids = rows.map((r) => r.pid);
    for (const [name, pidsOf] of Object.entries({ ...parts, postgres: () => backendPids })) {
      const now = cpuOf(pidsOf());
      const before = last.get(name);
      if (before !== undefined && now > before) ticks.set(name, (ticks.get(name) ?? 0) + now - before);
      last.set(name, now);
    }
  };
  const loop = (async () => {
    while (running) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const seconds = (Date.now() - started) / 1000;
      const hz = 100;
      const cpu = Object.fromEntries([...last.keys()].map((name) => [name, Math.round((100 * (ticks.get(name) ?? 0)) / hz / seconds)]));
      const mean = busy.reduce((s, n) => s + n, 0) / Math.max(1, busy.length);
      return { connections: { busyMean: Math.round(mean * 10) / 10, busyMax: Math.max(0, ...busy), totalMax: Math.max(0, ...totals) }, cpu };
    },
  };
}

/** utime + stime of a process, in clock ticks (0 once it has gone). */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The processes of a process group (a part started with its own group). */
export function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A process and its descendants. */
export function treePids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}
