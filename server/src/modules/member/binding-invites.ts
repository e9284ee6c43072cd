import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { randomInt } from 'node:crypto';
import { ApiCode, INVITE_CODE_DAYS, INVITE_CODE_LENGTH, Envelope, ExhibitorCard, InviteCode, messageText } from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { sha256 } from '../../lib/hashing';
import { iso } from '../content/query';
import { exhibitorCard } from './binding';
import { administeredExhibitor, bindMember } from './team';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Makes a one-time invitation code for an exhibitor's team (an editor in the console, or the
 * team's administrator). Only its hash is stored; the code is shown once, to its maker.
 */
export async function makeInvite(db: Db, exhibitorId: number, madeBy: string): Promise<InviteCode> {
  const code = Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
  const expiresAt = new Date(Date.now() + INVITE_CODE_DAYS * 86_400_000);
  await db.insertInto('exhibitor_invite').values({ exhibitor_id: exhibitorId, code_hash: sha256(code), made_by: madeBy, expires_at: expiresAt }).execute();
  return { code, exhibitorId, expiresAt: iso(expiresAt) };
}

/** A code as people type it: spaces and dashes dropped, upper case. */
export function normalInviteCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Binding with an invitation code, and the administrator's own invitations. */
export const bindingInviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const { limiter } = app.auth;

  app.post(
    '/member/binding/invite',
    { config: { errors: [429] }, schema: { summary: 'Bind my account to an exhibitor with a one-time invitation code', response: { 200: Envelope(ExhibitorCard) }, body: Type.Object({ code: Type.String({ maxLength: 40 }) }) } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const code = normalInviteCode(request.body.code);
      if (!code) throw invalidField('code', messageText(lang, 'noBlank'));
      // Guessing is bounded like the login way: ten wrong codes in 15 minutes lock the member out. The try
      // is counted before the code is checked (a burst cannot outrun it) and given back unless the code was wrong.
      const attempt = await limiter.take([{ key: `bind-invite-fail:${memberId}`, windowSeconds: 15 * 60, max: 10 }]);
      if (!attempt.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
      let wrong = false;
      const exhibitorId = await bindMember(db, lang, memberId, 'invite', async (trx) => {
        // One statement takes the code: of parallel requests with it, exactly one gets the row.
        const used = await trx.updateTable('exhibitor_invite').set({ used_at: new Date(), used_by: memberId })
          .where('code_hash', '=', sha256(code)).where('used_at', 'is', null).where('expires_at', '>', new Date())
          .returning('exhibitor_id').executeTakeFirst();
        if (!used) {
          wrong = true;
          throw invalidField('code', messageText(lang, 'inviteInvalid'));
        }
        return used.exhibitor_id;
      }).catch(async (error: unknown) => {
        if (!wrong) await limiter.release(Object.values(attempt.events));
        throw error;
      });
      await limiter.release(Object.values(attempt.events));
      return ok(await exhibitorCard(db, exhibitorId));
    },
  );

  app.post('/member/team/invites', { config: { errors: [403] }, schema: { summary: 'Make a one-time invitation code for my team (its administrator only)', response: { 200: Envelope(InviteCode) } } }, async (request) => {
    const exhibitorId = await administeredExhibitor(db, request.lang, memberIdOf(request));
    return ok(await makeInvite(db, exhibitorId, 'administrator'));
  });
};
