import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ApiCode, Envelope, KIOSK_LIMITS, KioskCodeRequest, KioskRegistration, PrintRequest, PrintedBadge, Badge, SessionToken, VISITOR_PATHS, messageText, type Language } from '@expo/contract';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { documentAccess } from '../../lib/openapi';
import { bearerToken } from '../../lib/bearer-token';
import { randomToken, sha256 } from '../../lib/hashing';
import type { RateLimiter } from '../auth/rate-limit';
import { createDelivery } from '../auth/delivery';
import { signInStaff } from '../auth/staff-sign-in';
import { UsernamePasswordBody, checkEmail, checkMobile, usernameAndPassword } from '../auth/validate';
import { printBadge } from './prints';
import { sendBadgeLink } from './routes';
import { badgeOf, checkRegistration, currentShow, registerVisitor } from './visitors';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A kiosk signs in at the start of a show day; the session outlasts the day's opening hours. */
const KIOSK_SESSION_HOURS = 16;
const MINUTE = 60;
const HOUR = 3600;

interface KioskSession {
  kioskAccountId: number;
  codesPerHour: number | null;
}

/**
 * The venue kiosk (issue 34, item 3): kiosk accounts (console resource kioskAccounts) sign a
 * tablet in. It asks codes for walk-ins without a captcha, so those requests are limited per
 * device and per kiosk account (KIOSK_LIMITS), as a gate's scans are; it registers walk-ins and
 * prints badges. It keeps no visitor session: each answer is the badge, printed and forgotten.
 */
export const kioskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const delivery = createDelivery(app.config, db, app.log);

  app.post(VISITOR_PATHS.kioskLogin, { config: { errors: [429] }, schema: { summary: 'Sign a venue tablet in with a kiosk account', response: { 200: Envelope(SessionToken) }, body: UsernamePasswordBody } }, async (request) => {
    const lang = request.lang;
    const { username, password } = usernameAndPassword(lang, request.body);
    const account = await signInStaff(app.auth.limiter, { lockName: `kiosk:${username}`, password, ip: request.ip, lang }, () =>
      db.selectFrom('kiosk_account').selectAll().where('username', '=', username).executeTakeFirst());
    const token = randomToken();
    await db.insertInto('kiosk_session').values({ token_hash: sha256(token), kiosk_account_id: account.id, expires_at: new Date(app.now().getTime() + KIOSK_SESSION_HOURS * HOUR * 1000) }).execute();
    return ok(token);
  });

  app.post(VISITOR_PATHS.kioskLogout, { schema: { summary: 'Sign the kiosk out (its token is revoked)', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await db.updateTable('kiosk_session').set({ revoked_at: app.now() }).where('token_hash', '=', sha256(token)).execute();
    return ok(null);
  });

  async function sessionOf(request: FastifyRequest): Promise<KioskSession> {
    const token = bearerToken(request);
    const session = token
      ? await db.selectFrom('kiosk_session as s').innerJoin('kiosk_account as a', 'a.id', 's.kiosk_account_id').select(['s.kiosk_account_id', 'a.codes_per_hour'])
        .where('s.token_hash', '=', sha256(token)).where('s.revoked_at', 'is', null).where('s.expires_at', '>', app.now()).executeTakeFirst()
      : undefined;
    if (!session) throw new ApiError(ApiCode.unauthorized, messageText(request.lang, 'signIn'));
    return { kioskAccountId: session.kiosk_account_id, codesPerHour: session.codes_per_hour };
  }

  await app.register(async (kiosk: TypeboxApp) => {
    documentAccess(kiosk, 'kiosk');

    kiosk.post(VISITOR_PATHS.kioskCode, { config: { errors: [429] }, schema: { summary: "Send a walk-in's code (scene visit) by SMS or e-mail: no captcha, limited per kiosk account and device", response: { 200: Envelope(Type.Null()) }, body: KioskCodeRequest } }, async (request) => {
      const lang = request.lang;
      const session = await sessionOf(request);
      const { mobile, email, deviceId } = request.body;
      const hasMobile = Boolean(mobile?.trim());
      if (hasMobile === Boolean(email?.trim())) throw invalidField(hasMobile ? 'email' : 'mobile', messageText(lang, 'mobileOrEmail'));
      const target = hasMobile ? checkMobile(lang, mobile) : checkEmail(lang, email);
      await guardKiosk(app.auth.limiter, lang, 'code', session, deviceId);
      await app.auth.codes.send({ channel: hasMobile ? 'sms' : 'email', target, scene: 'visit', lang, ip: request.ip });
      return { code: ApiCode.ok, msg: messageText(lang, 'codeSent'), data: null };
    });

    kiosk.post(VISITOR_PATHS.kioskRegister, { schema: { summary: "Register a walk-in with the code sent to the mobile or e-mail; answers the badge (the existing one when this contact registered already), linked to no account", response: { 200: Envelope(Badge) }, body: KioskRegistration } }, async (request) => {
      const lang = request.lang;
      await sessionOf(request);
      const show = await currentShow(db, lang);
      const checked = await checkRegistration(db, lang, request.body, show);
      if (!(await app.auth.codes.verify(checked.channel, checked.target, 'visit', checked.code))) throw invalidField('code', messageText(lang, 'codeWrong'));
      const { row, existing } = await registerVisitor(db, lang, checked, show, null);
      const badge = await badgeOf(app.badgeKeys, row, existing);
      if (!existing) sendBadgeLink(app, delivery, lang, row, badge.token, show.name);
      return ok(badge);
    });

    kiosk.post(VISITOR_PATHS.kioskPrint, { config: { errors: [404, 409, 429] }, schema: { summary: "The badge of a QR shown to the kiosk (or just registered), to print; each print is logged (a reprint shows in the console)", response: { 200: Envelope(PrintedBadge) }, body: PrintRequest } }, async (request) => {
      const session = await sessionOf(request);
      await guardKiosk(app.auth.limiter, request.lang, 'print', session, request.body.deviceId);
      return ok(await printBadge(db, app.badgeKeys, request.lang, request.body.code, { kind: 'kiosk', kioskAccountId: session.kioskAccountId, deviceId: request.body.deviceId }));
    });
  });
};

/** The kiosk's limits (KIOSK_LIMITS), as a gate's scans are limited: the device's pace and hour, the account's hour. */
async function guardKiosk(limiter: RateLimiter, lang: Language, action: 'code' | 'print', session: KioskSession, deviceId: string): Promise<void> {
  const limits = action === 'code'
    ? [
      { key: `kiosk-code:account:${session.kioskAccountId}`, windowSeconds: HOUR, max: session.codesPerHour ?? KIOSK_LIMITS.codesPerAccountPerHour },
      { key: `kiosk-code:device:${deviceId}:minute`, windowSeconds: MINUTE, max: KIOSK_LIMITS.codesPerDevicePerMinute },
      { key: `kiosk-code:device:${deviceId}`, windowSeconds: HOUR, max: KIOSK_LIMITS.codesPerDevicePerHour },
    ]
    : [
      { key: `kiosk-print:device:${deviceId}:minute`, windowSeconds: MINUTE, max: KIOSK_LIMITS.printsPerDevicePerMinute },
      { key: `kiosk-print:device:${deviceId}`, windowSeconds: HOUR, max: KIOSK_LIMITS.printsPerDevicePerHour },
    ];
  const taken = await limiter.take(limits);
  if (!taken.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
}
