import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile } from '../../../test/accounts';
import { INQUIRY_LIMITS } from '@expo/contract';
import { reviewDemand } from './moderation';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerByMobile>>;
let bob: Awaited<ReturnType<typeof registerByMobile>>;
let categoryId: number;
const dict: Record<string, string> = {};
const EN = { lang: 'en_US' };

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  alice = await registerByMobile(t);
  bob = await registerByMobile(t);
  categoryId = (await t.get('/api/common/category/getList')).body.data[0].productCategoryList[0].id;
  for (const type of ['demand_time', 'edu', 'work_experience']) dict[type] = (await t.get(`/api/common/dict/${type}`)).body.data[0].dictValue;
  // This file publishes many demands from one member; the quotas have their own tests (lifecycle.test.ts).
  await t.engine.db.updateTable('demand_rule').set({ open_limit: 1000 }).execute();
});
afterAll(() => t.close());

const buy = () => ({
  demandType: 1,
  productName: 'Low-gluten flour',
  productCategoryId: categoryId,
  production: 5000,
  demandTime: dict.demand_time,
  regionalReq: 'East China',
  brandReq: '',
  intro: 'We need 5,000 bags of low-gluten cake flour every month.',
  companyName: 'Sweet Crumb Bakery',
  companyAddress: '88 Bread Road, Shanghai',
  mobile: '13912345678',
  email: 'buyer@sweetcrumb.example',
});

async function publishApproved(author = alice, payload: object = buy()) {
  const res = await post(t, '/api/demand/publish', payload, author.auth);
  expect(res.body.code).toBe(200);
  await reviewDemand(t.engine.db, res.body.data.id, { approve: true }, 'test');
  return res.body.data.id as number;
}

describe('publishing and review', () => {
  test('publishing needs sign-in', async () => {
    const res = await post(t, '/api/demand/publish', buy());
    expect(res.status).toBe(401);
  });

  test('a published demand is "Posted, in review", hidden until approved, and shows its author the review state', async () => {
    const res = await post(t, '/api/demand/publish', buy(), { ...alice.auth, ...EN });
    expect(res.body).toMatchObject({ code: 200, msg: 'Posted, in review', data: { status: 'pending' } });
    const id = res.body.data.id;
    expect((await t.get(`/api/demand/${id}`)).status).toBe(404);
    expect((await t.get(`/api/demand/${id}`, bob.auth)).status).toBe(404);
    const own = await t.get(`/api/demand/${id}`, alice.auth);
    expect(own.body.data).toMatchObject({ status: 'pending', brandReq: 'N/A', mine: true });

    await reviewDemand(t.engine.db, id, { approve: false, reason: 'Please add the flour grade' }, 'test');
    expect((await t.get(`/api/demand/${id}`, alice.auth)).body.data).toMatchObject({ status: 'rejected', rejectReason: 'Please add the flour grade' });
    expect((await t.get('/api/demand/list')).body.data.rows.map((r: { id: number }) => r.id)).not.toContain(id);

    await reviewDemand(t.engine.db, id, { approve: true }, 'test');
    expect((await t.get('/api/demand/list?demandType=1')).body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
  });

  test('editing sends the edit to review (the approved version stays on the board); another member cannot edit or delete it', async () => {
    const id = await publishApproved();
    const edit = await post(t, '/api/demand/publish', { ...buy(), id, productName: 'Cake flour' }, alice.auth);
    expect(edit.body.data).toEqual({ id, status: 'pending' });
    expect((await t.get(`/api/demand/${id}`)).body.data.productName).toBe('Low-gluten flour');
    const hijack = await post(t, '/api/demand/publish', { ...buy(), id, productName: 'Mine now' }, bob.auth);
    expect(hijack.status).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `/api/demand/${id}`, headers: bob.auth });
    expect(del.status).toBe(403);
    expect((await t.get(`/api/demand/${id}`, alice.auth)).body.data).toMatchObject({ productName: 'Low-gluten flour', editPending: true });
    await reviewDemand(t.engine.db, id, { approve: true }, 'test');
    expect((await t.get(`/api/demand/${id}`)).body.data.productName).toBe('Cake flour');
  });

  test.each([
    [{ productName: '' }, 'productName', 'Please enter'],
    [{ productName: 'x'.repeat(51) }, 'productName', 'Max length is 50 characters'],
    [{ production: 10_000_001 }, 'production', 'The amount can be at most 10,000,000'],
    [{ production: -3 }, 'production', 'Please enter a whole number greater than 0'],
    [{ demandTime: 'someday' }, 'demandTime', 'Please choose'],
    [{ productCategoryId: 999999 }, 'productCategoryId', 'Please choose'],
    [{ mobile: '123' }, 'mobile', 'Wrong phone number'],
    [{ email: 'nope' }, 'email', 'Wrong email format'],
    [{ productPhoto: 'https://evil.example/x.png' }, 'productPhoto', 'Please upload'],
  ])('bad buy field %j is refused naming %s', async (change, field, msg) => {
    const res = await post(t, '/api/demand/publish', { ...buy(), ...change }, { ...alice.auth, ...EN });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg, data: { field } });
  });

  test('supply needs a photo and allows larger amounts; job checks age', async () => {
    const supply = { ...buy(), demandType: 2, production: 50_000_000, productBrand: '' };
    const noPhoto = await post(t, '/api/demand/publish', supply, { ...alice.auth, ...EN });
    expect(noPhoto.body).toMatchObject({ msg: 'Please upload', data: { field: 'productPhoto' } });
    const job = { demandType: 3, memberName: 'Li Na', jobTitle: 'Pastry chef', age: 15, edu: dict.edu, workExperience: dict.work_experience, nowCity: 'Suzhou', intentionCity: 'Shanghai', effectiveTime: '2027-06-30', intro: 'Ten years of laminated doughs.', mobile: '13912345678' };
    const young = await post(t, '/api/demand/publish', job, { ...alice.auth, ...EN });
    expect(young.body.data).toEqual({ field: 'age' });
  });

  test('a mobile number with spaces (as the publish form accepts it) is accepted and stored without them', async () => {
    const id = await publishApproved(alice, { ...buy(), mobile: ' 139 1234 5678 ' });
    expect((await t.get(`/api/demand/${id}`, bob.auth)).body.data.mobile).toBe('13912345678');
  });

  test('text is stored as given: script stays text', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await publishApproved(alice, { ...buy(), productName: attack.slice(0, 50), intro: attack });
    const { body } = await t.get(`/api/demand/${id}`, bob.auth);
    expect(body.data.intro).toBe(attack);
  });
});

describe('contacts are masked for signed-out visitors', () => {
  test('signed out: masked everywhere in the response; signed in: full', async () => {
    const id = await publishApproved();
    const anonymous = await t.request({ method: 'GET', url: `/api/demand/${id}` });
    const raw = JSON.stringify(anonymous.body);
    expect(raw).not.toContain('13912345678');
    expect(raw).not.toContain('buyer@sweetcrumb.example');
    expect(raw).not.toContain('88 Bread Road');
    expect(anonymous.body.data).toMatchObject({ mobile: '139****', email: 'buy****@sweetcrumb.example', companyAddress: '****', contactMasked: true });
    const list = JSON.stringify((await t.request({ method: 'GET', url: '/api/demand/list?pageSize=100' })).body);
    expect(list).not.toContain('13912345678');

    const signedIn = await t.get(`/api/demand/${id}`, bob.auth);
    expect(signedIn.body.data).toMatchObject({ mobile: '13912345678', email: 'buyer@sweetcrumb.example', contactMasked: false });
  });

  test('an expired or made-up token counts as signed out', async () => {
    const id = await publishApproved();
    const res = await t.get(`/api/demand/${id}`, { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.body.data.contactMasked).toBe(true);
  });
});

describe('claims', () => {
  test('a member claims another member\'s demand once; the author sees the claim; own demands cannot be claimed', async () => {
    const id = await publishApproved();
    const own = await post(t, `/api/demand/${id}/claim`, {}, alice.auth);
    expect(own.status).toBe(403);
    expect((await post(t, `/api/demand/${id}/claim`, {}, bob.auth)).body.data).toEqual({ claimed: true });
    expect((await post(t, `/api/demand/${id}/claim`, {}, bob.auth)).body.data).toEqual({ claimed: true });
    expect((await t.get(`/api/demand/${id}`, bob.auth)).body.data).toMatchObject({ claimed: true, claimCount: 1 });
    const claims = await t.get(`/api/demand/${id}/claims`, alice.auth);
    expect(claims.body.data).toEqual([expect.objectContaining({ mobile: bob.mobile, claimTime: expect.any(String) })]);
    expect((await t.get(`/api/demand/${id}/claims`, bob.auth)).status).toBe(403);
    const mine = await t.get('/api/member/claims?demandType=1', bob.auth);
    expect(mine.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.get('/api/member/claims', alice.auth)).body.data.total).toBe(0);
  });
});

describe('collections and likes', () => {
  test('setting a mark twice lands in the same state; counts are public; lists are per member', async () => {
    const exhibitor = (await t.get('/api/common/exhibitor/list?pageSize=1')).body.data.rows[0];
    const target = { targetType: 'exhibitor', targetId: exhibitor.id };
    for (let i = 0; i < 2; i++) {
      const res = await post(t, '/api/member/mark', { ...target, mark: 'collect', on: true }, alice.auth);
      expect(res.body.data).toMatchObject({ collected: true, collectCount: 1 });
    }
    await post(t, '/api/member/mark', { ...target, mark: 'like', on: true }, alice.auth);
    await post(t, '/api/member/mark', { ...target, mark: 'like', on: true }, bob.auth);
    const state = await t.get(`/api/common/marks?targetType=exhibitor&targetId=${exhibitor.id}`);
    expect(state.body.data).toMatchObject({ likeCount: 2, collected: false, liked: false });
    const list = await t.get('/api/member/collect/exhibitor', alice.auth);
    expect(list.body.data.rows).toEqual([expect.objectContaining({ id: exhibitor.id, title: exhibitor.name })]);
    expect((await t.get('/api/member/collect/exhibitor', bob.auth)).body.data.total).toBe(0);
    await post(t, '/api/member/mark', { ...target, mark: 'collect', on: false }, alice.auth);
    await post(t, '/api/member/mark', { ...target, mark: 'collect', on: false }, alice.auth);
    expect((await t.get('/api/member/collect/exhibitor', alice.auth)).body.data.total).toBe(0);
  });

  test('marking an unknown item is a 404; signed out is a 401', async () => {
    expect((await post(t, '/api/member/mark', { targetType: 'product', targetId: 999999, mark: 'like', on: true }, alice.auth)).status).toBe(404);
    expect((await post(t, '/api/member/mark', { targetType: 'product', targetId: 1, mark: 'like', on: true })).status).toBe(401);
  });
});

describe('inquiries', () => {
  test('a member sends an inquiry about a product; the sender sees it; the bound exhibitor receives it', async () => {
    const product = (await t.get('/api/common/product/list?pageSize=1')).body.data.rows[0];
    const inquiry = { productId: product.id, name: 'Zhang Wei', mobile: '13700001111', email: 'zw@example.com', quantity: 200, contents: 'Price for 200 units?' };
    const bad = await post(t, '/api/inquiry', { ...inquiry, contents: '' }, { ...bob.auth, ...EN });
    expect(bad.body).toMatchObject({ msg: 'No blank', data: { field: 'contents' } });
    expect((await post(t, '/api/inquiry', inquiry, bob.auth)).body.code).toBe(200);
    const sent = await t.get('/api/member/inquiries/sent', bob.auth);
    expect(sent.body.data.rows[0]).toMatchObject({ productId: product.id, contents: 'Price for 200 units?' });
    expect((await t.get('/api/member/inquiries/received', alice.auth)).status).toBe(403);
    await t.engine.db.updateTable('member').set({ exhibitor_id: product.exhibitorId }).where('mobile', '=', alice.mobile).execute();
    const received = await t.get('/api/member/inquiries/received', alice.auth);
    expect(received.body.data.rows[0]).toMatchObject({ name: 'Zhang Wei', productId: product.id });
  });

  test(`a parallel burst of ${INQUIRY_LIMITS.perMemberPerHour + 10} inquiries: exactly ${INQUIRY_LIMITS.perMemberPerHour} are sent, the rest answer 429`, async () => {
    const sender = await registerByMobile(t);
    const product = (await t.get('/api/common/product/list?pageSize=1')).body.data.rows[0];
    const inquiry = { productId: product.id, name: 'Burst', mobile: '13700002222', email: 'burst@example.com', quantity: 1, contents: 'How much?' };
    const answers = await Promise.all(Array.from({ length: INQUIRY_LIMITS.perMemberPerHour + 10 }, () => post(t, '/api/inquiry', inquiry, sender.auth)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(INQUIRY_LIMITS.perMemberPerHour);
    expect(answers.filter((answer) => answer.body.code === 429)).toHaveLength(10);
  });
});

describe('live watch', () => {
  test('type-1 streams need a nickname and the signed-in user\'s own id (700 otherwise)', async () => {
    const live = (await t.get('/api/common/live/list?pageSize=100')).body.data.rows.find((r: { liveType: number }) => r.liveType === 1);
    const me = (await t.get('/api/auth/getInfo', alice.auth)).body.data;
    const other = (await t.get('/api/auth/getInfo', bob.auth)).body.data;
    expect((await t.get(`/api/polyv/watch/${me.id}/${live.id}`)).status).toBe(401);
    const noNickname = await t.get(`/api/polyv/watch/${me.id}/${live.id}`, { ...alice.auth, ...EN });
    expect(noNickname.body).toMatchObject({ code: 403, data: { field: 'nickname' } });
    await post(t, '/api/member/updateProfile', { nickname: 'Alice' }, alice.auth);
    const watch = await t.get(`/api/polyv/watch/${me.id}/${live.id}`, alice.auth);
    expect(watch.body.data).toMatch(/[?&]sign=[0-9a-f]{32}/);
    expect(watch.body.data).toContain(`userid=${me.id}`);
    const someoneElse = await t.get(`/api/polyv/watch/${other.id}/${live.id}`, alice.auth);
    expect(someoneElse.body.code).toBe(700);
  });
});
