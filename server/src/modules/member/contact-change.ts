import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, ContactCodeBody, Envelope, messageText, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField } from '../../lib/envelope';
import type { CodeService } from '../auth/codes';
import { memberIdOf } from '../auth/services';
import { checkEmail, checkMobile } from '../auth/validate';

/**
 * A member's sign-in mobile or e-mail changes only with a code sent to the new one. Asking for
 * the code answers the same whether the number or address is free or used by another account
 * (used: its owner gets a notice instead of a code), so the profile cannot be used to find out
 * who has an account.
 */
export const contactCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { codes } = app.auth;
  app.post(
    '/member/sendContactCode',
    { config: { errors: [429] }, schema: { summary: 'Send a code to a new sign-in mobile (SMS) or e-mail, to confirm it in updateProfile', response: { 200: Envelope(Type.Null()) }, body: ContactCodeBody } },
    async (request) => {
      const lang = request.lang;
      const memberId = memberIdOf(request);
      const { mobile, email } = request.body;
      if ((mobile === undefined) === (email === undefined)) throw invalidField(mobile === undefined ? 'mobile' : 'email', messageText(lang, 'oneContactAtATime'));
      const channel = mobile !== undefined ? 'sms' : 'email';
      const target = mobile !== undefined ? checkMobile(lang, mobile) : checkEmail(lang, email);
      await codes.send({ channel, target, scene: 'contact', lang, ip: request.ip, memberId });
      return { code: ApiCode.ok, msg: messageText(lang, 'codeSent'), data: null };
    },
  );
};

export interface ContactChange {
  field: 'mobile' | 'email';
  value: string;
  code: string | undefined;
}

/**
 * Checks the code of each changed sign-in mobile or e-mail (using it up). Then, and only then,
 * a number or address used by another account is named as such: the member has shown it is theirs.
 */
export async function confirmContactChanges(db: Db, codes: CodeService, lang: Language, memberId: number, changes: ContactChange[]): Promise<void> {
  for (const { field, code } of changes) {
    if (!code?.trim()) throw invalidField(`${field}Code`, messageText(lang, 'contactCodeNeeded', { what: contactWord(lang, field) }));
  }
  for (const { field, value, code } of changes) {
    const ok = await codes.verify(field === 'mobile' ? 'sms' : 'email', value, 'contact', code!.trim(), memberId);
    if (!ok) throw invalidField(`${field}Code`, messageText(lang, 'codeWrong'));
  }
  for (const { field, value } of changes) {
    const taken = await db.selectFrom('member').select('id').where(field, '=', value).where('id', '!=', memberId).executeTakeFirst();
    if (taken) throw invalidField(field, messageText(lang, 'contactTaken', { what: contactWord(lang, field) }));
  }
}

export function contactWord(lang: Language, field: 'mobile' | 'email'): string {
  if (field === 'mobile') return lang === 'zh' ? '手机号' : 'mobile number';
  return lang === 'zh' ? '邮箱' : 'e-mail address';
}
