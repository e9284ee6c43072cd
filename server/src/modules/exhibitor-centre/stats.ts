import { showDate, type CentreStats, type StatsDay } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { ShowDays } from './fields';

const STATS_DAYS = 90;

// The exhibitor's numbers by day over the season: views of its page and of its product pages (the
// ranking's anonymous daily counts: no cookie, no person), collections made, inquiries received,
// demands its team claimed, visitors who registered through its invitations.

/** The 90 days up to today, or up to the end of the month after the show once that has passed. */
export function statsRange(show: ShowDays, now: Date): { from: string; to: string } {
  const end = new Date(`${show.end}T00:00:00Z`);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
  const today = showDate(now);
  const to = today < last ? today : last;
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (STATS_DAYS - 1) * 86_400_000).toISOString().slice(0, 10), to };
}

export async function exhibitorStats(db: Db, exhibitorId: number, show: ShowDays, now: Date): Promise<CentreStats> {
  const { from, to } = statsRange(show, now);
  const days = new Map<string, StatsDay>();
  for (let day = from; day <= to; day = nextDay(day)) days.set(day, { day, exhibitorViews: 0, productViews: 0, collects: 0, inquiries: 0, claims: 0, invited: 0 });
  const add = (day: string, part: Exclude<keyof StatsDay, 'day'>, n: number) => {
    const entry = days.get(day);
    if (entry) entry[part] += n;
  };

  const products = (await db.selectFrom('product').select('id').where('exhibitor_id', '=', exhibitorId).execute()).map((p) => p.id);
  const views = await db.selectFrom('ranking_tally').select(['target_type', 'day', 'views'])
    .where('day', '>=', from).where('day', '<=', to)
    .where((eb) => eb.or([
      eb.and([eb('target_type', '=', 'exhibitor'), eb('target_id', '=', exhibitorId)]),
      ...(products.length ? [eb.and([eb('target_type', '=', 'product'), eb('target_id', 'in', products)])] : []),
    ])).execute();
  for (const row of views) add(dayString(row.day), row.target_type === 'exhibitor' ? 'exhibitorViews' : 'productViews', row.views);

  const since = new Date(`${from}T00:00:00+08:00`);
  const marks = await db.selectFrom('member_mark').select('created_at').where('mark', '=', 'collect').where('created_at', '>=', since)
    .where((eb) => eb.or([
      eb.and([eb('target_type', '=', 'exhibitor'), eb('target_id', '=', exhibitorId)]),
      ...(products.length ? [eb.and([eb('target_type', '=', 'product'), eb('target_id', 'in', products)])] : []),
    ])).execute();
  for (const row of marks) add(showDate(row.created_at), 'collects', 1);

  const inquiries = await db.selectFrom('inquiry').select('created_at').where('exhibitor_id', '=', exhibitorId).where('created_at', '>=', since).execute();
  for (const row of inquiries) add(showDate(row.created_at), 'inquiries', 1);

  const claims = await db.selectFrom('demand_claim as c').innerJoin('member as m', 'm.id', 'c.member_id').select('c.created_at')
    .where('m.exhibitor_id', '=', exhibitorId).where('c.created_at', '>=', since).execute();
  for (const row of claims) add(showDate(row.created_at), 'claims', 1);

  const invited = await db.selectFrom('visitor as v').innerJoin('invitation as i', 'i.id', 'v.invitation_id').select('v.created_at')
    .where('i.exhibitor_id', '=', exhibitorId).where('v.created_at', '>=', since).execute();
  for (const row of invited) add(showDate(row.created_at), 'invited', 1);

  return { from, to, days: [...days.values()] };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A date column as the driver gives it (a string, or a Date at midnight UTC). */
function dayString(day: unknown): string {
  return day instanceof Date ? day.toISOString().slice(0, 10) : String(day).slice(0, 10);
}
