import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { CAPTCHA_ANSWER, TEST_ENV, captcha, encrypt, latestCode, post, registerByMobile, sendCode, uniqueMobile } from '../../../test/accounts';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: TEST_ENV });
});
afterAll(() => t.close());

const EN = { lang: 'en_US' };

describe('captcha and RSA', () => {
  test('captcha init gives an id, a PNG image and the PEM public key', async () => {
    const data = await captcha(t);
    expect(data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(data.publicKey).toContain('-----BEGIN PUBLIC KEY-----');
  });

  test('CAPTCHA_TEST_ANSWER is refused outside NODE_ENV=test', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'x', NODE_ENV: 'production' })).toThrow(/only with NODE_ENV=test/);
  });

  test('a wrong captcha answer gives "failed", and a captcha is single use', async () => {
    const { captchaId, publicKey } = await captcha(t);
    const mobile = uniqueMobile();
    const payload = { mobile: encrypt(publicKey, `${mobile}:${captchaId}`), captchaId, scene: 'register' };
    const wrong = await post(t, '/api/common/sendSmsCode', { ...payload, captchaCode: 'nope' }, EN);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ msg: 'failed', data: { field: 'captchaCode' } });
    const reused = await post(t, '/api/common/sendSmsCode', { ...payload, captchaCode: CAPTCHA_ANSWER }, EN);
    expect(reused.body.msg).toBe('failed');
  });

  test('a ciphertext naming another captcha, or not decryptable, is refused', async () => {
    const first = await captcha(t);
    const second = await captcha(t);
    const mobile = uniqueMobile();
    const swapped = await post(t, '/api/common/sendSmsCode', { mobile: encrypt(first.publicKey, `${mobile}:${first.captchaId}`), captchaId: second.captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'register' });
    expect(swapped.status).toBe(400);
    expect(swapped.body.data).toEqual({ field: 'mobile' });
    for (const garbage of ['not-base64!!', 'QUJDREVGR0hJSktMTU5PUA==', '']) {
      const res = await post(t, '/api/common/sendSmsCode', { mobile: garbage, captchaId: second.captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'register' });
      expect(res.status).toBe(400);
    }
  });

  test('a plain (unencrypted) number is refused', async () => {
    const { captchaId } = await captcha(t);
    const res = await post(t, '/api/common/sendSmsCode', { mobile: '13800138000', captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'register' });
    expect(res.status).toBe(400);
  });
});

describe('registration and sign-in', () => {
  test('register by mobile: signed in at once, getInfo answers, logout revokes the token', async () => {
    const { token, auth, mobile } = await registerByMobile(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.get('/api/auth/getInfo', auth);
    expect(info.body.data).toMatchObject({ mobile, nickname: null, profileComplete: false });
    await post(t, '/api/auth/logout', {}, auth);
    const after = await t.get('/api/auth/getInfo', auth);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('登录已失效，请重新登录');
    expect((await t.get('/api/auth/getInfo', { ...auth, ...EN })).body.msg).toBe('Invalid, please sign in');
  });

  test('the code is stored hashed, never in plain text', async () => {
    const mobile = uniqueMobile();
    await sendCode(t, 'sms', mobile, 'register');
    const code = await latestCode(t, mobile);
    const rows = await t.engine.db.selectFrom('verification_code').selectAll().where('target', '=', mobile).execute();
    expect(JSON.stringify(rows)).not.toContain(code!);
  });

  test('register by e-mail, then sign in with password and with an e-mail code', async () => {
    const email = `Baker.${Date.now()}@Example.com`;
    await sendCode(t, 'email', email.toLowerCase(), 'register');
    const code = await latestCode(t, email.toLowerCase());
    const reg = await post(t, '/api/auth/emailRegister', { email, code, password: 'flour-power', agree: true });
    expect(reg.body.code).toBe(200);

    const c = await captcha(t);
    const login = await post(t, '/api/auth/login', { username: email, password: 'flour-power', captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER });
    expect(login.body.code).toBe(200);
    expect(typeof login.body.data).toBe('string');

    await t.engine.db.deleteFrom('rate_event').where('key', '=', `code:email:${email.toLowerCase()}`).execute();
    await sendCode(t, 'email', email.toLowerCase(), 'login');
    const loginCode = await latestCode(t, email.toLowerCase());
    const byCode = await post(t, '/api/auth/emailLogin', { email, code: loginCode });
    expect(byCode.body.code).toBe(200);
  });

  test('sign in by SMS code; a code works once', async () => {
    const { mobile } = await registerByMobile(t);
    await new Promise((r) => setTimeout(r, 10));
    await t.engine.db.deleteFrom('rate_event').where('key', '=', `code:sms:${mobile}`).execute();
    await sendCode(t, 'sms', mobile, 'login');
    const code = await latestCode(t, mobile);
    expect((await post(t, '/api/auth/smsLogin', { mobile, code })).body.code).toBe(200);
    expect((await post(t, '/api/auth/smsLogin', { mobile, code })).status).toBe(400);
  });

  test('registration needs agreement, a 6+ character password, a valid number, the right code', async () => {
    const mobile = uniqueMobile();
    await sendCode(t, 'sms', mobile, 'register');
    const code = await latestCode(t, mobile);
    const cases: [object, string, string][] = [
      [{ mobile, code, password: 'secret123' }, 'agree', 'Please read and accept the privacy policy and user agreement'],
      [{ mobile, code, password: '12345', agree: true }, 'password', 'More than 6'],
      [{ mobile: '12345', code, password: 'secret123', agree: true }, 'mobile', 'Wrong phone number'],
      [{ mobile: '', code, password: 'secret123', agree: true }, 'mobile', 'No blank'],
      [{ mobile, code: '000000' === code ? '111111' : '000000', password: 'secret123', agree: true }, 'code', 'Wrong or expired code'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await post(t, '/api/auth/register', payload, EN);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg, data: { field } });
    }
    expect((await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true })).body.code).toBe(200);
  });

  test('a code expires, and five wrong tries use it up', async () => {
    const mobile = uniqueMobile();
    await sendCode(t, 'sms', mobile, 'register');
    const code = await latestCode(t, mobile);
    for (let i = 0; i < 5; i++) await post(t, '/api/auth/register', { mobile, code: '000000' === code ? '111111' : '000000', password: 'secret123', agree: true });
    expect((await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true })).status).toBe(400);

    const other = uniqueMobile();
    await sendCode(t, 'sms', other, 'register');
    const otherCode = await latestCode(t, other);
    await t.engine.db.updateTable('verification_code').set({ expires_at: sql`now() - interval '1 second'` }).where('target', '=', other).execute();
    expect((await post(t, '/api/auth/register', { mobile: other, code: otherCode, password: 'secret123', agree: true })).status).toBe(400);
  });

  test('registering an existing account sends a notice, not a code, and the answer does not tell', async () => {
    const { mobile } = await registerByMobile(t);
    await t.engine.db.deleteFrom('rate_event').where('key', '=', `code:sms:${mobile}`).execute();
    const res = await sendCode(t, 'sms', mobile, 'register');
    const fresh = await sendCode(t, 'sms', uniqueMobile(), 'register');
    expect(res.body).toEqual(fresh.body);
    const notice = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.body).not.toMatch(/\d{6}/);
  });

  test('codes for sign-in or reset of an unknown account are not sent, with the same answer', async () => {
    const unknown = uniqueMobile();
    const res = await sendCode(t, 'sms', unknown, 'login');
    expect(res.body.code).toBe(200);
    expect(await latestCode(t, unknown)).toBeNull();
    expect((await post(t, '/api/auth/smsLogin', { mobile: unknown, code: '123456' })).status).toBe(400);
  });

  test('wrong password and unknown user get the same answer', async () => {
    const { mobile } = await registerByMobile(t);
    const a = await captcha(t);
    const wrongPassword = await post(t, '/api/auth/login', { username: mobile, password: 'wrong-one', captchaId: a.captchaId, captchaCode: CAPTCHA_ANSWER });
    const b = await captcha(t);
    const unknownUser = await post(t, '/api/auth/login', { username: uniqueMobile(), password: 'wrong-one', captchaId: b.captchaId, captchaCode: CAPTCHA_ANSWER });
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.status).toBe(400);
  });

  test('duplicate registration is refused', async () => {
    const { mobile } = await registerByMobile(t);
    const code = await latestCode(t, mobile);
    const res = await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true });
    expect(res.status).toBe(400);
  });

  test('reset: the two entries must match; afterwards old sessions end and the new password works', async () => {
    const { mobile, auth } = await registerByMobile(t);
    await t.engine.db.deleteFrom('rate_event').where('key', '=', `code:sms:${mobile}`).execute();
    await sendCode(t, 'sms', mobile, 'reset');
    const code = await latestCode(t, mobile);
    const mismatch = await post(t, '/api/auth/resetSms', { mobile, code, password: 'newpass1', confirmPassword: 'newpass2' }, EN);
    expect(mismatch.body).toMatchObject({ msg: 'Not same', data: { field: 'confirmPassword' } });
    const done = await post(t, '/api/auth/resetSms', { mobile, code, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(done.body.code).toBe(200);
    expect((await t.get('/api/auth/getInfo', auth)).status).toBe(401);
    const c = await captcha(t);
    expect((await post(t, '/api/auth/login', { username: mobile, password: 'newpass1', captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER })).body.code).toBe(200);
  });
});

describe('abuse limits', () => {
  test('one code per 60 seconds per number', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(t, 'sms', mobile, 'register')).body.code).toBe(200);
    const again = await sendCode(t, 'sms', mobile, 'register', EN);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/Please wait \d+ seconds/);
  });

  test('the 60-second limit holds across two API instances on one database', async () => {
    const second = await buildTestApp({ seed: false, env: TEST_ENV, sameDatabaseAs: t });
    try {
      const mobile = uniqueMobile();
      expect((await sendCode(t, 'sms', mobile, 'register')).body.code).toBe(200);
      expect((await sendCode(second, 'sms', mobile, 'register')).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  test('a hall sharing one address can ask for 100 codes in an hour', async () => {
    const hall = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 100; i++) {
      const res = await sendCode(t, 'sms', uniqueMobile(), 'register', hall);
      expect(res.body.code).toBe(200);
    }
  }, 120_000);

  test('repeated failed sign-ins lock the account for a while', async () => {
    const { mobile, password } = await registerByMobile(t);
    for (let i = 0; i < 5; i++) {
      const c = await captcha(t);
      await post(t, '/api/auth/login', { username: mobile, password: 'wrong-pass', captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER });
    }
    const c = await captcha(t);
    const locked = await post(t, '/api/auth/login', { username: mobile, password, captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER }, EN);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/Too many failed sign-ins/);
  }, 30_000);
});

describe('nothing secret in responses', () => {
  test('getInfo has no password hash; the token is not echoed elsewhere', async () => {
    const { auth, token } = await registerByMobile(t);
    const info = await t.request({ method: 'GET', url: '/api/auth/getInfo', headers: auth });
    expect(JSON.stringify(info.body)).not.toMatch(/argon2|password/i);
    expect(JSON.stringify(info.body)).not.toContain(token);
  });
});
