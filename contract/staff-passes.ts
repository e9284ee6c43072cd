import { Type, type Static } from '@sinclair/typebox';
import { DateTime, OptStr } from './nullable';
import type { Language } from './constants';
import type { BadgeKind } from './visitor';
import { STAFF_PASS_AREA_STEP, STAFF_PASS_LIMITS } from './staff-pass-rules';

export * from './staff-pass-rules';

// Staff passes (issue 34, item 2; docs/visitors.md, "Staff passes"): an exhibitor's staff get
// badges of kind 'staff' under a quota, valid on build-up, show and tear-down days; a request over
// the quota goes to the organiser.

/** Who holds a pass: a name, and the mobile or the e-mail its link is sent to (one of them). */
export const StaffPassHolder = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type StaffPassHolder = Static<typeof StaffPassHolder>;

/** A pass as its team sees it: the holder, where its link went, the badge number, the days it let them in. */
export const StaffPass = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: OptStr,
  email: OptStr,
  number: Type.String(),
  revoked: Type.Boolean(),
  /** the holder's data was deleted (from the badge page, or by retention): refused at the gate like a revoked pass, not by the organiser */
  erased: Type.Boolean(),
  handedOverAt: OptStr,
  createdAt: Type.String(),
  admittedDays: Type.Array(Type.String()),
});
export type StaffPass = Static<typeof StaffPass>;

export const STAFF_PASS_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;

export const StaffPassRequest = Type.Object({
  id: Type.Integer(),
  exhibitorId: Type.Integer(),
  exhibitorName: Type.String(),
  passes: Type.Integer(),
  note: Type.String(),
  status: Type.Union(STAFF_PASS_REQUEST_STATUSES.map((s) => Type.Literal(s))),
  reason: OptStr,
  createdAt: DateTime,
  decidedAt: OptStr,
  /** the exhibitor's quota and passes now (the organiser's queue) */
  quota: Type.Integer(),
  used: Type.Integer(),
});
export type StaffPassRequest = Static<typeof StaffPassRequest>;

/** The team's page: its quota, the passes it holds, its requests, and the days passes admit. */
export const StaffPassesView = Type.Object({
  quota: Type.Integer(),
  used: Type.Integer(),
  passes: Type.Array(StaffPass),
  requests: Type.Array(StaffPassRequest),
  firstDay: Type.String(),
  lastDay: Type.String(),
});
export type StaffPassesView = Static<typeof StaffPassesView>;

export const StaffPassRequestCreate = Type.Object({
  passes: Type.Integer({ minimum: 1, maximum: STAFF_PASS_LIMITS.requestPasses }),
  note: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type StaffPassRequestCreate = Static<typeof StaffPassRequestCreate>;

export const StaffPassDecision = Type.Object({
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type StaffPassDecision = Static<typeof StaffPassDecision>;

export const StaffPassRequestQuery = Type.Object({
  status: Type.Optional(Type.Union(STAFF_PASS_REQUEST_STATUSES.map((s) => Type.Literal(s)))),
});

/** The show's days as the gates read them (YYYY-MM-DD, China time); build-up and tear-down may be unset. */
export interface BadgeShowDays {
  start: string;
  end: string;
  buildUpStart: string | null;
  tearDownEnd: string | null;
}

/** The first and last day a badge of this kind admits: staff from build-up to tear-down, others on show days. */
export function badgeDayRange(kind: BadgeKind, show: BadgeShowDays): { first: string; last: string } {
  if (kind !== 'staff') return { first: show.start, last: show.end };
  return { first: show.buildUpStart ?? show.start, last: show.tearDownEnd ?? show.end };
}

/** Why a badge of this kind is refused on `day`: before its first day or after its last; null on a day it admits. */
export function badgeDayRefusal(kind: BadgeKind, day: string, show: BadgeShowDays): { key: 'badgeValidFrom' | 'badgeValidUntil'; date: string } | null {
  const { first, last } = badgeDayRange(kind, show);
  if (day < first) return { key: 'badgeValidFrom', date: first };
  if (day > last) return { key: 'badgeValidUntil', date: last };
  return null;
}

/** A show day as a refusal says it: "12 May" / "5月12日". */
export function shortShowDate(lang: Language, day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  if (lang === 'zh') return `${month}月${date}日`;
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${date} ${months[month - 1] ?? ''}`;
}

/** A staff pass's quota when the exhibitor has none of its own: per 9 m² of its booths when the show sets that number, else the flat default. */
export function defaultStaffQuota(boothArea: number, show: { perNineSqm: number | null; flat: number }): number {
  if (show.perNineSqm === null || boothArea <= 0) return show.flat;
  return Math.max(1, Math.floor(boothArea / STAFF_PASS_AREA_STEP)) * show.perNineSqm;
}
