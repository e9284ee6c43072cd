import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { buildTestApp, EN, type TestApp } from '../../../test/helper';
import { TEST_ENV, latestCode, post, registerByMobile, uniqueMobile } from '../../../test/accounts';
import { SEED_EXHIBITOR_PASSWORD } from '../../seed';
import { AVATAR_MAX_BYTES } from '../media/store';
import { PROFILE_LIMITS } from '@expo/contract';

type Member = Awaited<ReturnType<typeof registerByMobile>>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
});
afterAll(() => t.close());

const info = async (member: Member) => (await t.get('/api/auth/getInfo', member.auth)).body.data;
const update = (member: Member, payload: object, headers: Record<string, string> = {}) =>
  post(t, '/api/member/updateProfile', payload, { ...member.auth, ...headers });
const askContactCode = (member: Member, payload: { mobile?: string; email?: string }, headers: Record<string, string> = {}) =>
  post(t, '/api/member/sendContactCode', payload, { ...member.auth, ...headers });
/** The code a new sign-in mobile or e-mail receives (sendContactCode). */
async function contactCode(member: Member, payload: { mobile: string } | { email: string }): Promise<string | null> {
  expect((await askContactCode(member, payload)).body.code).toBe(200);
  return latestCode(t, 'mobile' in payload ? payload.mobile : payload.email.toLowerCase());
}

describe('profile', () => {
  test('getInfo of a new member: only the mobile is known, the profile is not complete', async () => {
    const member = await registerByMobile(t);
    const data = await info(member);
    expect(data).toEqual({
      id: expect.any(Number),
      nickname: null,
      avatar: null,
      mobile: member.mobile,
      email: null,
      companyName: null,
      position: null,
      remark: null,
      exhibitorId: null,
      profileComplete: false,
    });
  });

  test('updateProfile changes each field, trims it, and getInfo shows it; absent fields are kept', async () => {
    const member = await registerByMobile(t);
    const email = `profile.${Date.now()}@example.com`;
    const changes = { nickname: '  面包师  ', companyName: 'Flour & Co.', position: 'Head baker', remark: 'Sourdough\nonly', email: email.toUpperCase() };
    for (const [field, value] of Object.entries(changes)) {
      const code = field === 'email' ? { emailCode: await contactCode(member, { email: value }) } : {};
      const res = await update(member, { [field]: value, ...code });
      expect({ field, body: res.body }).toEqual({ field, body: { code: 200, msg: 'success', data: null } });
    }
    expect(await info(member)).toMatchObject({
      nickname: '面包师',
      companyName: 'Flour & Co.',
      position: 'Head baker',
      remark: 'Sourdough\nonly',
      email,
      mobile: member.mobile,
      profileComplete: true,
    });

    const mobile = uniqueMobile();
    expect((await update(member, { mobile, position: '', mobileCode: await contactCode(member, { mobile }) })).body.code).toBe(200);
    expect(await info(member)).toMatchObject({ mobile, position: null, nickname: '面包师', email });
    // Unchanged sign-in mobile and e-mail, as the profile form sends them: no code needed.
    expect((await update(member, { mobile, email, nickname: 'Baker' })).body.code).toBe(200);
  });

  test('a new sign-in mobile or e-mail needs the code sent to it: missing, wrong, or another member\'s code is refused naming the code field', async () => {
    const member = await registerByMobile(t);
    const other = await registerByMobile(t);
    const email = `new.${Date.now()}@example.com`;
    expect((await update(member, { email }, EN)).body).toEqual({ code: 400, msg: 'Please enter the code sent to the new e-mail address', data: { field: 'emailCode' } });
    const code = await contactCode(member, { email });
    expect((await update(member, { email, emailCode: code === '000000' ? '111111' : '000000' }, EN)).body).toMatchObject({ code: 400, msg: 'Wrong or expired code', data: { field: 'emailCode' } });
    expect((await update(other, { email, emailCode: code }, EN)).body).toMatchObject({ code: 400, data: { field: 'emailCode' } });
    expect((await info(member)).email).toBeNull();
    expect((await update(member, { email, emailCode: code })).body.code).toBe(200);
    expect((await info(member)).email).toBe(email);
    expect((await info(other)).email).toBeNull();
    // Exactly one of mobile and e-mail per code request.
    expect((await askContactCode(member, {}, EN)).status).toBe(400);
    expect((await askContactCode(member, { mobile: uniqueMobile(), email }, EN)).status).toBe(400);
    expect((await askContactCode(member, { mobile: '123' }, EN)).body).toMatchObject({ code: 400, data: { field: 'mobile' } });
  });

  test('asking for a code to another member\'s mobile answers as for a free one; its owner gets a notice, never a code', async () => {
    const member = await registerByMobile(t);
    const owner = await registerByMobile(t);
    await t.engine.db.deleteFrom('rate_event').where('key', '=', `code:sms:${owner.mobile}`).execute(); // its registration code was a moment ago
    const taken = await askContactCode(member, { mobile: owner.mobile }, EN);
    const free = await askContactCode(member, { mobile: uniqueMobile() }, EN);
    expect(taken.body).toEqual(free.body);
    expect(taken.body).toEqual({ code: 200, msg: 'The code has been sent', data: null });
    await t.app.auth.codeQueue.drain();
    const notice = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', owner.mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.body).toMatch(/already belongs to an account/);
    expect(notice.body).not.toMatch(/\d{6}/);
    const guess = await update(member, { mobile: owner.mobile, mobileCode: '123456' }, EN);
    expect(guess.body).toMatchObject({ code: 400, msg: 'Wrong or expired code', data: { field: 'mobileCode' } });
    expect(JSON.stringify(guess.body)).not.toMatch(/another account/);
  });

  test('each field has its length limit (in characters): at the limit saved, one over answers 400 naming the field', async () => {
    const member = await registerByMobile(t);
    expect(PROFILE_LIMITS).toEqual({ nickname: 30, companyName: 100, position: 50, remark: 500 });
    for (const [field, max] of Object.entries(PROFILE_LIMITS)) {
      const atLimit = '焙'.repeat(max); // 3 bytes each in UTF-8: the limit counts characters, not bytes
      expect((await update(member, { [field]: atLimit })).body.code).toBe(200);
      expect((await info(member))[field]).toBe(atLimit);

      const over = await update(member, { [field]: `${atLimit}x` }, EN);
      expect(over.status).toBe(400);
      expect(over.body).toEqual({ code: 400, msg: `Max length is ${max} characters`, data: { field } });
      expect((await info(member))[field]).toBe(atLimit);
    }
    const zh = await update(member, { nickname: 'x'.repeat(31) }, { lang: 'zh_CN' });
    expect(zh.body).toMatchObject({ msg: '最多30个字符', data: { field: 'nickname' } });
  });

  test('a bad e-mail or mobile is refused naming the field, and a member keeps one way to sign in', async () => {
    const member = await registerByMobile(t);
    expect((await update(member, { email: 'not-an-email' }, EN)).body).toMatchObject({ code: 400, msg: 'Wrong email format', data: { field: 'email' } });
    expect((await update(member, { mobile: '12345' }, EN)).body).toMatchObject({ code: 400, msg: 'Wrong phone number', data: { field: 'mobile' } });
    const noWay = await update(member, { mobile: '' }, EN);
    expect(noWay.body).toMatchObject({ code: 400, msg: 'No blank', data: { field: 'mobile' } });
    expect((await info(member)).mobile).toBe(member.mobile);
  });

  test('`id` of another member answers 700 and changes nothing; the own id is accepted', async () => {
    const member = await registerByMobile(t);
    const { id } = await info(member);
    const other = await update(member, { id: id + 100_000, nickname: 'Intruder' }, EN);
    expect(other.body).toEqual({ code: 700, msg: 'No access, please sign in', data: null });
    expect((await info(member)).nickname).toBeNull();
    expect((await update(member, { id, nickname: 'Myself' })).body.code).toBe(200);
    expect((await info(member)).nickname).toBe('Myself');
  });

  test('two members: the second never sees or changes the first one\'s profile', async () => {
    const first = await registerByMobile(t);
    const second = await registerByMobile(t);
    const email = `first.${Date.now()}@example.com`;
    await update(first, { nickname: 'First', companyName: 'First Bakery', email, emailCode: await contactCode(first, { email }) });
    const firstInfo = await info(first);

    const secondInfo = await info(second);
    expect(secondInfo.id).not.toBe(firstInfo.id);
    expect(secondInfo).toMatchObject({ mobile: second.mobile, nickname: null, companyName: null, email: null });
    expect(JSON.stringify(secondInfo)).not.toMatch(/First|first\./);

    // Naming the first member by id, or taking their mobile or e-mail (no code reaches the second), is refused.
    expect((await update(second, { id: firstInfo.id, nickname: 'Hijacked' })).body.code).toBe(700);
    const takeMobile = await update(second, { mobile: first.mobile, mobileCode: '123456' }, EN);
    expect(takeMobile.body).toMatchObject({ code: 400, data: { field: 'mobileCode' } });
    const takeEmail = await update(second, { email: email.toUpperCase(), emailCode: '123456' }, EN);
    expect(takeEmail.body).toMatchObject({ code: 400, data: { field: 'emailCode' } });

    // A profile update only ever touches the caller's own row.
    expect((await update(second, { nickname: 'Second' })).body.code).toBe(200);
    expect(await info(first)).toEqual(firstInfo);
    expect((await info(second)).nickname).toBe('Second');
  });

  test('without a token, with a malformed one, and with a revoked one (after logout): 401', async () => {
    const member = await registerByMobile(t);
    const form = multipartFile('a.png', 'image/png', Buffer.from('x'));
    const calls = (headers: Record<string, string>) => [
      t.request({ method: 'GET', url: '/api/auth/getInfo', headers }),
      t.request({ method: 'POST', url: '/api/member/updateProfile', payload: { nickname: 'x' }, headers }),
      t.request({ method: 'POST', url: '/api/member/avatar', payload: form.payload, headers: { ...form.headers, ...headers } }),
    ];
    for (const res of await Promise.all(calls(EN))) expect(res.body).toEqual({ code: 401, msg: 'Invalid, please sign in', data: null });
    for (const res of await Promise.all(calls({ ...EN, authorization: 'Bearer not-a-token' }))) expect(res.status).toBe(401);

    expect((await t.get('/api/auth/getInfo', member.auth)).status).toBe(200);
    expect((await post(t, '/api/auth/logout', {}, member.auth)).body.code).toBe(200);
    for (const res of await Promise.all(calls(member.auth))) expect(res.status).toBe(401);
    // The revoked token changed nothing.
    const row = await t.engine.db.selectFrom('member').select('nickname').where('mobile', '=', member.mobile).executeTakeFirstOrThrow();
    expect(row.nickname).toBeNull();
  });
});

describe('avatar', () => {
  const upload = (member: Member, filename: string, contentType: string, data: Buffer, headers: Record<string, string> = {}) => {
    const form = multipartFile(filename, contentType, data);
    return t.request({ method: 'POST', url: '/api/member/avatar', payload: form.payload, headers: { ...form.headers, ...member.auth, ...headers } });
  };

  test('a small PNG becomes a 400×400 WebP served under /api/media; saved with updateProfile it shows in getInfo', async () => {
    const member = await registerByMobile(t);
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
    const res = await upload(member, 'me.png', 'image/png', png);
    expect(res.body.code).toBe(200);
    const { avatar } = res.body.data;
    expect(avatar).toMatch(/^\/api\/media\/[0-9a-f]{16}$/);

    const image = await t.request({ method: 'GET', url: avatar });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.raw).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 400, height: 400 });

    // Uploading alone does not change the profile; saving the URL does.
    expect((await info(member)).avatar).toBeNull();
    expect((await update(member, { avatar })).body.code).toBe(200);
    expect((await info(member)).avatar).toBe(avatar);
    expect((await update(member, { avatar: null })).body.code).toBe(200);
    expect((await info(member)).avatar).toBeNull();
  });

  test('demand images: a product photo becomes 800×600 and a brand logo 400×400; a text file is refused; signed out is 401', async () => {
    const member = await registerByMobile(t);
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 90, g: 60, b: 30 } } }).png().toBuffer();
    const send = (use: string, data: Buffer, auth: Record<string, string> = member.auth) => {
      const form = multipartFile('photo.png', 'image/png', data);
      return t.request({ method: 'POST', url: `/api/member/image?use=${use}`, payload: form.payload, headers: { ...form.headers, ...auth } });
    };
    for (const [use, size] of [['photo', [800, 600]], ['logo', [400, 400]]] as const) {
      const res = await send(use, png);
      expect(res.body.code).toBe(200);
      const image = await t.request({ method: 'GET', url: res.body.data.url });
      const meta = await sharp(image.raw).metadata();
      expect([meta.width, meta.height]).toEqual(size);
    }
    expect((await send('photo', Buffer.from('not an image at all'))).body).toMatchObject({ code: 400, data: { field: 'file' } });
    expect((await send('banner', png)).body.code).toBe(400);
    expect((await send('photo', png, {})).body.code).toBe(401);
  });

  test('an image up to the 2 MB limit is accepted (the limit is not the 1 MB JSON body limit)', async () => {
    const member = await registerByMobile(t);
    const side = 740; // random pixels do not compress: about 1.6 MB of PNG
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(1.1 * 1024 * 1024);
    expect(png.length).toBeLessThan(AVATAR_MAX_BYTES);
    const res = await upload(member, 'big.png', 'image/png', png);
    expect(res.body).toMatchObject({ code: 200, data: { avatar: expect.stringMatching(/^\/api\/media\//) } });
  });

  test('a text file named .png, or an image in another format (TIFF), is refused with 400 on the file', async () => {
    const member = await registerByMobile(t);
    const text = await upload(member, 'photo.png', 'image/png', Buffer.from('just some text, not an image\n'.repeat(20)), EN);
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ code: 400, msg: 'Please upload a JPG, PNG, WebP or GIF image', data: { field: 'file' } });

    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).tiff().toBuffer();
    expect((await upload(member, 'photo.png', 'image/png', tiff)).body).toMatchObject({ code: 400, data: { field: 'file' } });
    const stored = await t.engine.db.selectFrom('media').select('id').where('data', '=', Buffer.from('just some text, not an image\n'.repeat(20))).execute();
    expect(stored).toHaveLength(0);
  });

  test('a file over 2 MB is refused with a clear message in the request language', async () => {
    const member = await registerByMobile(t);
    const tooBig = Buffer.alloc(AVATAR_MAX_BYTES + 1024, 0x41);
    const en = await upload(member, 'huge.png', 'image/png', tooBig, EN);
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ code: 400, msg: 'The image is larger than 2 MB', data: { field: 'file' } });
    const zh = await upload(member, 'huge.png', 'image/png', tooBig, { lang: 'zh_CN' });
    expect(zh.body).toMatchObject({ code: 400, msg: '图片不能超过2MB', data: { field: 'file' } });
  });

  test('updateProfile takes only an uploaded image as avatar', async () => {
    const member = await registerByMobile(t);
    for (const avatar of ['https://evil.example/x.png', '/api/media/0123456789abcdef', '../../etc/passwd']) {
      const res = await update(member, { avatar }, EN);
      expect({ avatar, status: res.status, field: res.body.data?.field }).toEqual({ avatar, status: 400, field: 'avatar' });
    }
    expect((await info(member)).avatar).toBeNull();
  });
});

describe('exhibitor binding', () => {
  const binding = (member: Member, method: 'GET' | 'POST' | 'DELETE', payload?: object, headers: Record<string, string> = {}) =>
    t.request({ method, url: '/api/member/binding', payload, headers: { ...member.auth, ...headers } });

  /** The card the binding answers, built from the exhibitor row as docs/api.md describes it. */
  async function expectedCard(exhibitorId: number) {
    const e = await t.engine.db.selectFrom('exhibitor').selectAll().where('id', '=', exhibitorId).executeTakeFirstOrThrow();
    return {
      exhibitorId,
      logo: e.logo ? `/api/media/${e.logo}` : null,
      companyName: e.name_zh ?? e.name_en,
      companyNameEn: e.name_en,
      email: e.email,
      address: e.address_zh ?? e.address_en,
      website: e.website,
      phone: e.phone,
      fax: e.fax,
    };
  }

  test('null at first; binding with a seed exhibitor login answers its card, shown by GET and getInfo; DELETE unbinds', async () => {
    const member = await registerByMobile(t);
    expect((await binding(member, 'GET')).body).toEqual({ code: 200, msg: 'success', data: null });

    const bound = await binding(member, 'POST', { username: 'exhibitor1', password: SEED_EXHIBITOR_PASSWORD });
    expect(bound.body.code).toBe(200);
    const card = await expectedCard(1);
    expect(card.companyName).toBeTruthy(); // the seed gives the card something to show
    expect(bound.body.data).toEqual(card);
    expect(Object.keys(bound.body.data).sort()).toEqual(['address', 'companyName', 'companyNameEn', 'email', 'exhibitorId', 'fax', 'logo', 'phone', 'website']);
    expect((await binding(member, 'GET')).body.data).toEqual(card);
    expect((await info(member)).exhibitorId).toBe(1);

    expect((await binding(member, 'DELETE')).body).toEqual({ code: 200, msg: 'success', data: null });
    expect((await binding(member, 'GET')).body.data).toBeNull();
    expect((await info(member)).exhibitorId).toBeNull();
    const again = await binding(member, 'DELETE', undefined, EN);
    expect(again.body).toEqual({ code: 400, msg: 'No exhibitor account is bound', data: { field: 'exhibitor' } });
  });

  test('a wrong password and an unknown username get the same answer, and nothing is bound', async () => {
    const member = await registerByMobile(t);
    // exhibitor2 exists (so this compares a known and an unknown name), exhibitor99999 does not.
    const logins = await t.engine.db.selectFrom('exhibitor_login').select('username').where('username', 'in', ['exhibitor2', 'exhibitor99999']).execute();
    expect(logins.map((l) => l.username)).toEqual(['exhibitor2']);
    const wrongPassword = await binding(member, 'POST', { username: 'exhibitor2', password: 'Bakery2026' }, EN);
    const unknownUser = await binding(member, 'POST', { username: 'exhibitor99999', password: 'Bakery2026' }, EN);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ code: 400, msg: 'Wrong exhibitor username or password', data: { field: 'password' } });
    expect(unknownUser.status).toBe(wrongPassword.status);
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect((await binding(member, 'GET')).body.data).toBeNull();

    const blank = await binding(member, 'POST', { username: ' ', password: SEED_EXHIBITOR_PASSWORD }, EN);
    expect(blank.body).toEqual({ code: 400, msg: 'No blank', data: { field: 'username' } });
  });

  test('one exhibitor per member: binding another while bound is refused until unbound', async () => {
    const member = await registerByMobile(t);
    expect((await binding(member, 'POST', { username: 'exhibitor3', password: SEED_EXHIBITOR_PASSWORD })).body.code).toBe(200);
    const second = await binding(member, 'POST', { username: 'exhibitor4', password: SEED_EXHIBITOR_PASSWORD }, EN);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ code: 400, msg: 'An exhibitor account is already bound, unbind it first', data: { field: 'username' } });
    expect((await binding(member, 'GET')).body.data.exhibitorId).toBe(3);

    expect((await binding(member, 'DELETE')).body.code).toBe(200);
    const rebound = await binding(member, 'POST', { username: 'exhibitor4', password: SEED_EXHIBITOR_PASSWORD });
    expect(rebound.body.data).toEqual(await expectedCard(4));
  });

  test('an exhibitor may be bound by several members (its staff): the API does not forbid it', async () => {
    const first = await registerByMobile(t);
    const second = await registerByMobile(t);
    expect((await binding(first, 'POST', { username: 'exhibitor5', password: SEED_EXHIBITOR_PASSWORD })).body.code).toBe(200);
    expect((await binding(second, 'POST', { username: 'exhibitor5', password: SEED_EXHIBITOR_PASSWORD })).body.code).toBe(200);
    // Unbinding one member leaves the other bound.
    expect((await binding(second, 'DELETE')).body.code).toBe(200);
    expect((await binding(first, 'GET')).body.data.exhibitorId).toBe(5);
    expect((await binding(second, 'GET')).body.data).toBeNull();
  });

  test('ten wrong passwords lock binding for the member, even with the right password afterwards', async () => {
    const member = await registerByMobile(t);
    for (let i = 0; i < 10; i++) {
      expect((await binding(member, 'POST', { username: 'exhibitor6', password: `guess-${i}` })).status).toBe(400);
    }
    const locked = await binding(member, 'POST', { username: 'exhibitor6', password: SEED_EXHIBITOR_PASSWORD }, EN);
    expect(locked.body).toMatchObject({ code: 400, msg: 'Too many failed sign-ins, please try again in 15 minutes', data: { field: 'password' } });
    expect((await binding(member, 'GET')).body.data).toBeNull();
    // The lock is per member: another member is not held back.
    const other = await registerByMobile(t);
    expect((await binding(other, 'POST', { username: 'exhibitor6', password: SEED_EXHIBITOR_PASSWORD })).body.code).toBe(200);
  });

  test('GET, POST and DELETE without a token or with a revoked one answer 401 and bind nothing', async () => {
    const member = await registerByMobile(t);
    const anonymous = { auth: {} } as Member;
    for (const who of [anonymous, { ...member, auth: { authorization: 'Bearer not-a-real-token-at-all-0000' } }]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await binding(who, method, method === 'POST' ? { username: 'exhibitor7', password: SEED_EXHIBITOR_PASSWORD } : undefined, EN);
        expect({ method, body: res.body }).toEqual({ method, body: { code: 401, msg: 'Invalid, please sign in', data: null } });
      }
    }
    await post(t, '/api/auth/logout', {}, member.auth);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await binding(member, method, method === 'POST' ? { username: 'exhibitor7', password: SEED_EXHIBITOR_PASSWORD } : undefined);
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
    }
    const row = await t.engine.db.selectFrom('member').select('exhibitor_id').where('mobile', '=', member.mobile).executeTakeFirstOrThrow();
    expect(row.exhibitor_id).toBeNull();
  });
});

/** A multipart/form-data body with one file field, as a browser sends it. */
function multipartFile(filename: string, contentType: string, data: Buffer) {
  const boundary = `----expo-test-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
