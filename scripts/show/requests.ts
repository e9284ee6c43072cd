import { randomUUID } from 'node:crypto';
import type { Cast } from './cast';
import type { ShowRequest } from './mix';

/** A write the API acknowledged (answered 200): afterwards it must be in the database (writes-found.ts). */
export type Acknowledged =
  | { kind: 'gateScan'; scanId: string }
  | { kind: 'leadScan'; scanId: string; leadId: number }
  | { kind: 'registration'; mobile: string; number: string }
  | { kind: 'codeSignIn'; token: string }
  | { kind: 'meetingRequest'; id: number };

export interface ShowCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: object;
  /** Reads a 200 answer's data: the acknowledged write (if it is one), or a problem in words. */
  check(data: unknown): Acknowledged | null | { problem: string };
}

/**
 * Which member, badge, device and slot each next request of a kind uses: each once, in turn, so a
 * write acknowledged twice would show, and a device's pace stays what the mix says. One cursor for
 * a whole run (its steps continue where the last one stopped).
 */
export class ShowCursor {
  private readonly next: Record<ShowRequest, number> = { gateScan: 0, badgePage: 0, codeSignIn: 0, registration: 0, slotLookup: 0, meetingRequest: 0, leadScan: 0 };

  /** `from`: where an earlier step (another process) stopped, kind by kind. */
  constructor(readonly cast: Cast, from: Partial<Record<ShowRequest, number>> = {}) {
    Object.assign(this.next, from);
  }

  /** Where the next requests start, kind by kind. */
  position(): Record<ShowRequest, number> {
    return { ...this.next };
  }

  /** The next request of `kind`, or null when the cast has none left for it. */
  call(kind: ShowRequest): ShowCall | null {
    const n = this.next[kind];
    this.next[kind] += 1;
    const { cast } = this;
    const json = { 'content-type': 'application/json' };
    switch (kind) {
      case 'gateScan': {
        const badge = cast.badges[n];
        if (!badge) return null;
        const gate = cast.gates[n % cast.gates.length]!;
        const scanId = randomUUID();
        return {
          method: 'POST', path: '/api/gate/scan', headers: { ...json, authorization: `Bearer ${gate.token}` },
          body: { scanId, code: badge, deviceId: gate.devices[Math.floor(n / cast.gates.length) % gate.devices.length]!, gate: 'North Hall' },
          check: (data) => ((data as { result?: string }).result === 'admitted' ? { kind, scanId } : { problem: `gate scan answered ${(data as { result?: string }).result}` }),
        };
      }
      case 'leadScan': {
        const team = cast.teams[n % cast.teams.length]!;
        // From the end of the badges: visitors already inside, whom the gates scan first.
        const badge = cast.badges[cast.badges.length - 1 - (n % cast.badges.length)]!;
        const scanId = randomUUID();
        return {
          method: 'POST', path: '/api/member/leads/scan', headers: { ...json, authorization: `Bearer ${team.token}` },
          body: { scanId, code: badge, deviceId: team.device },
          check: (data) => (typeof (data as { id?: number }).id === 'number' ? { kind, scanId, leadId: (data as { id: number }).id } : { problem: 'lead scan without a lead' }),
        };
      }
      case 'badgePage': {
        const badge = cast.badges[n % cast.badges.length]!;
        return {
          method: 'GET', path: '/api/visit/badge', headers: { 'x-badge-token': badge },
          check: (data) => ((data as { token?: string }).token === badge ? null : { problem: 'another badge answered' }),
        };
      }
      case 'codeSignIn': {
        const who = cast.signIns[n];
        if (!who) return null;
        return {
          method: 'POST', path: '/api/auth/smsLogin', headers: json, body: { mobile: who.mobile, code: who.code },
          check: (data) => (typeof data === 'string' && data ? { kind, token: data } : { problem: 'no session token' }),
        };
      }
      case 'registration': {
        const who = cast.registrations[n];
        if (!who) return null;
        return {
          method: 'POST', path: '/api/visit/register', headers: { ...json, lang: n % 3 ? 'zh_CN' : 'en_US' },
          body: { name: `On-site ${n}`, company: 'Walk-in Bakery', jobTitle: 'Owner', country: '中国', province: '上海', mobile: who.mobile, code: who.code, businessType: cast.businessType, interests: [], days: [], purpose: '', shareContact: n % 2 === 0 },
          check: (data) => {
            const badge = data as { number?: string; existing?: boolean };
            return badge.number && badge.existing === false ? { kind, mobile: who.mobile, number: badge.number } : { problem: 'registration without a new badge' };
          },
        };
      }
      case 'slotLookup': {
        const exhibitorId = cast.teams[n % cast.teams.length]!.exhibitorId;
        return {
          method: 'GET', path: `/api/meetings/exhibitors/${exhibitorId}/slots`, headers: {},
          check: (data) => ((data as { exhibitorId?: number }).exhibitorId === exhibitorId ? null : { problem: 'slots of another exhibitor' }),
        };
      }
      case 'meetingRequest': {
        const ask = cast.meetings[n];
        if (!ask) return null;
        return {
          method: 'POST', path: '/api/member/meetings', headers: { ...json, authorization: `Bearer ${ask.token}` },
          body: { exhibitorId: ask.exhibitorId, startsAt: ask.startsAt, topic: 'products', message: 'Can we meet at your stand?' },
          check: (data) => ((data as { status?: string }).status === 'requested' ? { kind, id: (data as { id: number }).id } : { problem: `meeting ${(data as { status?: string }).status}` }),
        };
      }
    }
  }
}
