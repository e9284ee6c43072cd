import http from 'node:http';
import { send } from '../../../scripts/http-send';
import type { LoadMember } from './members';

/** One collection or like set by one member: each write of the load is a different one. */
export interface MarkWrite {
  memberId: number;
  mark: 'collect' | 'like';
  targetType: 'exhibitor' | 'product';
  targetId: number;
}

/**
 * Hands out writes that were never asked for before (every member × both marks × every exhibitor
 * and product), so that each acknowledged one must be a row of its own in the database.
 */
export class MarkWrites {
  private next = 0;

  constructor(
    readonly members: readonly LoadMember[],
    private readonly targets: readonly { targetType: MarkWrite['targetType']; targetId: number }[],
  ) {}

  take(): { write: MarkWrite; token: string } {
    const index = this.next;
    this.next += 1;
    const member = this.members[index % this.members.length]!;
    const rest = Math.floor(index / this.members.length);
    const target = this.targets[Math.floor(rest / 2)];
    if (!target) throw new Error(`The load used up its ${this.members.length * 2 * this.targets.length} different writes: take more members`);
    return { write: { memberId: member.id, mark: rest % 2 === 0 ? 'collect' : 'like', ...target }, token: member.token };
  }
}

export interface LoadResult {
  /** Requests sent, and answers read. */
  sent: number;
  answered: number;
  /** Writes answered 200 with the mark set: the client was told they are done. */
  acknowledged: (MarkWrite & { at: number })[];
  /** Everything but a 2xx answer with code 200, by kind ("HTTP 502 POST /api/member/mark", "socket ECONNRESET POST /api/member/mark"). */
  failures: Map<string, number>;
}

export interface RunningLoad {
  /** Ends the load (each client finishes its request) and reports. */
  stop(): Promise<LoadResult>;
  /** Answers read so far. */
  answered(): number;
}

/**
 * `connections` clients through nginx, each on a kept-alive connection of its own, sending one
 * request after the other until stop(): a new write (POST /api/member/mark, a member setting a
 * mark on) and, with `reads`, two reads of what it wrote (the item's marks, the member's
 * collections). Each answer is checked against the request it answers.
 *
 * Not autocannon (scripts/load.ts, for the benchmarks): after a server closes a kept-alive
 * connection (nginx does after keepalive_requests, 1000), autocannon matches the next answers
 * to the wrong requests, and a request written on the closing connection is lost without an error.
 */
export function startMarkLoad(options: { nginxUrl: string; writes: MarkWrites; connections: number; reads: boolean }): RunningLoad {
  const { writes } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let sent = 0;
  let answered = 0;
  let running = true;
  const acknowledged: LoadResult['acknowledged'] = [];
  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);

  /** One request; its answer's data when it is a 2xx with code 200, else undefined (the failure counted). */
  const request = async (method: 'GET' | 'POST', path: string, token: string, body?: object): Promise<unknown> => {
    const what = `${method} ${path.replace(/[?/]\w+=.*$|\/(exhibitor|product)$/, '')}`;
    sent += 1;
    try {
      const { status, text } = await send(`${options.nginxUrl}${path}`, { method, agent, headers: { authorization: `Bearer ${token}` }, body });
      answered += 1;
      let envelope: { code?: number; data?: unknown } | undefined;
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        // counted below
      }
      if (status < 200 || status > 299) fail(`HTTP ${status} ${what}`);
      else if (envelope?.code !== 200) fail(`code ${envelope?.code ?? 'none'} ${what}`);
      else return envelope.data;
    } catch (error) {
      fail(`socket ${(error as NodeJS.ErrnoException).code ?? String(error)} ${what}`);
    }
    return undefined;
  };

  const client = async () => {
    while (running) {
      const { write, token } = writes.take();
      const state = (await request('POST', '/api/member/mark', token, { targetType: write.targetType, targetId: write.targetId, mark: write.mark, on: true })) as { collected?: boolean; liked?: boolean } | undefined;
      if (state) {
        if ((write.mark === 'collect' ? state.collected : state.liked) === true) acknowledged.push({ ...write, at: Date.now() });
        else fail('a write answered 200 without its mark set');
      }
      if (!options.reads) continue;
      await request('GET', `/api/common/marks?targetType=${write.targetType}&targetId=${write.targetId}`, token);
      await request('GET', `/api/member/collect/${write.targetType}`, token);
    }
  };
  const clients = Array.from({ length: options.connections }, client);
  return {
    answered: () => answered,
    async stop() {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return { sent, answered, acknowledged, failures };
    },
  };
}
