import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, captcha, encrypt, CAPTCHA_ANSWER, post, saveTestEditor, sendCode, uniqueMobile } from '../../../test/accounts';
import {
  bindingLockHolds, captchaIsSingleUse, editorSignInLockHolds, injectClient, memberSignInLockHolds, sixtyGuessesCountFive,
  thirtyCodeRequestsSendOneMessage, type BurstContext,
} from '../../../test/bursts';
import * as passwords from '../../lib/passwords';
import { CAPTCHA_LIMITS } from '../../lib/captcha-limits';

// Every limit under a parallel burst, on the engine of the run (PGlite, or PostgreSQL with
// DATABASE_URL), over two API instances on one database. The same bursts over two real server
// processes on PostgreSQL: limits-processes.test.ts.

let t: TestApp;
let second: TestApp;
let ctx: BurstContext;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  second = await buildTestApp({ env: TEST_ENV, sameDatabaseAs: t });
  ctx = { clients: [injectClient(t), injectClient(second)], db: t.engine.db };
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('parallel bursts get exactly what the limit allows', () => {
  test('30 code requests for one number: one answered, one message sent', () => thirtyCodeRequestsSendOneMessage(ctx));
  test('60 parallel wrong guesses count as 5 tries, and the right code is refused after them', () => sixtyGuessesCountFive(ctx));
  test('100 parallel wrong member sign-ins: 5 tried, then the right password is refused while locked', () => memberSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong editor sign-ins: 5 tried, then the right password is refused while locked', () => editorSignInLockHolds(ctx), 60_000);
  test('100 parallel wrong binding tries: 10 tried, then the right password is refused while locked', () => bindingLockHolds(ctx), 60_000);
  test('one captcha answers one request of a burst of 30', () => captchaIsSingleUse(ctx));
});

describe('the test clock of one recipient\'s code limits (NODE_ENV=test only)', () => {
  const SECRET = 'limits-test-admin-secret';
  const advance = (app: TestApp, recipient: string, seconds: number) =>
    app.request({ method: 'POST', url: '/api/admin/code-limits/advance', payload: { recipient, seconds }, headers: { 'x-admin-secret': SECRET }, remoteAddress: '127.0.0.1' });

  test('moved on a minute, the next code to that number is sent at once; another number\'s minute still holds', async () => {
    const admin = await buildTestApp({ env: TEST_ENV, sameDatabaseAs: t, adminSecret: SECRET });
    try {
      const [moved, held] = [uniqueMobile(), uniqueMobile()];
      for (const mobile of [moved, held]) expect((await sendCode(admin, 'sms', mobile, 'register')).body.code).toBe(200);
      for (const mobile of [moved, held]) expect((await sendCode(admin, 'sms', mobile, 'register')).status).toBe(429);
      expect((await advance(admin, moved, 60)).body).toEqual({ code: 200, msg: expect.any(String), data: { events: 1 } });
      expect((await sendCode(admin, 'sms', moved, 'register')).body.code).toBe(200);
      expect((await sendCode(admin, 'sms', held, 'register')).status).toBe(429);
    } finally {
      await admin.close();
    }
  });

  test('outside NODE_ENV=test the route does not exist', async () => {
    const development = await buildTestApp({ env: { NODE_ENV: 'development' }, sameDatabaseAs: t, adminSecret: SECRET });
    try {
      expect((await advance(development, uniqueMobile(), 60)).status).toBe(404);
    } finally {
      await development.close();
    }
  });
});

describe('captcha creation per IP', () => {
  test(`a burst of 40 from one address gets ${CAPTCHA_LIMITS.perIpPerMinuteDefault} (the default limit); another address is not held back`, async () => {
    const limited = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER }, sameDatabaseAs: t });
    try {
      const hall = injectClient(limited, '198.51.100.20');
      const replies = await Promise.all(Array.from({ length: 40 }, () => hall.call('GET', '/api/common/captcha/init', undefined, { lang: 'en_US' })));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(CAPTCHA_LIMITS.perIpPerMinuteDefault);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(40 - CAPTCHA_LIMITS.perIpPerMinuteDefault);
      expect(refused[0]!.body).toEqual({ code: 429, msg: 'Too many requests, please try again later', data: null });
      expect((await injectClient(limited, '198.51.100.21').call('GET', '/api/common/captcha/init')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('known and unknown accounts take the same path', () => {
  let gateway: http.Server;
  let slow: TestApp;
  const texts: string[] = [];
  const GATEWAY_MS = 1500;
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => setTimeout(() => {
        texts.push(body);
        res.end('ok');
      }, GATEWAY_MS));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    slow = await buildTestApp({ env: { ...TEST_ENV, SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` }, sameDatabaseAs: t });
  });
  afterAll(async () => {
    await slow?.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  test(`a sign-in code for a known and an unknown number: the same answer, neither waits for a ${GATEWAY_MS} ms SMS gateway`, async () => {
    const known = uniqueMobile();
    await t.engine.db.insertInto('member').values({ mobile: known, password_hash: 'x' }).execute();
    const ask = async (mobile: string) => {
      const c = await captcha(slow);
      const started = performance.now();
      const res = await post(slow, '/api/common/sendSmsCode', { mobile: encrypt(c.publicKey, `${mobile}:${c.captchaId}`), captchaId: c.captchaId, captchaCode: CAPTCHA_ANSWER, scene: 'login' });
      return { res, ms: performance.now() - started };
    };
    const forKnown = await ask(known);
    // The answer came before the gateway took the message: nothing has reached it yet.
    expect(texts).toHaveLength(0);
    await slow.app.auth.codeQueue.drain();
    expect(texts).toHaveLength(1);
    expect(JSON.parse(texts[0]!).mobile).toBe(known);

    const forUnknown = await ask(uniqueMobile());
    await slow.app.auth.codeQueue.drain();
    expect(texts).toHaveLength(1);
    expect(forKnown.res.body).toEqual(forUnknown.res.body);
    expect(forKnown.res.body.code).toBe(200);
    // Both under the gateway's time: an awaited delivery would take at least that long.
    expect(forKnown.ms).toBeLessThan(GATEWAY_MS);
    expect(forUnknown.ms).toBeLessThan(GATEWAY_MS);
  });

  test('editor sign-in checks a password hash for an unknown name as for a known one', async () => {
    await post(t, '/api/editor/login', { username: 'no-such-editor', password: 'x' }); // the decoy is ready
    await saveTestEditor(t, 'known-editor');
    const verify = jest.spyOn(passwords, 'verifyPassword');
    try {
      const unknown = await post(t, '/api/editor/login', { username: 'still-no-such-editor', password: 'wrong-password' });
      expect(verify).toHaveBeenCalledTimes(1);
      const known = await post(t, '/api/editor/login', { username: 'known-editor', password: 'wrong-password' });
      expect(verify).toHaveBeenCalledTimes(2);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(known.body);
    } finally {
      verify.mockRestore();
    }
  });
});
