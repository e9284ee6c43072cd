import { sql } from 'kysely';
import {
  ApiCode, MEETING_DECLINES_MAX, MEETING_INVITES_PER_DAY, MEETING_OPEN_REQUESTS_MAX, MEETING_POSTS_MAX, MEETING_REQUESTS_PER_DAY, MEETING_TEXT_LIMITS, OPEN_MEETING_STATUSES,
  isMeetingSlot, meetingChangeRefusal, meetingExpiry, messageText, showDayStart,
  type Language, type MeetingChange, type MeetingInviteBody, type MeetingRequestBody, type MeetingSide, type MeetingStatus,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField } from '../../lib/envelope';
import { releaseHold, takeHold } from './holds';
import { lockHours, readEdition, type Hours, type Trx } from './hours';
import { tellSide } from './notices';
import { inLanguage } from '../../lib/in-language';

// What the two sides do with a meeting: ask (a visitor's request, a team's invitation), accept,
// decline, propose another slot, cancel, write in its thread. Every change runs in one
// transaction that locks the meeting (and, for a slot, the team's settings); its notices are
// recorded there and sent after it (`Changed.notices`).

export interface Changed {
  meetingId: number;
  /** the caller's side of the meeting */
  side: MeetingSide;
  notices: number[];
}

/** A text the person typed: trimmed, required unless optional, at most `max` characters. */
export function checkedText(lang: Language, field: string, value: string, max: number, required = true): string {
  const text = value.trim();
  if (required && !text) throw invalidField(field, messageText(lang, 'noBlank'));
  if ([...text].length > max) throw invalidField(field, messageText(lang, 'maxLength', { n: max }));
  return text;
}

/** A slot's start, checked against the team's hours and the clock. */
function checkedStart(lang: Language, hours: Hours, startsAt: string, now: Date, exhibitor: string): { start: Date; end: Date } {
  if (!hours.days.length) throw invalidField('startsAt', messageText(lang, 'meetingNotAvailable', { name: exhibitor }));
  if (!isMeetingSlot(hours.days, hours.slotMinutes, startsAt)) throw invalidField('startsAt', messageText(lang, 'meetingNotASlot', { name: exhibitor }));
  const start = new Date(startsAt);
  if (start <= now) throw invalidField('startsAt', messageText(lang, 'meetingPast'));
  return { start, end: new Date(start.getTime() + hours.slotMinutes * 60_000) };
}

async function exhibitorNamed(trx: Trx, lang: Language, exhibitorId: number): Promise<string> {
  const row = await trx.selectFrom('exhibitor').select(['name_zh', 'name_en']).where('id', '=', exhibitorId).executeTakeFirst();
  if (!row) throw new ApiError(ApiCode.notFound, messageText(lang, 'meetingNotFound'));
  return inLanguage(lang, row.name_zh, row.name_en);
}

/** A visitor (a member) asks an exhibitor's team for a slot. */
export async function requestMeeting(db: Db, lang: Language, memberId: number, body: MeetingRequestBody, now: Date): Promise<Changed> {
  const message = checkedText(lang, 'message', body.message, MEETING_TEXT_LIMITS.message, false);
  return db.transaction().execute(async (trx) => {
    // One member's requests one at a time: the limits below count what is committed.
    const me = await trx.selectFrom('member').select(['id', 'exhibitor_id']).where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    const name = await exhibitorNamed(trx, lang, body.exhibitorId);
    if (me.exhibitor_id === body.exhibitorId) throw invalidField('exhibitorId', messageText(lang, 'meetingOwnExhibitor'));
    if (body.productId) {
      const product = await trx.selectFrom('product').select('id').where('id', '=', body.productId).where('exhibitor_id', '=', body.exhibitorId).where('hidden', '=', false).executeTakeFirst();
      if (!product) throw invalidField('productId', messageText(lang, 'meetingProductElsewhere'));
    }
    const edition = await readEdition(trx);
    const mine = trx.selectFrom('meeting').select(sql<number>`count(*)::int`.as('n')).where('member_id', '=', memberId).where('initiated_by', '=', 'visitor');
    const open = await mine.where('status', 'in', OPEN_MEETING_STATUSES).executeTakeFirstOrThrow();
    if (open.n >= MEETING_OPEN_REQUESTS_MAX) throw invalidField('startsAt', messageText(lang, 'meetingOpenLimit', { n: MEETING_OPEN_REQUESTS_MAX }));
    const today = await mine.where('requested_at', '>=', showDayStart(now)).executeTakeFirstOrThrow();
    if (today.n >= MEETING_REQUESTS_PER_DAY) throw invalidField('startsAt', messageText(lang, 'meetingDailyLimit', { n: MEETING_REQUESTS_PER_DAY }));
    const declined = await mine.where('exhibitor_id', '=', body.exhibitorId).where('edition', '=', edition.edition).where('status', '=', 'declined').where('ended_by', '=', 'team').executeTakeFirstOrThrow();
    if (declined.n >= MEETING_DECLINES_MAX) throw invalidField('exhibitorId', messageText(lang, 'meetingDeclinedTwice', { name, n: MEETING_DECLINES_MAX }));

    const hours = await lockHours(trx, body.exhibitorId, edition);
    const { start, end } = checkedStart(lang, hours, body.startsAt, now, name);
    const visitor = await trx.selectFrom('visitor').select('id').where('member_id', '=', memberId).where('edition', '=', edition.edition).orderBy('id').executeTakeFirst();
    const meeting = await trx.insertInto('meeting').values({
      edition: edition.edition, exhibitor_id: body.exhibitorId, member_id: memberId, visitor_id: visitor?.id ?? null, product_id: body.productId ?? null,
      initiated_by: 'visitor', status: 'requested', starts_at: start, ends_at: end, room_id: hours.roomId, topic: body.topic, message,
      requested_at: now, asked_at: now, expires_at: meetingExpiry(now, start), updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await takeHold(trx, lang, { meetingId: meeting.id, hours, memberId, start, end, busy: 'meetingYouAreBusy' });
    return { meetingId: meeting.id, side: 'visitor', notices: await tellSide(trx, meeting.id, 'team', 'meetingRequested', now) };
  });
}

/** A team invites a visitor who chose to be findable: a proposal that waits for the visitor. */
export async function inviteVisitor(db: Db, lang: Language, exhibitorId: number, body: MeetingInviteBody, now: Date): Promise<Changed> {
  const message = checkedText(lang, 'message', body.message, MEETING_TEXT_LIMITS.message, false);
  return db.transaction().execute(async (trx) => {
    const edition = await readEdition(trx);
    const hours = await lockHours(trx, exhibitorId, edition);
    const visitor = await trx.selectFrom('visitor').innerJoin('member', 'member.id', 'visitor.member_id')
      .select(['visitor.id', 'visitor.member_id', 'member.exhibitor_id'])
      .where('visitor.id', '=', body.visitorId).where('visitor.edition', '=', edition.edition).where('visitor.findable', '=', true).where('visitor.revoked_at', 'is', null).executeTakeFirst();
    if (!visitor?.member_id || visitor.exhibitor_id === exhibitorId) throw new ApiError(ApiCode.notFound, messageText(lang, 'meetingNotFindable'));
    const sent = await trx.selectFrom('meeting').select(sql<number>`count(*)::int`.as('n')).where('exhibitor_id', '=', exhibitorId).where('initiated_by', '=', 'team')
      .where('requested_at', '>=', showDayStart(now)).executeTakeFirstOrThrow();
    if (sent.n >= MEETING_INVITES_PER_DAY) throw invalidField('visitorId', messageText(lang, 'meetingInviteLimit', { n: MEETING_INVITES_PER_DAY }));
    const { start, end } = checkedStart(lang, hours, body.startsAt, now, await exhibitorNamed(trx, lang, exhibitorId));
    const meeting = await trx.insertInto('meeting').values({
      edition: edition.edition, exhibitor_id: exhibitorId, member_id: visitor.member_id, visitor_id: visitor.id, product_id: null,
      initiated_by: 'team', status: 'proposed', starts_at: start, ends_at: end, room_id: hours.roomId, topic: body.topic, message,
      requested_at: now, asked_at: now, expires_at: meetingExpiry(now, start), updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await takeHold(trx, lang, { meetingId: meeting.id, hours, memberId: visitor.member_id, start, end, busy: 'meetingVisitorBusy' });
    return { meetingId: meeting.id, side: 'team', notices: await tellSide(trx, meeting.id, 'visitor', 'meetingInvited', now) };
  });
}

interface Locked {
  id: number;
  status: MeetingStatus;
  exhibitor_id: number;
  member_id: number;
  starts_at: Date;
  answered_at: Date | null;
  was_accepted: boolean;
  initiated_by: MeetingSide;
  /** the visitor's data was erased (eraseMember): the meeting is closed for good */
  erased: boolean;
}

/**
 * The caller's side of a meeting, locked for the transaction: the visitor who asked, or a member
 * of the exhibitor's team (read now: leaving the team ends access at once). Anyone else gets the
 * 404 an unknown meeting gets, so ids cannot be probed.
 */
export async function sideOf(trx: Trx | Db, lang: Language, memberId: number, meetingId: number, lock: boolean): Promise<{ meeting: Locked; side: MeetingSide }> {
  let query = trx.selectFrom('meeting').select(['id', 'status', 'exhibitor_id', 'member_id', 'starts_at', 'answered_at', 'was_accepted', 'initiated_by'])
    .select((eb) => eb.exists(eb.selectFrom('member as p').select('p.id').whereRef('p.id', '=', 'meeting.member_id').where('p.erased_at', 'is not', null)).as('erased'))
    .where('id', '=', meetingId);
  if (lock) query = query.forUpdate();
  const meeting = await query.executeTakeFirst();
  const me = await trx.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirst();
  const side: MeetingSide | null = !meeting ? null : meeting.member_id === memberId ? 'visitor' : me?.exhibitor_id === meeting.exhibitor_id ? 'team' : null;
  if (!meeting || !side) throw new ApiError(ApiCode.notFound, messageText(lang, 'meetingNotFound'));
  return { meeting: meeting as Locked, side };
}

const other = (side: MeetingSide): MeetingSide => (side === 'visitor' ? 'team' : 'visitor');

/** The contract's MEETING_CHANGES decides whether this side may make this change now. */
function mayChange(lang: Language, meeting: Locked, side: MeetingSide, change: MeetingChange, now: Date): void {
  refuseErased(lang, meeting);
  const refusal = meetingChangeRefusal(meeting.status, side, change);
  if (refusal) throw invalidField('status', messageText(lang, refusal === 'notYourTurn' ? 'meetingNotYourTurn' : 'meetingChanged'));
  if (meeting.starts_at <= now) throw invalidField('status', messageText(lang, 'meetingStarted'));
}

/** A meeting whose visitor was erased is cancelled (MEETING_CHANGES lists nothing for it); this says why, rather than "changed". */
function refuseErased(lang: Language, meeting: Locked): void {
  if (meeting.erased) throw invalidField('status', messageText(lang, 'meetingPersonErased'));
}

/** What the team's first answer to a request records (for the answer rate). */
function firstAnswer(meeting: Locked, side: MeetingSide, memberId: number, now: Date) {
  return side === 'team' && meeting.initiated_by === 'visitor' && !meeting.answered_at ? { answered_at: now, answered_by: memberId } : {};
}

export type Answer = { action: 'accept' } | { action: 'decline'; reason: string } | { action: 'cancel'; reason: string } | { action: 'propose'; startsAt: string };

/** One side answers or changes a meeting. */
export async function changeMeeting(db: Db, lang: Language, memberId: number, meetingId: number, answer: Answer, now: Date): Promise<Changed> {
  return db.transaction().execute(async (trx) => {
    const { meeting, side } = await sideOf(trx, lang, memberId, meetingId, true);
    const update = trx.updateTable('meeting').where('id', '=', meetingId);
    if (answer.action === 'accept') {
      mayChange(lang, meeting, side, 'accept', now);
      await update.set({ status: 'accepted', was_accepted: true, expires_at: null, updated_at: now, sequence: sql`sequence + 1`, ...firstAnswer(meeting, side, memberId, now) }).execute();
      return { meetingId, side, notices: await tellSide(trx, meetingId, other(side), 'meetingAccepted', now) };
    }
    if (answer.action === 'decline') {
      mayChange(lang, meeting, side, 'decline', now);
      const reason = checkedText(lang, 'reason', answer.reason, MEETING_TEXT_LIMITS.reason, side === 'team');
      // A visitor who declines the new time of a meeting that was accepted cancels it.
      const status = meeting.was_accepted ? 'cancelled' : 'declined';
      await update.set({ status, reason: reason || null, ended_by: side, expires_at: null, updated_at: now, sequence: sql`sequence + 1`, ...firstAnswer(meeting, side, memberId, now) }).execute();
      await releaseHold(trx, meetingId);
      return { meetingId, side, notices: await tellSide(trx, meetingId, other(side), status === 'cancelled' ? 'meetingCancelled' : 'meetingDeclined', now) };
    }
    if (answer.action === 'cancel') {
      mayChange(lang, meeting, side, 'cancel', now);
      const reason = checkedText(lang, 'reason', answer.reason, MEETING_TEXT_LIMITS.reason);
      await update.set({ status: 'cancelled', reason, ended_by: side, expires_at: null, updated_at: now, sequence: sql`sequence + 1` }).execute();
      await releaseHold(trx, meetingId);
      return { meetingId, side, notices: await tellSide(trx, meetingId, other(side), 'meetingCancelled', now) };
    }
    // A proposal: the team offers another free slot for a request, or moves an accepted meeting;
    // either then waits for the visitor.
    mayChange(lang, meeting, side, 'propose', now);
    const edition = await readEdition(trx);
    const hours = await lockHours(trx, meeting.exhibitor_id, edition);
    const { start, end } = checkedStart(lang, hours, answer.startsAt, now, await exhibitorNamed(trx, lang, meeting.exhibitor_id));
    if (start.getTime() === meeting.starts_at.getTime()) throw invalidField('startsAt', messageText(lang, 'meetingSameTime'));
    await releaseHold(trx, meetingId);
    await takeHold(trx, lang, { meetingId, hours, memberId: meeting.member_id, start, end, busy: 'meetingVisitorBusy' });
    await update.set({
      status: 'proposed', starts_at: start, ends_at: end, room_id: hours.roomId, asked_at: now, expires_at: meetingExpiry(now, start), reminded_at: null, soon_sent_at: null,
      updated_at: now, sequence: sql`sequence + 1`, ...firstAnswer(meeting, side, memberId, now),
    }).execute();
    return { meetingId, side, notices: await tellSide(trx, meetingId, 'visitor', 'meetingProposed', now) };
  });
}

/** A message in the meeting's thread, from either side. */
export async function postToMeeting(db: Db, lang: Language, memberId: number, meetingId: number, body: string, now: Date): Promise<void> {
  const text = checkedText(lang, 'body', body, MEETING_TEXT_LIMITS.post);
  await db.transaction().execute(async (trx) => {
    const { meeting, side } = await sideOf(trx, lang, memberId, meetingId, true);
    refuseErased(lang, meeting);
    const { n } = await trx.selectFrom('meeting_post').select(sql<number>`count(*)::int`.as('n')).where('meeting_id', '=', meetingId).executeTakeFirstOrThrow();
    if (n >= MEETING_POSTS_MAX) throw invalidField('body', messageText(lang, 'meetingPostsFull', { n: MEETING_POSTS_MAX }));
    await trx.insertInto('meeting_post').values({ meeting_id: meetingId, side, member_id: memberId, body: text, created_at: now }).execute();
  });
}

