/**
 * The opening morning of the show (issue 33, item 2), defined once for `npm run bench:show` and the
 * deploy suite's show-mix test (e2e/deploy/under-load/show-mix.ts). docs/performance.md,
 * "Show-morning load", explains the figures.
 *
 * The base rate (1×): Bakery China expects 400,000 visitors over four days, about 100,000 a day,
 * most arriving in the first two hours: 100,000 / 7,200 s ≈ 14 arrivals a second, each with one
 * gate scan. Around the arrivals, per arrival: a share of visitors open their badge page in the
 * queue, sign in with a code, register on site with a code (walk-ins), look up an exhibitor's
 * meeting slots and ask for a meeting. 2,000 exhibitor teams scan leads at their stands: a team's
 * scan every 4 minutes is about 8 a second. Editors approve one exhibitor change a minute, whatever
 * the multiplier; each is built and published by the worker during the run.
 */
export const ARRIVALS_PER_SECOND = 14;

export const SHOW_REQUESTS = ['gateScan', 'badgePage', 'codeSignIn', 'registration', 'slotLookup', 'meetingRequest', 'leadScan'] as const;
export type ShowRequest = (typeof SHOW_REQUESTS)[number];

/** Requests of each kind per arrival (leadScan: per second at 1×, the teams' own pace, not per arrival). */
export const PER_ARRIVAL: Record<Exclude<ShowRequest, 'leadScan'>, number> = {
  gateScan: 1,
  badgePage: 0.3,
  codeSignIn: 0.05,
  registration: 0.1,
  slotLookup: 0.2,
  meetingRequest: 0.02,
};
export const LEAD_TEAMS = 2000;
export const LEAD_SCANS_PER_SECOND = 8;
export const APPROVALS_PER_MINUTE = 1;

/** Requests a second of each kind at `multiplier` × the base rate. */
export function showRates(multiplier: number): Record<ShowRequest, number> {
  const rates = {} as Record<ShowRequest, number>;
  for (const kind of SHOW_REQUESTS) rates[kind] = multiplier * (kind === 'leadScan' ? LEAD_SCANS_PER_SECOND : ARRIVALS_PER_SECOND * PER_ARRIVAL[kind]);
  return rates;
}

/** The path each kind is reported under (one name per endpoint, whatever its ids). */
export const SHOW_ENDPOINTS: Record<ShowRequest, string> = {
  gateScan: 'POST /api/gate/scan',
  badgePage: 'GET /api/visit/badge',
  codeSignIn: 'POST /api/auth/smsLogin',
  registration: 'POST /api/visit/register',
  slotLookup: 'GET /api/meetings/exhibitors/:id/slots',
  meetingRequest: 'POST /api/member/meetings',
  leadScan: 'POST /api/member/leads/scan',
};

/** The show's set-up, sized for a run: how many of each the requests may use once each. */
export interface CastSize {
  visitors: number;
  gateAccounts: number;
  devicesPerGate: number;
  teams: number;
  signIns: number;
  registrations: number;
  meetingMembers: number;
  approvalTeams: number;
}

/**
 * A cast big enough for `seconds` of load at `multiplier` (with room to spare), with at least
 * `visitors` registrations. Gate devices: at most one scan every 3 s each at the rate given, so the
 * per-device limit (SCAN_LIMITS, 60 a minute) is far; each account serves `devicesPerGate` lanes and
 * gets its own hourly limit for them, as an organiser sets it.
 */
export function castFor(plan: { multiplier: number; seconds: number }[], visitors: number): CastSize {
  const total = (kind: ShowRequest) => Math.ceil(plan.reduce((sum, step) => sum + showRates(step.multiplier)[kind] * step.seconds, 0) * 1.3) + 10;
  const peakGate = Math.max(...plan.map((step) => showRates(step.multiplier).gateScan));
  const devicesPerGate = 6;
  const gateAccounts = Math.max(2, Math.ceil((peakGate * 3) / devicesPerGate));
  const minutes = plan.reduce((sum, step) => sum + step.seconds, 0) / 60;
  return {
    visitors: Math.max(visitors, total('gateScan') + total('leadScan')),
    gateAccounts,
    devicesPerGate,
    teams: Math.min(LEAD_TEAMS, Math.max(10, total('leadScan'))),
    signIns: total('codeSignIn'),
    registrations: total('registration'),
    meetingMembers: total('meetingRequest'),
    approvalTeams: Math.ceil(minutes * APPROVALS_PER_MINUTE) + 2,
  };
}
