import { sql } from 'kysely';
import {
  DELETED_VISITOR, awaitingSide, compareWalk, maskEmail, maskPhone, messageText, type Language, type Meeting, type MeetingParty, type MeetingPlace, type MeetingSide, type MeetingStatus, type MeetingTopic,
} from '@expo/contract';
import { iso } from '../content/query';
import { inLanguage } from '../../lib/in-language';
import type { DbOrTrx } from './hours';

// A meeting as each side sees it: names from the registration (or the account), the place (the
// meeting room, or the exhibitor's booth), and the contact details masked until it is accepted.

/** A bilingual pair's text in a language, the other language's when it has none there ('' when neither). */

function meetingQuery(db: DbOrTrx) {
  return db.selectFrom('meeting as m')
    .innerJoin('exhibitor as e', 'e.id', 'm.exhibitor_id')
    .innerJoin('member as mm', 'mm.id', 'm.member_id')
    .leftJoin('visitor as v', 'v.id', 'm.visitor_id')
    .leftJoin('product as p', 'p.id', 'm.product_id')
    .leftJoin('meeting_room as r', 'r.id', 'm.room_id')
    .leftJoin('hall as rh', 'rh.id', 'r.hall_id')
    .select([
      'm.id', 'm.status', 'm.initiated_by', 'm.exhibitor_id', 'm.member_id', 'm.product_id', 'm.starts_at', 'm.ends_at', 'm.room_id', 'm.topic', 'm.message', 'm.reason', 'm.ended_by',
      'm.requested_at', 'm.answered_at', 'm.expires_at', 'm.sequence', 'm.was_accepted', 'm.edition',
      'e.name_zh as e_name_zh', 'e.name_en as e_name_en', 'e.phone as e_phone', 'e.email as e_email',
      'p.name_zh as p_name_zh', 'p.name_en as p_name_en',
      'v.name as v_name', 'v.company as v_company', 'v.job_title as v_job_title', 'v.mobile as v_mobile', 'v.email as v_email', 'v.erased_at as v_erased_at',
      'mm.nickname', 'mm.company_name', 'mm.position', 'mm.mobile as mm_mobile', 'mm.email as mm_email', 'mm.erased_at as mm_erased_at',
      'r.name_zh as r_name_zh', 'r.name_en as r_name_en', 'rh.code as rh_code', 'rh.name_zh as rh_name_zh', 'rh.name_en as rh_name_en',
      sql<number>`(SELECT count(*)::int FROM meeting_post mp WHERE mp.meeting_id = m.id)`.as('posts'),
    ]);
}

type MeetingQuery = ReturnType<typeof meetingQuery>;
export type MeetingRow = Awaited<ReturnType<MeetingQuery['executeTakeFirstOrThrow']>>;

/** Meetings matching `where`, each with its place, ordered by start. */
export async function readMeetings(db: DbOrTrx, where: (q: MeetingQuery) => MeetingQuery): Promise<{ rows: MeetingRow[]; booths: Map<number, BoothPlace> }> {
  const rows = await where(meetingQuery(db)).orderBy('m.starts_at').orderBy('m.id').execute();
  return { rows, booths: await boothsOf(db, [...new Set(rows.map((r) => r.exhibitor_id))]) };
}

export interface BoothPlace {
  hallSort: number;
  hallCode: string;
  hall_zh: string;
  hall_en: string;
  boothCode: string;
}

/** Each exhibitor's first booth in walking order. */
export async function boothsOf(db: DbOrTrx, exhibitorIds: number[]): Promise<Map<number, BoothPlace>> {
  if (!exhibitorIds.length) return new Map();
  const rows = await db.selectFrom('booth').innerJoin('hall', 'hall.id', 'booth.hall_id')
    .select(['booth.exhibitor_id', 'booth.code', 'hall.code as hall_code', 'hall.sort', 'hall.name_zh', 'hall.name_en'])
    .where('booth.exhibitor_id', 'in', exhibitorIds).execute();
  const first = new Map<number, BoothPlace>();
  for (const row of rows) {
    const place = { hallSort: row.sort, hallCode: row.hall_code, hall_zh: row.name_zh, hall_en: row.name_en, boothCode: row.code };
    const known = first.get(row.exhibitor_id!);
    if (!known || compareWalk(place, known) < 0) first.set(row.exhibitor_id!, place);
  }
  return first;
}

/** Where a meeting is: its room, else the exhibitor's booth. */
export function placeOf(lang: Language, room: { name_zh: string | null; name_en: string | null; hall_code: string | null; hall_zh: string | null; hall_en: string | null } | null, booth: BoothPlace | undefined): MeetingPlace {
  if (room?.name_zh || room?.name_en) {
    return { kind: 'room', name: inLanguage(lang, room.name_zh, room.name_en), hallCode: room.hall_code, hallName: room.hall_code ? inLanguage(lang, room.hall_zh, room.hall_en) : null };
  }
  return { kind: 'booth', name: booth?.boothCode ?? null, hallCode: booth?.hallCode ?? null, hallName: booth ? inLanguage(lang, booth.hall_zh, booth.hall_en) : null };
}

export function meetingPlace(lang: Language, row: MeetingRow, booths: Map<number, BoothPlace>): MeetingPlace {
  const room = row.room_id ? { name_zh: row.r_name_zh, name_en: row.r_name_en, hall_code: row.rh_code, hall_zh: row.rh_name_zh, hall_en: row.rh_name_en } : null;
  return placeOf(lang, room, booths.get(row.exhibitor_id));
}

/**
 * The visitor as the team sees them: the registration's details, else the account's (a deleted
 * registration counts as none); a closed and erased account is DELETED_VISITOR, without details.
 */
export function visitorParty(lang: Language, row: Pick<MeetingRow, 'v_name' | 'v_company' | 'v_job_title' | 'v_mobile' | 'v_email' | 'v_erased_at' | 'nickname' | 'company_name' | 'position' | 'mm_mobile' | 'mm_email' | 'mm_erased_at'>) {
  if (row.mm_erased_at) return { name: DELETED_VISITOR[lang], company: null, jobTitle: null, mobile: null, email: null };
  const v = row.v_erased_at ? null : row;
  return {
    name: v?.v_name ?? row.nickname ?? '',
    company: v?.v_company ?? row.company_name ?? null,
    jobTitle: v?.v_job_title ?? row.position ?? null,
    mobile: v?.v_mobile ?? row.mm_mobile ?? null,
    email: v?.v_email ?? row.mm_email ?? null,
  };
}

/** The visitor's name with their company, as notices and calendars name them to the team. */
export function visitorName(lang: Language, row: Parameters<typeof visitorParty>[1]): string {
  const { name, company } = visitorParty(lang, row);
  return company && name ? `${name} (${company})` : name || company || '';
}

/**
 * A decline's or a cancellation's reason as `lang` reads it: a meeting the erasure of its visitor
 * cancelled (the only cancellation the system makes: erasure.ts in the meeting module) says so.
 */
export function meetingReason(lang: Language, row: Pick<MeetingRow, 'status' | 'ended_by' | 'reason'>): string | null {
  return row.status === 'cancelled' && row.ended_by === 'system' ? messageText(lang, 'meetingErasedReason') : row.reason;
}

export function exhibitorName(lang: Language, row: Pick<MeetingRow, 'e_name_zh' | 'e_name_en'>): string {
  return inLanguage(lang, row.e_name_zh, row.e_name_en);
}

/** A meeting as `you` see it: the other side's contact details only once it is accepted, masked before. */
export function toMeeting(lang: Language, row: MeetingRow, booths: Map<number, BoothPlace>, you: MeetingSide | 'editor'): Meeting {
  const status = row.status as MeetingStatus;
  const open = status === 'accepted' || you === 'editor';
  const shown = (value: string | null | undefined, mask: (v: string) => string, own: boolean) => (value ? (open || own ? value : mask(value)) : null);
  const person = visitorParty(lang, row);
  const visitor: MeetingParty = { ...person, mobile: shown(person.mobile, maskPhone, you === 'visitor'), email: shown(person.email, maskEmail, you === 'visitor') };
  const team: MeetingParty = {
    name: exhibitorName(lang, row),
    company: null,
    jobTitle: null,
    mobile: shown(row.e_phone, maskPhone, you === 'team'),
    email: shown(row.e_email, maskEmail, you === 'team'),
  };
  return {
    id: row.id,
    status,
    awaiting: awaitingSide(status),
    you,
    initiatedBy: row.initiated_by,
    exhibitorId: row.exhibitor_id,
    exhibitorName: team.name,
    productId: row.product_id,
    productName: row.product_id ? inLanguage(lang, row.p_name_zh, row.p_name_en) : null,
    visitor,
    team,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    place: meetingPlace(lang, row, booths),
    topic: row.topic as MeetingTopic,
    message: row.message,
    reason: meetingReason(lang, row),
    requestedAt: iso(row.requested_at),
    answeredAt: row.answered_at ? iso(row.answered_at) : null,
    expiresAt: row.expires_at && awaitingSide(status) ? iso(row.expires_at) : null,
    sequence: row.sequence,
    posts: row.posts,
    visitorErased: row.mm_erased_at !== null,
  };
}
