import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode, Badge, BadgeScan, Envelope, RecordId, VISITOR_PATHS, VisitorRegistration, badgeLinkPath, formatBadgeNumber, messageText, normaliseInvitationCode, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { createDelivery } from '../auth/delivery';
import { memberIdOf } from '../auth/services';
import { iso } from '../content/query';
import { BadgeKeys } from './badge-token';
import { checkInvitation } from './invitations';
import { badgeOf, checkRegistration, currentShow, readCode, registerVisitor, visitorOfCode, type VisitorRow } from './visitors';

declare module 'fastify' {
  interface FastifyInstance {
    badgeKeys: BadgeKeys;
  }
}

/** The badge key (one per site, see badge-token.ts), for every visitor route. */
export function registerBadgeKeys(app: FastifyInstance): void {
  app.decorate('badgeKeys', new BadgeKeys(app.engine.db, app.config.badgeSecret));
}

/**
 * Visitors' own calls: registering (with a code sent for scene `visit`), the badge by its token
 * (the link) or by the signed-in member, and which exhibitors scanned it, with consent withdrawn
 * per exhibitor. Mounted outside the member area: the badge link works without an account.
 */
export const visitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const delivery = createDelivery(app.config, db, app.log);
  const BadgeToken = Type.Object({ 'x-badge-token': Type.Optional(Type.String({ maxLength: 100 })) });

  app.post(VISITOR_PATHS.register, { config: { errors: [429] }, schema: { summary: "Register for the show with a code sent to the mobile or e-mail (scene visit); answers the badge, the existing one when this contact registered already", response: { 200: Envelope(Badge) }, body: VisitorRegistration } }, async (request) => {
    const lang = request.lang;
    const show = await currentShow(db, lang);
    const checked = await checkRegistration(db, lang, request.body, show);
    // The invitation is checked before the contact's code is spent; it is used with the registration.
    const invitation = request.body.invitation ? await checkInvitation(db, lang, normaliseInvitationCode(request.body.invitation) ?? '') : null;
    if (!(await app.auth.codes.verify(checked.channel, checked.target, 'visit', checked.code))) throw invalidField('code', messageText(lang, 'codeWrong'));
    const { row, existing } = await registerVisitor(db, lang, checked, show, request.memberId, invitation);
    const badge = await badgeOf(app.badgeKeys, row, existing);
    if (!existing) sendBadgeLink(app, delivery, lang, row, badge.token, show.name);
    return ok(badge);
  });

  app.get(VISITOR_PATHS.badge, { config: { errors: [404] }, schema: { summary: 'A badge by its token (the link sent to the visitor: /visit/badge/#token)', response: { 200: Envelope(Badge) }, headers: BadgeToken } }, async (request) =>
    ok(await badgeOf(app.badgeKeys, await byToken(request))),
  );

  app.get(VISITOR_PATHS.scans, { config: { errors: [404] }, schema: { summary: 'Exhibitors that scanned the badge of this token', response: { 200: Envelope(Type.Array(BadgeScan)) }, headers: BadgeToken } }, async (request) =>
    ok(await scansOf(db, request.lang, (await byToken(request)).id)),
  );

  app.post(VISITOR_PATHS.withdraw, { config: { errors: [404] }, schema: { summary: "Withdraw consent from one exhibitor that scanned the badge of this token: its copy of the contact is masked", response: { 200: Envelope(Type.Null()) }, headers: BadgeToken, params: Type.Object({ exhibitorId: RecordId }) } }, async (request) => {
    await withdraw(db, (await byToken(request)).id, request.params.exhibitorId, app.now());
    return ok(null);
  });

  async function byToken(request: FastifyRequest): Promise<VisitorRow> {
    const token = request.headers['x-badge-token'];
    const row = typeof token === 'string' ? await visitorOfCodeToken(token) : null;
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'noBadgeHere'));
    return row;
  }

  /** Only a token opens a badge here: a typed number is for the gates. */
  async function visitorOfCodeToken(token: string): Promise<VisitorRow | null> {
    const scanned = await readCode(app.badgeKeys, token);
    return scanned && 'parts' in scanned ? visitorOfCode(db, scanned) : null;
  }
};

/** The signed-in member's badge and the scans of it (mounted in the member area). */
export const visitorMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const mine = (memberId: number) => db.selectFrom('visitor').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();

  app.get(VISITOR_PATHS.memberBadge, { schema: { summary: 'My badge (null when I have not registered with this account)', response: { 200: Envelope(Type.Union([Badge, Type.Null()])) } } }, async (request) => {
    const row = await mine(memberIdOf(request));
    return ok(row ? await badgeOf(app.badgeKeys, row) : null);
  });

  app.get(VISITOR_PATHS.memberScans, { schema: { summary: 'Exhibitors that scanned my badge', response: { 200: Envelope(Type.Array(BadgeScan)) } } }, async (request) => {
    const row = await mine(memberIdOf(request));
    return ok(row ? await scansOf(db, request.lang, row.id) : []);
  });

  app.post(VISITOR_PATHS.memberWithdraw, { config: { errors: [404] }, schema: { summary: 'Withdraw consent from one exhibitor that scanned my badge: its copy of my contact is masked', response: { 200: Envelope(Type.Null()) }, params: Type.Object({ exhibitorId: RecordId }) } }, async (request) => {
    const row = await mine(memberIdOf(request));
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'notRegistered'));
    await withdraw(db, row.id, request.params.exhibitorId, app.now());
    return ok(null);
  });
};

async function scansOf(db: Db, lang: Language, visitorId: number) {
  const rows = await db.selectFrom('lead as l').innerJoin('exhibitor as e', 'e.id', 'l.exhibitor_id').innerJoin('visitor as v', 'v.id', 'l.visitor_id')
    .select(['l.exhibitor_id', 'l.created_at', 'l.withdrawn_at', 'v.share_contact', 'e.name_zh', 'e.name_en'])
    .where('l.visitor_id', '=', visitorId).orderBy('l.created_at', 'desc').execute();
  return rows.map((r) => ({
    exhibitorId: r.exhibitor_id,
    exhibitorName: (lang === 'en' ? r.name_en ?? r.name_zh : r.name_zh ?? r.name_en) ?? '',
    scannedAt: iso(r.created_at),
    shared: r.share_contact && r.withdrawn_at === null,
  }));
}

async function withdraw(db: Db, visitorId: number, exhibitorId: number, now: Date): Promise<void> {
  await db.updateTable('lead').set({ withdrawn_at: now }).where('visitor_id', '=', visitorId).where('exhibitor_id', '=', exhibitorId).where('withdrawn_at', 'is', null).execute();
}

/** The badge's link by SMS or e-mail, after the answer (a failure is logged: the badge is on the screen already). */
function sendBadgeLink(app: FastifyInstance, delivery: ReturnType<typeof createDelivery>, lang: Language, row: VisitorRow, token: string, showName: string): void {
  const link = `${app.config.siteUrl}${badgeLinkPath(lang, token)}`;
  const params = { title: showName, number: formatBadgeNumber(row.badge_number), link };
  const text = messageText(lang, 'badgeLink', params);
  const sending = row.mobile ? delivery.sms(row.mobile, text) : delivery.email(row.email!, messageText(lang, 'badgeLinkSubject', params), text);
  sending.catch((error: unknown) => app.log.error({ err: error, visitor: row.id }, 'badge link could not be sent'));
}
