import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_CLOSE_PATHS, ApiCode, Badge, BadgeDelete, BadgeScan, ConsentChange, Envelope, RecordId, VISITOR_PATHS, VisitorConsent, VisitorRegistration, badgeLinkPath, formatBadgeNumber, messageText, normaliseInvitationCode, type Language } from '@expo/contract';
import { eraseVisitors } from './erase';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { createDelivery } from '../auth/delivery';
import { memberIdOf } from '../auth/services';
import { iso } from '../content/query';
import { BadgeKeys } from './badge-token';
import { changeConsent, checkConsentVersion, consentOf, withdrawFrom } from './consent';
import { leadConsentOf } from './scans';
import { checkInvitation } from './invitations';
import { inLanguage } from '../../lib/in-language';
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
    await withdrawFrom(db, (await byToken(request)).id, request.params.exhibitorId, 'badge', app.now());
    return ok(null);
  });

  app.post(ACCOUNT_CLOSE_PATHS.badgeDelete, { config: { errors: [404] }, schema: { summary: "Delete the registration of this badge's token, confirmed: the person is erased for good (the badge stops working, exhibitors' leads show a deleted visitor, counts stay)", response: { 200: Envelope(Type.Null()) }, headers: BadgeToken, body: BadgeDelete } }, async (request) => {
    const { id } = await byToken(request);
    await db.transaction().execute((trx) => eraseVisitors(trx, [id], app.now()));
    return ok(null);
  });

  app.get(VISITOR_PATHS.consent, { config: { errors: [404] }, schema: { summary: 'The consent of the badge of this token now, and every change of it', response: { 200: Envelope(VisitorConsent) }, headers: BadgeToken } }, async (request) =>
    ok(await consentOf(db, await byToken(request))),
  );

  app.post(VISITOR_PATHS.consent, { config: { errors: [404] }, schema: { summary: 'Change the consent of the badge of this token (sharing, the transfer outside mainland China); a withdrawal reaches the exhibitors holding the contact at once', response: { 200: Envelope(VisitorConsent) }, headers: BadgeToken, body: ConsentChange } }, async (request) => {
    const row = await byToken(request);
    await changeConsent(db, row.id, { ...request.body, consentVersion: checkConsentVersion(request.lang, request.body.consentVersion) }, 'badge', app.now());
    return ok(await consentOf(db, await db.selectFrom('visitor').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()));
  });

  async function byToken(request: FastifyRequest): Promise<VisitorRow> {
    const token = request.headers['x-badge-token'];
    const row = typeof token === 'string' ? await visitorOfCodeToken(token) : null;
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'noBadgeHere'));
    return row;
  }

  /** Only a token opens a badge here: a typed number is for the gates. An erased registration's badge opens nothing. */
  async function visitorOfCodeToken(token: string): Promise<VisitorRow | null> {
    const scanned = await readCode(app.badgeKeys, token);
    const row = scanned && 'parts' in scanned ? await visitorOfCode(db, scanned) : null;
    return row?.erased_at ? null : row;
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
    await withdrawFrom(db, row.id, request.params.exhibitorId, 'member', app.now());
    return ok(null);
  });

  app.get(VISITOR_PATHS.memberConsent, { config: { errors: [404] }, schema: { summary: 'The consent of my badge now, and every change of it', response: { 200: Envelope(VisitorConsent) } } }, async (request) => {
    const row = await mine(memberIdOf(request));
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'notRegistered'));
    return ok(await consentOf(db, row));
  });

  app.post(VISITOR_PATHS.memberConsent, { config: { errors: [404] }, schema: { summary: 'Change the consent of my badge (sharing, the transfer outside mainland China); a withdrawal reaches the exhibitors holding my contact at once', response: { 200: Envelope(VisitorConsent) }, body: ConsentChange } }, async (request) => {
    const row = await mine(memberIdOf(request));
    if (!row) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'notRegistered'));
    await changeConsent(db, row.id, { ...request.body, consentVersion: checkConsentVersion(request.lang, request.body.consentVersion) }, 'member', app.now());
    return ok(await consentOf(db, (await mine(memberIdOf(request)))!));
  });
};

/** "Who scanned my badge": each exhibitor with its country and the consent its lead was collected under. */
async function scansOf(db: Db, lang: Language, visitorId: number): Promise<BadgeScan[]> {
  const rows = await db.selectFrom('lead as l').innerJoin('exhibitor as e', 'e.id', 'l.exhibitor_id')
    .select(['l.exhibitor_id', 'l.created_at', 'l.withdrawn_at', 'l.consent_share', 'l.consent_transfer', 'l.consent_version', 'e.country as exhibitor_country', 'e.name_zh', 'e.name_en'])
    .where('l.visitor_id', '=', visitorId).orderBy('l.created_at', 'desc').execute();
  return rows.map((r) => {
    const consent = leadConsentOf(r);
    return {
      exhibitorId: r.exhibitor_id,
      exhibitorName: inLanguage(lang, r.name_zh, r.name_en),
      exhibitorCountry: r.exhibitor_country,
      scannedAt: iso(r.created_at),
      shared: consent === 'shared',
      consent,
      consentShare: r.consent_share,
      consentTransfer: r.consent_transfer,
      consentVersion: r.consent_version,
    };
  });
}

/** The badge's link by SMS or e-mail, after the answer (a failure is logged: the badge is on the screen already). A staff pass's text names its company and days. */
export function sendBadgeLink(app: FastifyInstance, delivery: ReturnType<typeof createDelivery>, lang: Language, row: VisitorRow, token: string, showName: string): void {
  const link = `${app.config.siteUrl}${badgeLinkPath(lang, token)}`;
  const params = { title: showName, number: formatBadgeNumber(row.badge_number), link, company: row.company };
  const [body, subject] = row.kind === 'staff' ? (['staffPassLink', 'staffPassLinkSubject'] as const) : (['badgeLink', 'badgeLinkSubject'] as const);
  const text = messageText(lang, body, params);
  const sending = row.mobile ? delivery.sms(row.mobile, text) : delivery.email(row.email!, messageText(lang, subject, params), text);
  sending.catch((error: unknown) => app.log.error({ err: error, visitor: row.id }, 'badge link could not be sent'));
}
