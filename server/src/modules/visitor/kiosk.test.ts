import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { KIOSK_LIMITS } from '@expo/contract';
import { TEST_ENV, latestCode, post, signInEditor, uniqueMobile } from '../../../test/accounts';

// The venue kiosk (issue 34, item 3): a kiosk account signs a tablet in, asks walk-ins' codes
// without a captcha (limited per device and account, under parallel requests), registers them and
// prints badges; a badge printed again is logged for the console. Strangers get 400s, not 500s.

let t: TestApp;
let editor: Record<string, string>;
let kiosk: Record<string, string>;
let gate: Record<string, string>;
let devices = 0;
const newDevice = () => `kiosk-device-${(devices += 1)}`;

const walkIn = (mobile: string, code: string, deviceId: string) => ({
  name: 'Ana Ruiz', company: 'Pan y Sal', jobTitle: 'Buyer', country: 'Spain', mobile, code, deviceId,
  businessType: 'bakery', interests: ['equipment'], days: ['2027-05-12'], shareContact: true,
});

async function newKiosk(username: string, extra: object = {}): Promise<Record<string, string>> {
  expect((await post(t, '/api/editor/content/kioskAccounts', { username, password: 'hall-kiosk-password', ...extra }, editor)).body.code).toBe(200);
  const login = await post(t, '/api/kiosk/login', { username, password: 'hall-kiosk-password' });
  expect(login.body.code).toBe(200);
  return { authorization: `Bearer ${login.body.data}` };
}

const askCode = (headers: Record<string, string>, body: object, lang = EN) => t.request({ method: 'POST', url: '/api/kiosk/code', headers: { ...headers, ...lang }, payload: body });
const print = (path: '/api/kiosk/print' | '/api/gate/print', headers: Record<string, string>, code: string, deviceId: string) =>
  t.request({ method: 'POST', url: path, headers: { ...headers, ...EN }, payload: { code, deviceId } });

async function registerWalkIn(deviceId = newDevice()) {
  const mobile = uniqueMobile();
  expect((await askCode(kiosk, { mobile, deviceId })).body.code).toBe(200);
  const code = (await latestCode(t, mobile))!;
  const res = await t.request({ method: 'POST', url: '/api/kiosk/register', headers: { ...kiosk, ...EN }, payload: walkIn(mobile, code, deviceId) });
  expect(res.body.code).toBe(200);
  return { mobile, badge: res.body.data as { token: string; number: string; kind: string; existing: boolean } };
}

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date('2027-05-12T02:00:00Z') });
  editor = await signInEditor(t, 'editor.kiosk');
  kiosk = await newKiosk('hall1.kiosk');
  expect((await post(t, '/api/editor/content/gateAccounts', { username: 'print.gate', password: 'print-gate-password' }, editor)).body.code).toBe(200);
  gate = { authorization: `Bearer ${(await post(t, '/api/gate/login', { username: 'print.gate', password: 'print-gate-password' })).body.data}` };
}, 180_000);
afterAll(() => t.close());

describe('signing a kiosk in', () => {
  test('a kiosk account signs in; a wrong password or a missing field is a 400 naming the field; signed out, its token opens nothing', async () => {
    const wrong = await post(t, '/api/kiosk/login', { username: 'hall1.kiosk', password: 'not-the-password' });
    expect(wrong.body).toMatchObject({ code: 400, data: { field: 'password' } });
    expect((await post(t, '/api/kiosk/login', { username: 'hall1.kiosk' })).body).toMatchObject({ code: 400, data: { field: 'password' } });
    // A gate account is not a kiosk account, nor the other way round.
    expect((await post(t, '/api/kiosk/login', { username: 'print.gate', password: 'print-gate-password' })).body.code).toBe(400);
    expect((await askCode(gate, { mobile: uniqueMobile(), deviceId: newDevice() })).status).toBe(401);

    const own = await newKiosk('short-lived.kiosk');
    expect((await t.request({ method: 'POST', url: '/api/kiosk/logout', headers: own })).body.code).toBe(200);
    const after = await askCode(own, { mobile: uniqueMobile(), deviceId: newDevice() }, ZH);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('登录已失效，请重新登录');
  });
});

describe('a walk-in at the kiosk', () => {
  test('registers with the code sent by SMS, no captcha; the badge is a visitor badge linked to no account, its link sent by SMS', async () => {
    const { mobile, badge } = await registerWalkIn();
    expect(badge).toMatchObject({ kind: 'visitor', existing: false });
    const row = await t.engine.db.selectFrom('visitor').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sms = await t.engine.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain('/en/visit/badge/#');
  });

  test('bad input gets a 400 envelope naming the field, never a 500', async () => {
    const deviceId = newDevice();
    expect((await askCode(kiosk, { deviceId })).body).toMatchObject({ code: 400, data: { field: 'mobile' } });
    expect((await askCode(kiosk, { mobile: '12', deviceId })).body).toMatchObject({ code: 400, data: { field: 'mobile' } });
    expect((await askCode(kiosk, { email: 'not-an-address', deviceId })).body).toMatchObject({ code: 400, data: { field: 'email' } });
    expect((await askCode(kiosk, { mobile: uniqueMobile(), deviceId: 'x' })).status).toBe(400);
    expect((await askCode(kiosk, { mobile: uniqueMobile() })).status).toBe(400);
    const register = (payload: object) => t.request({ method: 'POST', url: '/api/kiosk/register', headers: { ...kiosk, ...EN }, payload });
    expect((await register({ ...walkIn(uniqueMobile(), '123456', deviceId), name: ' ' })).body).toMatchObject({ code: 400, data: { field: 'name' } });
    expect((await register({ ...walkIn(uniqueMobile(), '123456', deviceId), businessType: 'spaceship' })).body).toMatchObject({ code: 400, data: { field: 'businessType' } });
    expect((await register(walkIn(uniqueMobile(), '000000', deviceId))).body).toMatchObject({ code: 400, data: { field: 'code' } });
    expect((await register({ ...walkIn(uniqueMobile(), '123456', deviceId), invitation: 'ABC' })).status).toBe(400);
    expect((await print('/api/kiosk/print', kiosk, 'x'.repeat(201), deviceId)).status).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/kiosk/print', headers: { ...kiosk, ...EN, 'content-type': 'application/json' }, payload: '{"code":' })).status).toBe(400);
  });

  test(`one device's code requests hold at ${KIOSK_LIMITS.codesPerDevicePerMinute} a minute under parallel requests; another device goes on`, async () => {
    const deviceId = newDevice();
    const replies = await Promise.all(Array.from({ length: 12 }, () => askCode(kiosk, { mobile: uniqueMobile(), deviceId })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(KIOSK_LIMITS.codesPerDevicePerMinute);
    expect(replies.filter((r) => r.status === 429).map((r) => r.body.msg)).toEqual(Array(12 - KIOSK_LIMITS.codesPerDevicePerMinute).fill('Too many requests, please try again later'));
    expect((await askCode(kiosk, { mobile: uniqueMobile(), deviceId: newDevice() })).status).toBe(200);
    await t.app.auth.limiter.age([`kiosk-code:device:${deviceId}:minute`], 61);
    expect((await askCode(kiosk, { mobile: uniqueMobile(), deviceId })).status).toBe(200);
  });

  test("the kiosk account's own hourly limit holds across its devices under parallel requests", async () => {
    const headers = await newKiosk('small.kiosk', { codes_per_hour: 6 });
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => askCode(headers, { mobile: uniqueMobile(), deviceId: `small-kiosk-${i % 4}` })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(10);
  });
});

describe('printing badges', () => {
  test("a kiosk prints a pre-registration's QR; printing it again is logged as a reprint, shown in the console's visitor record", async () => {
    const { badge } = await registerWalkIn();
    const deviceId = newDevice();
    const first = await print('/api/kiosk/print', kiosk, badge.token, deviceId);
    expect(first.body.data).toMatchObject({ number: badge.number, name: 'Ana Ruiz', company: 'Pan y Sal', kind: 'visitor', prints: 1 });
    expect((await print('/api/kiosk/print', kiosk, badge.token, deviceId)).body.data.prints).toBe(2);
    expect((await print('/api/gate/print', gate, badge.number, 'gate-printer-1')).body.data.prints).toBe(3);

    const list = await t.request({ method: 'GET', url: `/api/editor/visitors?keyword=${badge.number}`, headers: { ...editor, ...EN } });
    const record = list.body.data.rows[0];
    expect(record).toMatchObject({ number: badge.number, prints: 3 });
    const log = await t.request({ method: 'GET', url: `/api/editor/visitors/${record.id}/prints`, headers: { ...editor, ...EN } });
    expect(log.body.data).toEqual([
      expect.objectContaining({ where: 'gate', account: 'print.gate', deviceId: 'gate-printer-1' }),
      expect.objectContaining({ where: 'kiosk', account: 'hall1.kiosk', deviceId }),
      expect.objectContaining({ where: 'kiosk', account: 'hall1.kiosk', deviceId }),
    ]);
  });

  test('a kiosk takes QR tokens only (a typed number could be guessed), an unknown code is a 404, a revoked badge a 409; parallel prints count each', async () => {
    const { badge } = await registerWalkIn();
    const deviceId = newDevice();
    expect((await print('/api/kiosk/print', kiosk, badge.number, deviceId)).status).toBe(404);
    expect((await print('/api/kiosk/print', kiosk, 'forged-token', deviceId)).body.msg).toBe('This badge is not known');
    const replies = await Promise.all(Array.from({ length: 5 }, () => print('/api/kiosk/print', kiosk, badge.token, deviceId)));
    expect(replies.map((r) => r.body.data.prints).sort()).toEqual([1, 2, 3, 4, 5]);
    const row = await t.engine.db.selectFrom('visitor').select('id').where('badge_number', '=', badge.number.replace('-', '')).executeTakeFirstOrThrow();
    expect((await t.request({ method: 'POST', url: `/api/editor/visitors/${row.id}/revoke`, headers: { ...editor, ...EN } })).body.code).toBe(200);
    expect((await print('/api/gate/print', gate, badge.token, 'gate-printer-2')).status).toBe(409);
  });

  test(`a kiosk's prints hold at ${KIOSK_LIMITS.printsPerDevicePerMinute} a minute per device under parallel requests`, async () => {
    const { badge } = await registerWalkIn();
    const deviceId = newDevice();
    const replies = await Promise.all(Array.from({ length: KIOSK_LIMITS.printsPerDevicePerMinute + 5 }, () => print('/api/kiosk/print', kiosk, badge.token, deviceId)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(KIOSK_LIMITS.printsPerDevicePerMinute);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(5);
  });
});
