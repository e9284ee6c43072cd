import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiCode, messageText, Envelope, Captcha, SessionToken, type Language } from '@expo/contract';
import { ApiError, invalidField, ok } from '../../lib/envelope';
import { createMember, findByUsername, findMember, setPassword, type Identity } from './members';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { SIGN_IN_LOCK, signInAccountKey, signInLimits } from './limits';
import { bearerToken } from '../../lib/bearer-token';
import { checkCode, checkEmail, checkMobile, checkPassword, requireText } from './validate';

const Text = Type.Optional(Type.String({ maxLength: 1024 }));
const Scene = Type.Union([Type.Literal('register'), Type.Literal('login'), Type.Literal('reset'), Type.Literal('visit')]);

/** Captcha, codes, registration, the three ways to sign in, reset, and sign-out. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const { rsa, captcha, codes, sessions, limiter } = app.auth;

  app.get('/common/captcha/init', { config: { errors: [429] }, schema: { summary: 'A new image captcha and the public key for code requests', response: { 200: Envelope(Captcha) } } }, async (request) => {
    const created = await captcha.create(request.ip, request.lang);
    return ok({ ...created, publicKey: rsa.publicKeyPem });
  });

  for (const channel of ['sms', 'email'] as const) {
    const field = channel === 'sms' ? 'mobile' : 'email';
    app.post(
      channel === 'sms' ? '/common/sendSmsCode' : '/common/sendEmailCode',
      { config: { errors: [429] }, schema: { summary: `Send a code by ${channel === 'sms' ? 'SMS' : 'e-mail'} (register, sign-in, reset, or a visitor's registration for the show)`, response: { 200: Envelope(Type.Null()) }, body: Type.Object({ [field]: Text, captchaId: Text, captchaCode: Text, scene: Scene }) } },
      async (request) => {
        const lang = request.lang;
        const body = request.body as Record<string, string | undefined> & { scene: 'register' | 'login' | 'reset' | 'visit' };
        const captchaId = requireText(lang, 'captchaId', body.captchaId);
        const captchaCode = requireText(lang, 'captchaCode', body.captchaCode);
        const plain = rsa.decrypt(requireText(lang, field, body[field]));
        // The ciphertext holds "value:captchaId": it must name the captcha being answered.
        const separator = plain?.lastIndexOf(':') ?? -1;
        if (!plain || separator < 1 || plain.slice(separator + 1) !== captchaId) throw invalidField(field, messageText(lang, 'badCipher'));
        const target = channel === 'sms' ? checkMobile(lang, plain.slice(0, separator)) : checkEmail(lang, plain.slice(0, separator));
        if (!(await captcha.consume(captchaId, captchaCode))) throw invalidField('captchaCode', messageText(lang, 'captchaFailed'));
        // Whether an account exists is decided after the answer, by the queue that sends the message.
        await codes.send({ channel, target, scene: body.scene, lang, ip: request.ip });
        return { code: ApiCode.ok, msg: messageText(lang, 'codeSent'), data: null };
      },
    );
  }

  for (const channel of ['sms', 'email'] as const) {
    const field = channel === 'sms' ? 'mobile' : 'email';
    const identify = (lang: Language, value: string | undefined): Identity =>
      channel === 'sms' ? { mobile: checkMobile(lang, value) } : { email: checkEmail(lang, value) };
    const targetOf = (identity: Identity) => ('mobile' in identity ? identity.mobile : identity.email);

    app.post(
      channel === 'sms' ? '/auth/register' : '/auth/emailRegister',
      { config: { errors: [429] }, schema: { summary: `Register with ${field === 'mobile' ? 'a mobile number' : 'an e-mail address'} and its code`, response: { 200: Envelope(SessionToken) }, body: Type.Object({ [field]: Text, code: Text, password: Text, agree: Type.Optional(Type.Boolean()) }) } },
      async (request) => {
        const lang = request.lang;
        const body = request.body as Record<string, string | undefined> & { agree?: boolean };
        const identity = identify(lang, body[field]);
        const code = checkCode(lang, body.code);
        const password = checkPassword(lang, body.password);
        if (body.agree !== true) throw invalidField('agree', messageText(lang, 'mustAgree'));
        if (!(await codes.verify(channel, targetOf(identity), 'register', code))) throw invalidField('code', messageText(lang, 'codeWrong'));
        const memberId = await createMember(db, identity, await hashPassword(password));
        if (memberId === null) throw invalidField(field, messageText(lang, 'accountExists'));
        return ok(await sessions.create(memberId));
      },
    );

    app.post(
      channel === 'sms' ? '/auth/smsLogin' : '/auth/emailLogin',
      { config: { errors: [429] }, schema: { summary: `Sign in with a code sent by ${channel === 'sms' ? 'SMS' : 'e-mail'}`, response: { 200: Envelope(SessionToken) }, body: Type.Object({ [field]: Text, code: Text }) } },
      async (request) => {
        const lang = request.lang;
        const body = request.body as Record<string, string | undefined>;
        const identity = identify(lang, body[field]);
        const code = checkCode(lang, body.code);
        // Codes are only sent to existing accounts for sign-in, so an unknown account fails here too.
        if (!(await codes.verify(channel, targetOf(identity), 'login', code))) throw invalidField('code', messageText(lang, 'codeWrong'));
        const member = await findMember(db, identity);
        if (!member) throw invalidField('code', messageText(lang, 'codeWrong'));
        return ok(await sessions.create(member.id));
      },
    );

    app.post(
      channel === 'sms' ? '/auth/resetSms' : '/auth/resetEmail',
      { config: { errors: [429] }, schema: { summary: `Set a new password with a code sent by ${channel === 'sms' ? 'SMS' : 'e-mail'}`, response: { 200: Envelope(Type.Null()) }, body: Type.Object({ [field]: Text, code: Text, password: Text, confirmPassword: Text }) } },
      async (request) => {
        const lang = request.lang;
        const body = request.body as Record<string, string | undefined>;
        const identity = identify(lang, body[field]);
        const code = checkCode(lang, body.code);
        const password = checkPassword(lang, body.password);
        if (body.confirmPassword !== password) throw invalidField('confirmPassword', messageText(lang, 'notSame'));
        if (!(await codes.verify(channel, targetOf(identity), 'reset', code))) throw invalidField('code', messageText(lang, 'codeWrong'));
        const member = await findMember(db, identity);
        if (!member) throw invalidField('code', messageText(lang, 'codeWrong'));
        await setPassword(db, member.id, await hashPassword(password));
        await sessions.revokeAll(member.id);
        await limiter.clear(signInAccountKey('member', targetOf(identity)));
        return { code: ApiCode.ok, msg: messageText(lang, 'resetDone'), data: null };
      },
    );
  }

  app.post(
    '/auth/login',
    { config: { errors: [429] }, schema: { summary: 'Sign in with a password (mobile or e-mail) and a captcha', response: { 200: Envelope(SessionToken) }, body: Type.Object({ username: Text, password: Text, captchaId: Text, captchaCode: Text }) } },
    async (request) => {
      const lang = request.lang;
      const { body } = request;
      const username = requireText(lang, 'username', body.username).toLowerCase();
      const password = requireText(lang, 'password', body.password);
      const captchaId = requireText(lang, 'captchaId', body.captchaId);
      const captchaCode = requireText(lang, 'captchaCode', body.captchaCode);
      if (!(await captcha.consume(captchaId, captchaCode))) throw invalidField('captchaCode', messageText(lang, 'captchaFailed'));

      // The attempt is counted before the password is checked, and given back if it was right.
      const attempt = await limiter.take(signInLimits('member', username, request.ip));
      if (!attempt.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'locked', { n: SIGN_IN_LOCK.windowSeconds / 60 }));
      // Each failure makes the next attempt slower, before the lock sets in.
      const accountKey = signInAccountKey('member', username);
      const failures = attempt.counts[accountKey] ?? 0;
      if (failures > 0) await new Promise((resolve) => setTimeout(resolve, 250 * failures));

      const member = await findByUsername(db, username);
      const matches = await verifyPassword(member?.password_hash ?? (await decoyHash()), password);
      if (!member || !matches) throw invalidField('password', messageText(lang, 'wrongCredentials'));
      await limiter.release(Object.values(attempt.events));
      await limiter.clear(accountKey);
      return ok(await sessions.create(member.id));
    },
  );

  app.post('/auth/logout', { schema: { summary: 'Sign out: the token is revoked', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await sessions.revoke(token);
    return ok(null);
  });
};
