import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiCode, Envelope, ExhibitorSlots, FindableBody, FindableVisitor, MEETING_PATHS, Meeting, MeetingDetail, MeetingInviteBody, MeetingListQuery, MeetingPostBody,
  MeetingProposeBody, MeetingReasonBody, MeetingRequestBody, MeetingRoom, MeetingSettings, OPEN_MEETING_STATUSES, RecordId, Suggestions, messageText, underEditor,
  type Language, type MeetingSide, type MeetingStatus,
} from '@expo/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/engine';
import { ApiError, ok } from '../../lib/envelope';
import { iso } from '../content/query';
import { memberIdOf } from '../auth/services';
import { freeSlots, heldSteps, readEdition, readHours } from './hours';
import { findableVisitors, answerStats, suggestExhibitors } from './matching';
import { changeMeeting, inviteVisitor, postToMeeting, requestMeeting, sideOf, type Answer, type Changed } from './meetings';
import { saveSettings } from './settings';
import { inLanguage } from '../../lib/in-language';
import { placeOf, readMeetings, toMeeting, boothsOf } from './view';
import { centreExhibitor } from '../exhibitor-centre/service';

const IdParams = Type.Object({ id: RecordId });
const NO_STORE = 'private, no-store';

/** The meetings, each as `you` see it. */
async function meetingsAs(db: Db, lang: Language, you: MeetingSide | 'editor', where: Parameters<typeof readMeetings>[1]): Promise<Meeting[]> {
  const { rows, booths } = await readMeetings(db, where);
  return rows.map((row) => toMeeting(lang, row, booths, you));
}

/** One meeting with its thread, as `you` see it. */
async function detailOf(db: Db, lang: Language, id: number, you: MeetingSide | 'editor'): Promise<MeetingDetail> {
  const [meeting] = await meetingsAs(db, lang, you, (q) => q.where('m.id', '=', id));
  if (!meeting) throw new ApiError(ApiCode.notFound, messageText(lang, 'meetingNotFound'));
  const posts = await db.selectFrom('meeting_post as p').leftJoin('member as m', 'm.id', 'p.member_id').select(['p.id', 'p.side', 'p.body', 'p.created_at', 'm.nickname'])
    .where('p.meeting_id', '=', id).orderBy('p.id').execute();
  const author = (side: MeetingSide, nickname: string | null) => (side === 'team' ? `${meeting.exhibitorName}${nickname ? ` · ${nickname}` : ''}` : meeting.visitor.name || nickname || '');
  return { ...meeting, thread: posts.map((p) => ({ id: p.id, side: p.side, author: author(p.side, p.nickname), body: p.body, at: iso(p.created_at) })) };
}

const statusFilter = (status: MeetingStatus | 'open' | undefined): readonly MeetingStatus[] | null => (status === 'open' ? OPEN_MEETING_STATUSES : status ? [status] : null);

/** After a change: its notices go out, and the caller gets the meeting as it is now. */
async function answered(app: FastifyInstance, lang: Language, memberId: number, changed: Changed): Promise<Meeting> {
  app.notices.send(changed.notices);
  const [meeting] = await meetingsAs(app.engine.db, lang, changed.side, (q) => q.where('m.id', '=', changed.meetingId));
  return meeting!;
}

/** The team whose member the caller is, read on every call (the exhibitor centre's rule). */
const teamOf = centreExhibitor;

/** What anyone may read: an exhibitor's free slots, place and answer rate; the meeting rooms. */
export const meetingPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(MEETING_PATHS.slots, { config: { publicCache: false }, schema: { summary: "An exhibitor's meeting slots (free or taken), its meeting place and its answer rate", params: Type.Object({ exhibitorId: RecordId }), response: { 200: Envelope(ExhibitorSlots) } } }, async (request, reply) => {
    const { exhibitorId } = request.params;
    const lang = request.lang;
    const exhibitor = await db.selectFrom('exhibitor').select(['name_zh', 'name_en']).where('id', '=', exhibitorId).executeTakeFirst();
    if (!exhibitor) throw new ApiError(ApiCode.notFound, messageText(lang, 'meetingNotFound'));
    const edition = await readEdition(db);
    const hours = await readHours(db, exhibitorId, edition);
    const room = hours.roomId
      ? await db.selectFrom('meeting_room as r').leftJoin('hall as h', 'h.id', 'r.hall_id').select(['r.name_zh', 'r.name_en', 'h.code as hall_code', 'h.name_zh as hall_zh', 'h.name_en as hall_en']).where('r.id', '=', hours.roomId).executeTakeFirst()
      : null;
    reply.header('cache-control', 'no-cache');
    return ok({
      exhibitorId,
      exhibitorName: inLanguage(lang, exhibitor.name_zh, exhibitor.name_en),
      slotMinutes: hours.slotMinutes,
      place: placeOf(lang, room ?? null, (await boothsOf(db, [exhibitorId])).get(exhibitorId)),
      days: freeSlots(hours, await heldSteps(db, exhibitorId), app.now()),
      stats: await answerStats(db, exhibitorId, edition.edition),
    });
  });

  app.get(MEETING_PATHS.rooms, { schema: { summary: 'The meeting rooms the organiser lists', response: { 200: Envelope(Type.Array(MeetingRoom)) } } }, async (request) => {
    const lang = request.lang;
    const rows = await db.selectFrom('meeting_room as r').leftJoin('hall as h', 'h.id', 'r.hall_id')
      .select(['r.id', 'r.name_zh', 'r.name_en', 'r.location_zh', 'r.location_en', 'h.code', 'h.name_zh as hall_zh', 'h.name_en as hall_en']).orderBy('r.sort').orderBy('r.id').execute();
    return ok(rows.map((r) => ({
      id: r.id, name: inLanguage(lang, r.name_zh, r.name_en), hallCode: r.code, hallName: inLanguage(lang, r.hall_zh, r.hall_en) || null, location: inLanguage(lang, r.location_zh, r.location_en) || null,
    })));
  });
};

/** The member's meetings, on either side, and the team's hours, invitations and visitors. */
export const meetingMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const errors = [403, 404] as const;

  app.get(MEETING_PATHS.mine, { schema: { summary: 'My meetings as a visitor (all, open, or of one status)', querystring: MeetingListQuery, response: { 200: Envelope(Type.Array(Meeting)) } } }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const statuses = statusFilter(request.query.status);
    reply.header('cache-control', NO_STORE);
    return ok(await meetingsAs(db, request.lang, 'visitor', (q) => {
      const mine = q.where('m.member_id', '=', memberId);
      return statuses ? mine.where('m.status', 'in', statuses) : mine;
    }));
  });

  app.post(MEETING_PATHS.mine, { config: { errors: [404] }, schema: { summary: 'Ask an exhibitor for a meeting in one of its free slots', body: MeetingRequestBody, response: { 200: Envelope(Meeting) } } }, async (request) => {
    const memberId = memberIdOf(request);
    return ok(await answered(app, request.lang, memberId, await requestMeeting(db, request.lang, memberId, request.body, app.now())));
  });

  app.get(MEETING_PATHS.suggestions, { schema: { summary: 'Exhibitors that make what I chose when I registered as a visitor, with why', response: { 200: Envelope(Suggestions) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const edition = await readEdition(db);
    const me = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirstOrThrow();
    const visitor = await db.selectFrom('visitor').select(['interests', 'business_type', 'findable']).where('member_id', '=', memberId).where('edition', '=', edition.edition).where('revoked_at', 'is', null).orderBy('id').executeTakeFirst();
    if (!visitor) return ok({ registered: false, findable: false, items: [] });
    return ok({ registered: true, findable: visitor.findable, items: await suggestExhibitors(db, request.lang, visitor, me.exhibitor_id) });
  });

  app.post(MEETING_PATHS.findable, { schema: { summary: 'Let exhibitors find me and invite me to meet (or stop it)', body: FindableBody, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const edition = await readEdition(db);
    const updated = await db.updateTable('visitor').set({ findable: request.body.on }).where('member_id', '=', memberId).where('edition', '=', edition.edition).returning('id').execute();
    if (!updated.length) throw new ApiError(ApiCode.badRequest, messageText(request.lang, 'meetingRegisterFirst'), 'on');
    return ok(null);
  });

  app.get(MEETING_PATHS.one, { config: { errors: [404] }, schema: { summary: 'One of my meetings (either side), with its thread', params: IdParams, response: { 200: Envelope(MeetingDetail) } } }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const { side } = await sideOf(db, request.lang, memberId, request.params.id, false);
    reply.header('cache-control', NO_STORE);
    return ok(await detailOf(db, request.lang, request.params.id, side));
  });

  const act = (path: string, summary: string, body: typeof MeetingReasonBody | typeof MeetingProposeBody | undefined, answer: (body: never) => Answer) => {
    app.post(path, { config: { errors: [404] }, schema: { summary, params: IdParams, ...(body ? { body } : {}), response: { 200: Envelope(Meeting) } } }, async (request) => {
      const memberId = memberIdOf(request);
      const { id } = request.params as { id: number };
      const changed = await changeMeeting(db, request.lang, memberId, id, answer(request.body as never), app.now());
      return ok(await answered(app, request.lang, memberId, changed));
    });
  };
  act(MEETING_PATHS.accept, 'Accept the request, the proposed time or the invitation that waits for my side', undefined, () => ({ action: 'accept' }));
  act(MEETING_PATHS.decline, 'Decline what waits for my side (the team gives a reason)', MeetingReasonBody, (body: { reason: string }) => ({ action: 'decline', reason: body.reason }));
  act(MEETING_PATHS.cancel, 'Cancel a meeting (open or accepted) before it starts, with a reason', MeetingReasonBody, (body: { reason: string }) => ({ action: 'cancel', reason: body.reason }));
  act(MEETING_PATHS.propose, "Propose another free slot (the team): for a request, or to move an accepted meeting; the visitor answers", MeetingProposeBody, (body: { startsAt: string }) => ({ action: 'propose', startsAt: body.startsAt }));

  app.post(MEETING_PATHS.posts, { config: { errors: [404] }, schema: { summary: "Write in the meeting's thread (plain text)", params: IdParams, body: MeetingPostBody, response: { 200: Envelope(MeetingDetail) } } }, async (request) => {
    const memberId = memberIdOf(request);
    await postToMeeting(db, request.lang, memberId, request.params.id, request.body.body, app.now());
    const { side } = await sideOf(db, request.lang, memberId, request.params.id, false);
    return ok(await detailOf(db, request.lang, request.params.id, side));
  });

  app.get(MEETING_PATHS.team, { config: { errors }, schema: { summary: "My exhibitor team's meetings (all, open, or of one status)", querystring: MeetingListQuery, response: { 200: Envelope(Type.Array(Meeting)) } } }, async (request, reply) => {
    const exhibitorId = await teamOf(db, request.lang, memberIdOf(request));
    const statuses = statusFilter(request.query.status);
    reply.header('cache-control', NO_STORE);
    return ok(await meetingsAs(db, request.lang, 'team', (q) => {
      const ours = q.where('m.exhibitor_id', '=', exhibitorId);
      return statuses ? ours.where('m.status', 'in', statuses) : ours;
    }));
  });

  app.get(MEETING_PATHS.teamSettings, { config: { errors }, schema: { summary: "My team's meeting hours, slot length, place, capacity and the visitors it seeks", response: { 200: Envelope(MeetingSettings) } } }, async (request) => {
    const exhibitorId = await teamOf(db, request.lang, memberIdOf(request));
    const { exhibitorId: _, ...settings } = await readHours(db, exhibitorId, await readEdition(db));
    return ok(settings);
  });

  app.put(MEETING_PATHS.teamSettings, { config: { errors: [403, 409] }, schema: { summary: "Change my team's meeting settings (409 naming the meetings the change would drop)", body: MeetingSettings, response: { 200: Envelope(MeetingSettings) } } }, async (request) => {
    const exhibitorId = await teamOf(db, request.lang, memberIdOf(request));
    const { exhibitorId: _, ...settings } = await saveSettings(db, request.lang, exhibitorId, request.body, app.now());
    return ok(settings);
  });

  app.get(MEETING_PATHS.teamVisitors, { config: { errors }, schema: { summary: 'Visitors who chose to be findable and match my team, without contact details', response: { 200: Envelope(Type.Array(FindableVisitor)) } } }, async (request, reply) => {
    const exhibitorId = await teamOf(db, request.lang, memberIdOf(request));
    reply.header('cache-control', NO_STORE);
    return ok(await findableVisitors(db, request.lang, exhibitorId, (await readEdition(db)).edition));
  });

  app.post(MEETING_PATHS.teamInvite, { config: { errors }, schema: { summary: 'Invite a findable visitor to meet in one of my free slots', body: MeetingInviteBody, response: { 200: Envelope(Meeting) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await teamOf(db, request.lang, memberId);
    return ok(await answered(app, request.lang, memberId, await inviteVisitor(db, request.lang, exhibitorId, request.body, app.now())));
  });
};

/** The organiser's editors see every meeting (mounted under /editor, behind its sign-in). */
export const meetingConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  app.get(underEditor(MEETING_PATHS.editorList), { schema: { summary: 'Meetings (all, open, or of one status), by start', querystring: MeetingListQuery, response: { 200: Envelope(Type.Array(Meeting)) } } }, async (request) => {
    const statuses = statusFilter(request.query.status);
    return ok(await meetingsAs(db, request.lang, 'editor', (q) => (statuses ? q.where('m.status', 'in', statuses) : q).limit(1000)));
  });
  app.get(underEditor(MEETING_PATHS.editorOne), { config: { errors: [404] }, schema: { summary: 'One meeting with its thread', params: IdParams, response: { 200: Envelope(MeetingDetail) } } }, async (request) => ok(await detailOf(db, request.lang, request.params.id, 'editor')));
};
