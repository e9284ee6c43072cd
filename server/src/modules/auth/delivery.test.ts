import type { Server as NetServer } from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, CJK, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, sendCode, uniqueMobile } from '../../../test/accounts';

// Codes delivered through real transports: an SMTP server and an HTTP SMS webhook, both
// listening on 127.0.0.1 inside this test, with the app configured as in production.

interface Mail { from: string; to: string[]; subject: string; text: string }
interface Sms { contentType: string; body: any }

const MAIL_FROM = 'Bakery Test <codes@expo.test>';
const mails: Mail[] = [];
const texts: Sms[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let webhook: http.Server;
let webhookStatus = 200;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // The default self-signed certificate would make nodemailer's STARTTLS upgrade fail.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  smtpPort = await listen(smtp.server);

  webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      texts.push({ contentType: String(req.headers['content-type']), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.statusCode = webhookStatus;
      res.end(webhookStatus === 200 ? 'ok' : 'gateway down');
    });
  });
  const webhookPort = await listen(webhook);

  t = await buildTestApp({
    seed: false,
    env: { ...TEST_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM, SMS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/sms` },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

beforeEach(() => {
  mails.length = 0;
  texts.length = 0;
  webhookStatus = 200;
});

describe('e-mail codes over SMTP', () => {
  test('a code sent by e-mail (zh_CN) registers the address; nothing goes to the outbox', async () => {
    const email = `smtp.zh.${Date.now()}@example.com`;
    const sent = await sendCode(t, 'email', email, 'register', ZH);
    expect(sent.body).toMatchObject({ code: 200, data: null });

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('codes@expo.test');
    expect(mail!.subject).toMatch(CJK);
    expect(mail!.text).toMatch(CJK);
    expect(mail!.text).toContain('验证码');
    const code = onlyCode(mail!.text);

    expect(await outboxCount(t, email)).toBe(0);

    const wrong = await post(t, '/api/auth/emailRegister', { email, code: code === '000000' ? '111111' : '000000', password: 'secret123', agree: true });
    expect(wrong.status).toBe(400);
    const reg = await post(t, '/api/auth/emailRegister', { email, code, password: 'secret123', agree: true });
    expect(reg.body.code).toBe(200);
    const info = await t.get('/api/auth/getInfo', { authorization: `Bearer ${reg.body.data}` });
    expect(info.body.data).toMatchObject({ email, mobile: null });
  });

  test('with lang en_US the e-mail is in English', async () => {
    const email = `smtp.en.${Date.now()}@example.com`;
    expect((await sendCode(t, 'email', email, 'register', EN)).body.code).toBe(200);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your Bakery China verification code');
    expect(mail!.subject + mail!.text).not.toMatch(CJK);
    expect(mail!.text).toContain('verification code');
    onlyCode(mail!.text);
    expect(await outboxCount(t, email)).toBe(0);
  });
});

describe('SMS codes through the webhook', () => {
  test('a code sent by SMS (zh_CN) as JSON { mobile, message } registers the number; nothing goes to the outbox', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(t, 'sms', mobile, 'register', ZH)).body.code).toBe(200);

    expect(texts).toHaveLength(1);
    const [sms] = texts;
    expect(sms!.contentType).toMatch(/^application\/json/);
    expect(Object.keys(sms!.body).sort()).toEqual(['message', 'mobile']);
    expect(sms!.body.mobile).toBe(mobile);
    expect(sms!.body.message).toMatch(CJK);
    expect(sms!.body.message).toContain('验证码');
    const code = onlyCode(sms!.body.message);

    expect(await outboxCount(t, mobile)).toBe(0);

    const reg = await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true });
    expect(reg.body.code).toBe(200);
    const info = await t.get('/api/auth/getInfo', { authorization: `Bearer ${reg.body.data}` });
    expect(info.body.data).toMatchObject({ mobile, email: null });
  });

  test('with lang en_US the SMS is in English', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(t, 'sms', mobile, 'register', EN)).body.code).toBe(200);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body.message).not.toMatch(CJK);
    expect(texts[0]!.body.message).toContain('verification code');
    onlyCode(texts[0]!.body.message);
    expect(await outboxCount(t, mobile)).toBe(0);
  });
});

describe('a failing transport', () => {
  /** Makes the queue's waiting retries due now, and runs them. */
  async function retryNow(app: TestApp) {
    await app.engine.db.updateTable('code_request').set({ due_at: new Date(0) }).where('done_at', 'is', null).execute();
    await app.app.auth.codeQueue.drain();
  }

  test('a webhook answering 500: the request was answered already (the answer never depends on delivery); the queue retries, and the code arrives once the webhook is back', async () => {
    webhookStatus = 500;
    const mobile = uniqueMobile();
    const res = await sendCode(t, 'sms', mobile, 'register', ZH);
    expect(res.body).toEqual({ code: 200, msg: '验证码已发送', data: null });
    expect(texts).toHaveLength(1); // the webhook was called, and refused
    expect(await outboxCount(t, mobile)).toBe(0); // no outbox fallback
    const waiting = await t.engine.db.selectFrom('code_request').selectAll().where('target', '=', mobile).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ done_at: null, attempts: 1 });
    expect(await t.engine.db.selectFrom('verification_code').select('id').where('target', '=', mobile).execute()).toHaveLength(0);

    webhookStatus = 200;
    await retryNow(t);
    expect(texts).toHaveLength(2);
    const code = onlyCode(texts[1]!.body.message);
    expect((await post(t, '/api/auth/register', { mobile, code, password: 'secret123', agree: true })).body.code).toBe(200);
  });

  test('a closed SMTP server: after the last retry nothing was delivered, so the resend wait is given back; no outbox fallback', async () => {
    // A port that was listening a moment ago and is closed now: connections are refused.
    const closed = new SMTPServer({ authOptional: true, logger: false });
    const port = await listen(closed.server);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = await buildTestApp({ seed: false, env: { ...TEST_ENV, SMTP_URL: `smtp://user:hunter2@127.0.0.1:${port}` }, sameDatabaseAs: t });
    try {
      const email = `smtp.dead.${Date.now()}@example.com`;
      const res = await sendCode(dead, 'email', email, 'register', EN);
      expect(res.body).toEqual({ code: 200, msg: 'The code has been sent', data: null });
      expect((await sendCode(dead, 'email', email, 'register', EN)).status).toBe(429); // still trying
      await retryNow(dead);
      await retryNow(dead);
      const done = await dead.engine.db.selectFrom('code_request').selectAll().where('target', '=', email).executeTakeFirstOrThrow();
      expect(done).toMatchObject({ outcome: 'failed', attempts: 3 });
      expect(await outboxCount(dead, email)).toBe(0);
      // The 60-second wait was given back by the failed delivery.
      expect((await sendCode(dead, 'email', email, 'register', EN)).status).toBe(200);
    } finally {
      await dead.close();
    }
  });
});

/** The code in a message: it must be the only 6-digit number there. */
function onlyCode(text: string): string {
  const found = text.match(/(?<!\d)\d{6}(?!\d)/g) ?? [];
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function outboxCount(app: TestApp, recipient: string): Promise<number> {
  const rows = await app.engine.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute();
  return rows.length;
}

function listen(server: http.Server | NetServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Subject and text of a single-part message as nodemailer writes it (7bit, quoted-printable or base64). */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? decodeQuotedPrintable(body)
    : body;
  const subject = header('Subject').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return { subject: subject.trim(), text: text.trim() };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
