import { Type, type Static } from '@sinclair/typebox';
import { VISIT_MINUTES } from './calendar';
import { PlanMeeting } from './meeting';
import { OptStr, RecordId } from './nullable';

// The member's visit plan (docs/api.md, "Visit plan"): shapes of its calls, and the rules the
// server applies to it (conflicts, walking order). The time rule is in calendar.ts.

export { PLAN_PATHS } from './plan-paths';

/** The site's page that shows a shared plan: the token travels in the fragment, never to a server log. */
export const SHARED_PLAN_ROUTE = '/shared-plan/';

const Int = Type.Integer();
const Str = Type.String();
/** What a stand visit is planned for: an exhibitor, or one of its products. */
const StandTarget = Type.Union([Type.Literal('exhibitor'), Type.Literal('product')]);

export const PlanShow = Type.Object({
  name: Str,
  venue: Str,
  /** YYYY-MM-DD, China time */
  startDate: Str,
  endDate: Str,
  /** HH:mm, China time */
  opensAt: Str,
  closesAt: Str,
  days: Type.Array(Type.Object({ date: Str, opens: Str, closes: Str })),
  visitMinutes: Int,
});
export type PlanShow = Static<typeof PlanShow>;

export const PlanActivity = Type.Object({
  id: Int,
  kind: Type.Union([Type.Literal('show'), Type.Literal('exhibitor')]),
  title: Str,
  address: OptStr,
  startTime: Str,
  endTime: Str,
  /** keys (`activity:7`, `exhibitor:3`, `product:12`) of the plan's entries whose time overlaps this one */
  conflictsWith: Type.Array(Str),
});
export type PlanActivity = Static<typeof PlanActivity>;

export const PlanVisit = Type.Object({
  targetType: StandTarget,
  targetId: Int,
  title: Str,
  /** the planned visit (ISO 8601), null when none is chosen */
  visitAt: OptStr,
  conflictsWith: Type.Array(Str),
});
export type PlanVisit = Static<typeof PlanVisit>;

/** One stop of the walk: a booth (or, last, the entries whose exhibitor has no booth). */
export const PlanStop = Type.Object({
  hallCode: OptStr,
  hallName: OptStr,
  boothCode: OptStr,
  exhibitorId: Int,
  exhibitorName: Str,
  visits: Type.Array(PlanVisit),
});
export type PlanStop = Static<typeof PlanStop>;

export const VisitPlan = Type.Object({
  show: PlanShow,
  activities: Type.Array(PlanActivity),
  /** in walking order: by hall, then booth */
  stops: Type.Array(PlanStop),
  /** the accepted meetings, as the visitor or as a member of the exhibitor's team (none in a shared plan) */
  meetings: Type.Array(PlanMeeting),
  /** the booth codes of the stops, in walking order (for the floor plan's ?booth=) */
  booths: Type.Array(Str),
});
export type VisitPlan = Static<typeof VisitPlan>;

export const PlanLink = Type.Object({
  on: Type.Boolean(),
  /** the secret of the link while it is on */
  token: OptStr,
});
export type PlanLink = Static<typeof PlanLink>;

export const MemberPlan = Type.Composite([VisitPlan, Type.Object({ share: PlanLink, feed: PlanLink })]);
export type MemberPlan = Static<typeof MemberPlan>;

export const PlanVisitBody = Type.Object({
  targetType: StandTarget,
  targetId: RecordId,
  /** ISO 8601 with its offset (2027-05-20T10:00:00+08:00), or null to clear (null first: the API coerces types, and would turn null into '' for a string) */
  visitAt: Type.Union([Type.Null(), Type.String({ maxLength: 40 })]),
});
export type PlanVisitBody = Static<typeof PlanVisitBody>;

export const PlanLinkBody = Type.Object({ on: Type.Boolean() });

/** The key of a plan entry, as conflictsWith lists it. */
export function planKey(targetType: 'activity' | 'exhibitor' | 'product' | 'meeting', id: number): string {
  return `${targetType}:${id}`;
}

export interface TimedEntry {
  key: string;
  /** ISO 8601 instants */
  start: string;
  end: string;
}

/** For each entry, the keys of the others whose time overlaps it (touching ends do not). */
export function findConflicts(entries: TimedEntry[]): Map<string, string[]> {
  const spans = entries.map((entry) => ({ key: entry.key, start: Date.parse(entry.start), end: Date.parse(entry.end) }));
  const conflicts = new Map<string, string[]>(spans.map((span) => [span.key, []]));
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (a.start < b.end && b.start < a.end) {
        conflicts.get(a.key)!.push(b.key);
        conflicts.get(b.key)!.push(a.key);
      }
    }
  }
  return conflicts;
}

/** The end of a stand visit that starts at `visitAt`. */
export function visitEnd(visitAt: string): string {
  return new Date(Date.parse(visitAt) + VISIT_MINUTES * 60_000).toISOString();
}

export interface WalkPlace {
  /** the hall's place in the plan's order; null: no booth */
  hallSort: number | null;
  hallCode: string | null;
  boothCode: string | null;
}

/** Walking order: hall by hall (in the floor plan's order), booths by code (A2 before A10), no booth last. */
export function compareWalk(a: WalkPlace, b: WalkPlace): number {
  if (a.hallSort === null || b.hallSort === null) return (a.hallSort === null ? 1 : 0) - (b.hallSort === null ? 1 : 0);
  return a.hallSort - b.hallSort
    || (a.hallCode ?? '').localeCompare(b.hallCode ?? '')
    || (a.boothCode ?? '').localeCompare(b.boothCode ?? '', 'en', { numeric: true });
}
