import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Envelope, NOTICE_KINDS, NoticePage, NoticeSettings, UnreadCount, type Language, RecordId } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { PageQuery, paging } from '../content/query';
import { noticeText, resolveSettings } from './outbox';

const Ids = Type.Array(RecordId, { maxItems: 100 });

/** The member centre's notifications (mounted in the member area): the list, what is unread, how each kind is sent. */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/member/notifications', { schema: { summary: 'My notifications, newest first, with the unread count', response: { 200: Envelope(NoticePage) }, querystring: PageQuery } }, async (request) => {
    const memberId = memberIdOf(request);
    const { limit, offset } = paging(request.query);
    const rows = await db.selectFrom('notification').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const counts = await db.selectFrom('notification').select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) FILTER (WHERE read_at IS NULL)::int`.as('unread')])
      .where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return ok({
      rows: rows.map((n) => ({ id: n.id, kind: n.kind, demandId: n.demand_id, draftId: n.draft_id, meetingId: n.meeting_id, text: noticeText(request.lang, n).text, createTime: n.created_at.toISOString(), read: n.read_at !== null })),
      total: counts.total,
      unread: counts.unread,
    });
  });

  app.get('/member/notifications/unread', { schema: { summary: 'How many of my notifications are unread (the header shows it)', response: { 200: Envelope(UnreadCount) } } }, async (request) =>
    ok({ unread: await unreadOf(db, memberIdOf(request)) }),
  );

  app.post('/member/notifications/read', { schema: { summary: 'Mark my notifications read: the ids given, or all', response: { 200: Envelope(UnreadCount) }, body: Type.Object({ ids: Type.Optional(Ids) }) } }, async (request) => {
    const memberId = memberIdOf(request);
    let update = db.updateTable('notification').set({ read_at: app.now() }).where('member_id', '=', memberId).where('read_at', 'is', null);
    if (request.body.ids) update = update.where('id', 'in', request.body.ids.length ? request.body.ids : [-1]);
    await update.execute();
    return ok({ unread: await unreadOf(db, memberId) });
  });

  app.get('/member/notice-settings', { schema: { summary: 'How I get each kind of notification besides the member centre', response: { 200: Envelope(NoticeSettings) } } }, async (request) =>
    ok(await settingsOf(db, memberIdOf(request))),
  );

  app.post('/member/notice-settings', { schema: { summary: 'Choose per kind: email, sms, both or none (kinds not given keep their choice)', response: { 200: Envelope(NoticeSettings) }, body: Type.Partial(NoticeSettings) } }, async (request) => {
    const memberId = memberIdOf(request);
    const lang: Language = request.lang;
    const choices = Object.fromEntries(NOTICE_KINDS.filter((k) => request.body[k]).map((k) => [k, request.body[k]!]));
    await db.insertInto('notice_setting').values({ member_id: memberId, lang, ...choices }).onConflict((oc) => oc.column('member_id').doUpdateSet({ lang, ...choices })).execute();
    return ok(await settingsOf(db, memberId));
  });
};

async function unreadOf(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('notification').select(sql<number>`count(*)::int`.as('n')).where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return row.n;
}

async function settingsOf(db: Db, memberId: number) {
  const member = await db.selectFrom('member as m').leftJoin('notice_setting as s', 's.member_id', 'm.id')
    .select(['m.mobile', ...NOTICE_KINDS.map((kind) => `s.${kind}` as const)]).where('m.id', '=', memberId).executeTakeFirstOrThrow();
  return resolveSettings(member, member);
}
