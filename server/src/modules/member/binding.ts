import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/engine';
import { invalidField, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import { UsernamePasswordBody, usernameAndPassword } from '../auth/validate';
import { mediaUrl } from '../content/query';
import { messageText, Envelope, ExhibitorCard } from '@expo/contract';
import { bindMember, unbindMember } from './team';

const BIND_LOCK = { window: 15 * 60, perMember: 10 } as const;

/** Binding a member to an exhibitor with the exhibitor's own login: one exhibitor per member (the other ways: binding-invites.ts, binding-domain.ts; the team: team.ts). */
export const bindingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const { limiter } = app.auth;

  app.get('/member/binding', { schema: { summary: 'My bound exhibitor', response: { 200: Envelope(Type.Union([ExhibitorCard, Type.Null()])) } } }, async (request) => {
    const member = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberIdOf(request)).executeTakeFirstOrThrow();
    return ok(member.exhibitor_id ? await exhibitorCard(db, member.exhibitor_id) : null);
  });

  app.post(
    '/member/binding',
    { config: { errors: [429] }, schema: { summary: 'Bind my account to an exhibitor with its own login', response: { 200: Envelope(ExhibitorCard) }, body: UsernamePasswordBody } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const { username, password } = usernameAndPassword(lang, request.body);
      const member = await db.selectFrom('member').select('exhibitor_id').where('id', '=', memberId).executeTakeFirstOrThrow();
      if (member.exhibitor_id) throw invalidField('username', messageText(lang, 'alreadyBound'));
      // The try is counted before the password is checked (a burst cannot outrun the lock), given back if right.
      const attempt = await limiter.take([{ key: `bind-fail:${memberId}`, windowSeconds: BIND_LOCK.window, max: BIND_LOCK.perMember }]);
      if (!attempt.ok) throw invalidField('password', messageText(lang, 'locked', { n: BIND_LOCK.window / 60 }));
      const login = await db.selectFrom('exhibitor_login').selectAll().where('username', '=', username).executeTakeFirst();
      const matches = await verifyPassword(login?.password_hash ?? (await decoyHash()), password);
      if (!login || !matches) throw invalidField('password', messageText(lang, 'bindFailed'));
      await limiter.release(Object.values(attempt.events));
      await bindMember(db, lang, memberId, 'login', async () => login.exhibitor_id);
      return ok(await exhibitorCard(db, login.exhibitor_id));
    },
  );

  app.delete('/member/binding', { schema: { summary: 'Unbind my exhibitor', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const unbound = await unbindMember(db, memberId, 'unbound', 'member');
    if (unbound === null) throw invalidField('exhibitor', messageText(lang, 'notBound'));
    return ok(null);
  });
};

/** The bound exhibitor as the binding page shows it (SPEC.md section 3, exhibitor binding). */
export async function exhibitorCard(db: Db, exhibitorId: number) {
  const e = await db.selectFrom('exhibitor').selectAll().where('id', '=', exhibitorId).executeTakeFirstOrThrow();
  return {
    exhibitorId: e.id,
    logo: mediaUrl(e.logo),
    companyName: e.name_zh ?? e.name_en ?? '',
    companyNameEn: e.name_en,
    email: e.email,
    address: e.address_zh ?? e.address_en,
    website: e.website,
    phone: e.phone,
    fax: e.fax,
  };
}
