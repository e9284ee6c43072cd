import { CONTACT_VIEWS_PER_DAY } from '@expo/contract';
import { buildTestApp, CJK, EN, ZH, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile } from '../../../test/accounts';

// Issue 15, item 8 (scraping): lists mask contacts for everyone; a demand's detail shows them to a
// signed-in member for at most CONTACT_VIEWS_PER_DAY demands a day, decided in the database, so a
// parallel burst over two API instances gets exactly that many through.

jest.setTimeout(300_000);

const MOBILE = '13912345678';
const EMAIL = 'buyer@sweetcrumb.example';
let clock = new Date('2027-03-01T02:00:00Z');
let t: TestApp;
let second: TestApp;
let alice: Awaited<ReturnType<typeof registerByMobile>>;
let bob: Awaited<ReturnType<typeof registerByMobile>>;
let carol: Awaited<ReturnType<typeof registerByMobile>>;
let ids: number[];

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => clock });
  second = await buildTestApp({ env: TEST_ENV, now: () => clock, sameDatabaseAs: t });
  alice = await registerByMobile(t);
  bob = await registerByMobile(t);
  carol = await registerByMobile(t);
  const author = (await t.get('/api/auth/getInfo', alice.auth)).body.data.id as number;
  const rows = Array.from({ length: CONTACT_VIEWS_PER_DAY + 20 }, (_, i) => ({
    member_id: author, demand_type: 1, status: 'approved' as const, product_name: `Flour lot ${i}`, intro: 'Cake flour wanted',
    company_name: 'Sweet Crumb', company_address: '88 Bread Road, Shanghai', mobile: MOBILE, email: EMAIL,
    approved_at: clock, expires_at: new Date('2027-12-31T00:00:00Z'),
  }));
  ids = (await t.engine.db.insertInto('demand').values(rows).returning('id').execute()).map((r) => r.id);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const raw = (body: unknown) => JSON.stringify(body);

test('lists mask contacts for a signed-in member too: the board, its search and the demands I claimed', async () => {
  const board = await t.get('/api/demand/list?pageSize=100', bob.auth);
  expect(board.body.data.rows.length).toBeGreaterThan(0);
  const search = await t.get('/api/demand/list?pageSize=100&keyword=Flour', bob.auth);
  expect(search.body.data.rows.length).toBeGreaterThan(0);
  expect((await post(t, `/api/demand/${ids[0]}/claim`, {}, bob.auth)).body.code).toBe(200);
  const claimed = await t.get('/api/member/claims?pageSize=100', bob.auth);
  expect(claimed.body.data.rows).toHaveLength(1);
  for (const list of [board, search, claimed]) {
    expect(raw(list.body)).not.toContain(MOBILE);
    expect(raw(list.body)).not.toContain(EMAIL);
    expect(raw(list.body)).not.toContain('88 Bread Road');
    expect(list.body.data.rows[0]).toMatchObject({ mobile: '139****', contactMasked: true });
  }
  // The author's own list keeps their own contacts.
  const own = await t.get('/api/member/demands?pageSize=5', alice.auth);
  expect(own.body.data.rows[0]).toMatchObject({ mobile: MOBILE, contactMasked: false });
});

test(`a parallel burst of ${CONTACT_VIEWS_PER_DAY + 20} details over two API instances reveals exactly ${CONTACT_VIEWS_PER_DAY}; the rest say why, in the member's language`, async () => {
  const answers = await Promise.all(ids.map((id, i) => (i % 2 ? second : t).get(`/api/demand/${id}`, { ...carol.auth, ...(i % 3 ? EN : ZH) })));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const revealed = answers.filter((a) => a.body.data.mobile === MOBILE);
  const masked = answers.filter((a) => a.body.data.contactMasked);
  expect(revealed).toHaveLength(CONTACT_VIEWS_PER_DAY);
  expect(masked).toHaveLength(ids.length - CONTACT_VIEWS_PER_DAY);
  for (const a of masked) {
    expect(raw(a.body)).not.toContain(MOBILE);
    expect(a.body.data.contactNotice).toContain(String(CONTACT_VIEWS_PER_DAY));
  }
  const enNotice = (await t.get(`/api/demand/${masked[0]!.body.data.id}`, { ...carol.auth, ...EN })).body.data.contactNotice;
  expect(enNotice).toBe(`You have seen the contact details of ${CONTACT_VIEWS_PER_DAY} demands today, the most for one day; they show again tomorrow`);
  expect((await t.get(`/api/demand/${masked[0]!.body.data.id}`, { ...carol.auth, ...ZH })).body.data.contactNotice).toMatch(CJK);

  // A demand already revealed today shows again without counting; the author always sees their own.
  const again = await t.get(`/api/demand/${revealed[0]!.body.data.id}`, carol.auth);
  expect(again.body.data).toMatchObject({ mobile: MOBILE, contactMasked: false });
  expect((await t.get(`/api/demand/${masked[0]!.body.data.id}`, alice.auth)).body.data.mobile).toBe(MOBILE);
  // Another member has their own count.
  expect((await t.get(`/api/demand/${masked[0]!.body.data.id}`, bob.auth)).body.data.mobile).toBe(MOBILE);

  // The next day (UTC+8) the count starts again.
  clock = new Date('2027-03-01T16:00:00Z');
  const tomorrow = await t.get(`/api/demand/${masked[0]!.body.data.id}`, carol.auth);
  expect(tomorrow.body.data).toMatchObject({ mobile: MOBILE, email: EMAIL, contactMasked: false });
  expect(tomorrow.body.data.contactNotice).toBeUndefined();
});
