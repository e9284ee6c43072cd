import type { Language } from '@expo/contract';
import {
  SHOW_CLOSES_AT,
  SHOW_OPENS_AT,
  VISIT_MINUTES,
  compareWalk,
  findConflicts,
  planKey,
  showDays,
  visitEnd,
  type PlanActivity,
  type PlanMeeting,
  type PlanShow,
  type PlanStop,
  type PlanVisit,
  type TimedEntry,
  type VisitPlan,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { readExhibition } from '../../lib/exhibition';
import { col, iso } from '../content/query';

/**
 * A member's whole visit plan in one read: the show's days and hours, the collected activities
 * with their times, and the collected exhibitors and products as stops of a walk by hall and
 * booth, each with its planned visit; every entry names the entries its time overlaps.
 */
export async function readPlan(db: Db, memberId: number, lang: Language, meetings: PlanMeeting[] = []): Promise<VisitPlan> {
  const show = await readShow(db, lang);
  const marks = await db.selectFrom('member_mark').select(['target_type', 'target_id'])
    .where('member_id', '=', memberId).where('mark', '=', 'collect').orderBy('created_at').execute();
  const ids = (type: string) => marks.filter((m) => m.target_type === type).map((m) => m.target_id);
  const times = await db.selectFrom('visit_plan_time').select(['target_type', 'target_id', 'visit_at'])
    .where('member_id', '=', memberId).execute();
  const timeOf = new Map(times.map((row) => [planKey(row.target_type, row.target_id), iso(row.visit_at)]));

  const activities = await readActivities(db, lang, ids('activity'));
  const visits = await readVisits(db, lang, ids('exhibitor'), ids('product'), timeOf);

  const timed: TimedEntry[] = [
    ...activities.map((a) => ({ key: planKey('activity', a.id), start: a.startTime, end: a.endTime })),
    ...visits.filter((v) => v.visit.visitAt).map((v) => ({ key: planKey(v.visit.targetType, v.visit.targetId), start: v.visit.visitAt!, end: visitEnd(v.visit.visitAt!) })),
    ...meetings.map((m) => ({ key: planKey('meeting', m.id), start: m.startsAt, end: m.endsAt })),
  ];
  const conflicts = findConflicts(timed);
  for (const activity of activities) activity.conflictsWith = conflicts.get(planKey('activity', activity.id)) ?? [];
  for (const { visit } of visits) visit.conflictsWith = conflicts.get(planKey(visit.targetType, visit.targetId)) ?? [];
  for (const meeting of meetings) meeting.conflictsWith = conflicts.get(planKey('meeting', meeting.id)) ?? [];

  const stops = groupStops(visits);
  return { show, activities, stops, meetings, booths: [...new Set(stops.flatMap((stop) => (stop.boothCode ? [stop.boothCode] : [])))] };
}

/** The show's name, venue, days and daily hours (China time). */
export async function readShow(db: Db, lang: Language): Promise<PlanShow> {
  const show = await readExhibition(db);
  const startDate = String(show.start_date);
  const endDate = String(show.end_date);
  return {
    name: show[col('name', lang)],
    venue: show[col('venue', lang)],
    startDate,
    endDate,
    opensAt: SHOW_OPENS_AT,
    closesAt: SHOW_CLOSES_AT,
    days: showDays(startDate, endDate),
    visitMinutes: VISIT_MINUTES,
  };
}

async function readActivities(db: Db, lang: Language, ids: number[]): Promise<PlanActivity[]> {
  if (!ids.length) return [];
  const other: Language = lang === 'zh' ? 'en' : 'zh';
  const rows = await db.selectFrom('activity')
    .select(['id', 'exhibitor_id', 'starts_at', 'ends_at', col('title', lang), col('title', other), col('address', lang), col('address', other)])
    .where('id', 'in', ids).orderBy('starts_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.exhibitor_id === null ? 'show' : 'exhibitor',
    title: row[col('title', lang)] ?? row[col('title', other)] ?? '',
    address: row[col('address', lang)] ?? row[col('address', other)] ?? null,
    startTime: iso(row.starts_at),
    endTime: iso(row.ends_at),
    conflictsWith: [],
  }));
}

interface PlacedVisit {
  visit: PlanVisit;
  exhibitorId: number;
  exhibitorName: string;
  place: { hallSort: number | null; hallCode: string | null; hallName: string | null; boothCode: string | null };
}

/** The collected exhibitors and products, each at its exhibitor's first booth (by hall and code). */
async function readVisits(db: Db, lang: Language, exhibitorIds: number[], productIds: number[], timeOf: Map<string, string>): Promise<PlacedVisit[]> {
  const other: Language = lang === 'zh' ? 'en' : 'zh';
  const products = productIds.length
    ? await db.selectFrom('product').select(['id', 'exhibitor_id', col('name', lang), col('name', other)]).where('id', 'in', productIds).execute()
    : [];
  const owners = [...new Set([...exhibitorIds, ...products.map((p) => p.exhibitor_id)])];
  if (!owners.length) return [];
  const exhibitors = await db.selectFrom('exhibitor').select(['id', col('name', lang), col('name', other)]).where('id', 'in', owners).execute();
  const nameOf = new Map(exhibitors.map((e) => [e.id, e[col('name', lang)] ?? e[col('name', other)] ?? '']));
  const booths = await db.selectFrom('booth').innerJoin('hall', 'hall.id', 'booth.hall_id')
    .select(['booth.exhibitor_id', 'booth.code as booth_code', 'hall.code as hall_code', 'hall.sort as hall_sort', col('hall.name', lang), col('hall.name', other)])
    .where('booth.exhibitor_id', 'in', owners).execute();
  const placeOf = new Map<number, PlacedVisit['place']>();
  for (const booth of booths) {
    const place = { hallSort: booth.hall_sort, hallCode: booth.hall_code, hallName: booth[col('name', lang)] ?? booth[col('name', other)], boothCode: booth.booth_code };
    const known = placeOf.get(booth.exhibitor_id!);
    if (!known || compareWalk(place, known) < 0) placeOf.set(booth.exhibitor_id!, place);
  }
  const noBooth = { hallSort: null, hallCode: null, hallName: null, boothCode: null };
  const placed = (targetType: 'exhibitor' | 'product', targetId: number, title: string, exhibitorId: number): PlacedVisit => ({
    visit: { targetType, targetId, title, visitAt: timeOf.get(planKey(targetType, targetId)) ?? null, conflictsWith: [] },
    exhibitorId,
    exhibitorName: nameOf.get(exhibitorId) ?? '',
    place: placeOf.get(exhibitorId) ?? noBooth,
  });
  return [
    ...exhibitorIds.filter((id) => nameOf.has(id)).map((id) => placed('exhibitor', id, nameOf.get(id) ?? '', id)),
    ...products.map((p) => placed('product', p.id, p[col('name', lang)] ?? p[col('name', other)] ?? '', p.exhibitor_id)),
  ];
}

/** One stop per exhibitor at its booth, in walking order; within a stop the exhibitor first, then its products. */
function groupStops(visits: PlacedVisit[]): PlanStop[] {
  const byExhibitor = new Map<number, PlacedVisit[]>();
  for (const visit of visits) byExhibitor.set(visit.exhibitorId, [...(byExhibitor.get(visit.exhibitorId) ?? []), visit]);
  return [...byExhibitor.values()]
    .sort((a, b) => compareWalk(a[0]!.place, b[0]!.place) || a[0]!.exhibitorId - b[0]!.exhibitorId)
    .map((group) => {
      const first = group[0]!;
      return {
        hallCode: first.place.hallCode,
        hallName: first.place.hallName,
        boothCode: first.place.boothCode,
        exhibitorId: first.exhibitorId,
        exhibitorName: first.exhibitorName,
        visits: group.map((v) => v.visit).sort((a, b) => (a.targetType === b.targetType ? 0 : a.targetType === 'exhibitor' ? -1 : 1)),
      };
    });
}
