import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, Envelope, GateAnswer, PrintRequest, PrintedBadge, ScanRequest, SessionToken, VISITOR_PATHS, messageText } from '@expo/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../lib/envelope';
import { documentAccess } from '../../lib/openapi';
import { bearerToken } from '../../lib/bearer-token';
import { randomToken, sha256 } from '../../lib/hashing';
import { signInStaff } from '../auth/staff-sign-in';
import { UsernamePasswordBody, usernameAndPassword } from '../auth/validate';
import { printBadge } from './prints';
import { guardScan } from './scan-guard';
import { gateDaysOf, gateScan } from './scans';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

const GATE_SESSION_HOURS = 16;
const HOUR = 3600;

/**
 * The entrance: gate accounts (made in the console, resource gateAccounts) sign in on their
 * phones and scan badges. Scans are limited per device, per account and against guessing
 * (scan-guard.ts), so a lost phone cannot read the registry out badge by badge.
 */
export const gateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.post(VISITOR_PATHS.gateLogin, { config: { errors: [429] }, schema: { summary: 'Sign in as a gate account', response: { 200: Envelope(SessionToken) }, body: UsernamePasswordBody } }, async (request) => {
    const lang = request.lang;
    const { username, password } = usernameAndPassword(lang, request.body);
    const account = await signInStaff(app.auth.limiter, { lockName: `gate:${username}`, password, ip: request.ip, lang }, () =>
      db.selectFrom('gate_account').selectAll().where('username', '=', username).executeTakeFirst());
    const token = randomToken();
    await db.insertInto('gate_session').values({ token_hash: sha256(token), gate_account_id: account.id, expires_at: new Date(app.now().getTime() + GATE_SESSION_HOURS * HOUR * 1000) }).execute();
    return ok(token);
  });

  app.post(VISITOR_PATHS.gateLogout, { schema: { summary: 'Sign the gate account out (its token is revoked)', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await db.updateTable('gate_session').set({ revoked_at: app.now() }).where('token_hash', '=', sha256(token)).execute();
    return ok(null);
  });

  await app.register(async (gate: TypeboxApp) => {
    documentAccess(gate, 'gate');
    gate.post(VISITOR_PATHS.gateScan, { config: { errors: [429] }, schema: { summary: 'Scan a badge at a gate: admitted, already admitted today, revoked, unknown, or not valid today with the reason (a scan id counts once)', response: { 200: Envelope(GateAnswer) }, body: ScanRequest } }, async (request) => {
      const session = await sessionOf(request);
      await guardScan(db, app.auth.limiter, request.lang, { kind: 'gate', deviceId: request.body.deviceId, gateAccountId: session.gate_account_id, perHour: session.scans_per_hour });
      return ok(await gateScan(db, app.badgeKeys, request.body, session.gate_account_id, app.now(), request.lang, await gateDaysOf(db, app.config.gateTestDay)));
    });

    gate.post(VISITOR_PATHS.gatePrint, { config: { errors: [404, 409, 429] }, schema: { summary: 'The badge of a scanned QR or typed number, to print at the gate ("print badge" mode); each print is logged (a reprint shows in the console)', response: { 200: Envelope(PrintedBadge) }, body: PrintRequest } }, async (request) => {
      const session = await sessionOf(request);
      const { deviceId, code } = request.body;
      await guardScan(db, app.auth.limiter, request.lang, { kind: 'gate', deviceId, gateAccountId: session.gate_account_id, perHour: session.scans_per_hour });
      return ok(await printBadge(db, app.badgeKeys, request.lang, code, { kind: 'gate', gateAccountId: session.gate_account_id, deviceId }));
    });

    async function sessionOf(request: FastifyRequest) {
      const token = bearerToken(request);
      const session = token
        ? await db.selectFrom('gate_session as s').innerJoin('gate_account as a', 'a.id', 's.gate_account_id').select(['s.gate_account_id', 'a.scans_per_hour'])
          .where('s.token_hash', '=', sha256(token)).where('s.revoked_at', 'is', null).where('s.expires_at', '>', app.now()).executeTakeFirst()
        : undefined;
      if (!session) throw new ApiError(ApiCode.unauthorized, messageText(request.lang, 'signIn'));
      return session;
    }
  });
};
