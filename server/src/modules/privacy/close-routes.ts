import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_CLOSE_GRACE_DAYS, ACCOUNT_CLOSE_PATHS, ApiCode, AccountCloseState, CloseCodeRequest, CloseConfirm, Envelope, messageText, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';

/**
 * Closing my account (mounted in the member area): a code to the account's own mobile or e-mail
 * confirms; every session ends; signing in within ACCOUNT_CLOSE_GRACE_DAYS cancels it (SessionStore),
 * after them the retention job's run erases the person (erasure.ts).
 */
export const accountCloseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(ACCOUNT_CLOSE_PATHS.state, { schema: { summary: 'Whether my account is closing, and when a sign-in last cancelled a closing', response: { 200: Envelope(AccountCloseState) } } }, async (request) =>
    ok(await closeState(db, memberIdOf(request))),
  );

  app.post(ACCOUNT_CLOSE_PATHS.code, { config: { errors: [429] }, schema: { summary: "Send the code that confirms closing my account to the account's own mobile (sms) or e-mail", response: { 200: Envelope(AccountCloseState) }, body: CloseCodeRequest } }, async (request) => {
    const memberId = memberIdOf(request);
    const target = await contactOf(db, request.lang, memberId, request.body.channel);
    await app.auth.codes.send({ channel: request.body.channel, target, scene: 'close', lang: request.lang, ip: request.ip, memberId });
    return { code: ApiCode.ok, msg: messageText(request.lang, 'codeSent'), data: await closeState(db, memberId) };
  });

  app.post(ACCOUNT_CLOSE_PATHS.state, { schema: { summary: `Close my account with the code: every session ends; signing in within ${ACCOUNT_CLOSE_GRACE_DAYS} days cancels it, after them my personal data is erased`, response: { 200: Envelope(AccountCloseState) }, body: CloseConfirm } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const { channel, code } = request.body;
    const target = await contactOf(db, lang, memberId, channel);
    if (!(await app.auth.codes.verify(channel, target, 'close', code.trim(), memberId))) throw invalidField('code', messageText(lang, 'codeWrong'));
    await db.updateTable('member').set({ close_requested_at: app.now(), close_cancelled_at: null }).where('id', '=', memberId).where('erased_at', 'is', null).execute();
    await app.auth.sessions.revokeAll(memberId);
    return ok(await closeState(db, memberId));
  });
};

async function contactOf(db: Db, lang: Language, memberId: number, channel: 'sms' | 'email'): Promise<string> {
  const member = await db.selectFrom('member').select(['mobile', 'email']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const target = channel === 'sms' ? member.mobile : member.email;
  if (!target) throw invalidField('channel', messageText(lang, 'closeCodeNoChannel'));
  return target;
}

async function closeState(db: Db, memberId: number): Promise<AccountCloseState> {
  const m = await db.selectFrom('member').select(['mobile', 'email', 'close_requested_at', 'close_cancelled_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return {
    state: m.close_requested_at ? 'closing' : 'open',
    eraseAt: m.close_requested_at ? new Date(m.close_requested_at.getTime() + ACCOUNT_CLOSE_GRACE_DAYS * 86_400_000).toISOString() : null,
    cancelledAt: m.close_cancelled_at?.toISOString() ?? null,
    channels: [...(m.mobile ? ['sms' as const] : []), ...(m.email ? ['email' as const] : [])],
  };
}
