import http from 'node:http';
import { send } from '../http-send';
import { SHOW_ENDPOINTS, SHOW_REQUESTS, type ShowRequest } from './mix';
import type { Acknowledged, ShowCursor } from './requests';

/** What one kind of request did in a step. */
export interface EndpointFigures {
  endpoint: string;
  requests: number;
  errors: number;
  /** ms */
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StepResult {
  seconds: number;
  figures: Record<ShowRequest, EndpointFigures>;
  /** Kind of failure → count ("HTTP 502 POST /api/gate/scan", "code 429 …", "socket ECONNRESET …", "check …"). */
  failures: Map<string, number>;
  acknowledged: Acknowledged[];
  /** Requests the cast had nothing left for (the run was sized too small): none in a good run. */
  unsent: number;
}

/**
 * Our own small open-model load client (not autocannon: e2e/deploy/under-load/mark-load.ts says
 * why): each kind of request is sent at its rate, on a schedule, whether or not earlier answers
 * came (arrivals do not wait for the server), through kept-alive connections; every answer is
 * checked against the request it answers. Latency is measured from the moment the request was due.
 */
export async function driveShow(options: { url: string; cursor: ShowCursor; rates: Record<ShowRequest, number>; seconds: number; maxSockets?: number; onSecond?: (second: number) => void }): Promise<StepResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const latencies = Object.fromEntries(SHOW_REQUESTS.map((k) => [k, [] as number[]])) as Record<ShowRequest, number[]>;
  const errors = Object.fromEntries(SHOW_REQUESTS.map((k) => [k, 0])) as Record<ShowRequest, number>;
  const failures = new Map<string, number>();
  const acknowledged: Acknowledged[] = [];
  const inFlight = new Set<Promise<void>>();
  const sent = Object.fromEntries(SHOW_REQUESTS.map((k) => [k, 0])) as Record<ShowRequest, number>;
  let unsent = 0;
  const fail = (kind: ShowRequest, what: string) => {
    errors[kind] += 1;
    const key = `${what} ${SHOW_ENDPOINTS[kind]}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };

  const fire = (kind: ShowRequest, due: number) => {
    const call = options.cursor.call(kind);
    if (!call) {
      unsent += 1;
      return;
    }
    const done = send(`${options.url}${call.path}`, { method: call.method, agent, headers: call.headers, body: call.body }).then(({ status, text }) => {
      latencies[kind].push(performance.now() - due);
      let envelope: { code?: number; msg?: string; data?: unknown } | undefined;
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        // counted below
      }
      if (status < 200 || status > 299) return fail(kind, `HTTP ${status}${envelope?.msg ? ` (${envelope.msg})` : ''}`);
      if (envelope?.code !== 200) return fail(kind, `code ${envelope?.code ?? 'none'} (${envelope?.msg ?? text.slice(0, 80)})`);
      const checked = call.check(envelope.data);
      if (checked && 'problem' in checked) return fail(kind, `check: ${checked.problem}`);
      if (checked) acknowledged.push(checked);
    }, (error: unknown) => {
      latencies[kind].push(performance.now() - due);
      fail(kind, `socket ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    });
    const tracked = done.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const start = performance.now();
  const end = start + options.seconds * 1000;
  let second = 0;
  for (;;) {
    const now = performance.now();
    const until = Math.min(now, end);
    for (const kind of SHOW_REQUESTS) {
      const interval = 1000 / options.rates[kind];
      if (!Number.isFinite(interval)) continue;
      // Every request due by now (evenly spaced, the first one at the start).
      while (start + sent[kind] * interval <= until) {
        const due = start + sent[kind] * interval;
        sent[kind] += 1;
        fire(kind, due);
      }
    }
    if (Math.floor((now - start) / 1000) > second) {
      second = Math.floor((now - start) / 1000);
      options.onSecond?.(second);
    }
    if (now >= end) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all([...inFlight]);
  agent.destroy();
  const figures = Object.fromEntries(SHOW_REQUESTS.map((kind) => [kind, figuresOf(kind, latencies[kind], errors[kind])])) as Record<ShowRequest, EndpointFigures>;
  return { seconds: options.seconds, figures, failures, acknowledged, unsent };
}

function figuresOf(kind: ShowRequest, latencies: number[], errors: number): EndpointFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!) : 0);
  return { endpoint: SHOW_ENDPOINTS[kind], requests: sorted.length, errors, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** Sums of a step's figures (requests and errors of all kinds). */
export function totals(result: StepResult): { requests: number; errors: number } {
  const all = Object.values(result.figures);
  return { requests: all.reduce((s, f) => s + f.requests, 0), errors: all.reduce((s, f) => s + f.errors, 0) };
}
