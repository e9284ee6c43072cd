import { sql } from 'kysely';
import { RANKING_VIEWS_PER_ADDRESS, RANKING_WEIGHTS, rankingScore } from '@expo/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, post, registerByMobile, signInEditor } from '../../../test/accounts';
import { rankingDay } from './counts';

// Rankings with the published formula: what counts, how often, and the score it makes.

type Member = Awaited<ReturnType<typeof registerByMobile>>;
let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  editor = await signInEditor(t, 'editor.rank');
  // Start from no counts: the seed's demo counts would hide what these tests add.
  await t.engine.db.deleteFrom('ranking_tally').execute();
}, 180_000);
afterAll(() => t.close());

/** A member whose account is old enough to count (created two days ago). */
async function oldMember(): Promise<Member> {
  const m = await registerByMobile(t);
  await t.engine.db.updateTable('member').set({ created_at: new Date(Date.now() - 2 * 86_400_000) }).where('mobile', '=', m.mobile).execute();
  return m;
}
const mark = (m: Member, targetType: string, targetId: number, kind: 'collect' | 'like', on: boolean) =>
  post(t, '/api/member/mark', { targetType, targetId, mark: kind, on }, m.auth);
const beacon = (targetType: string, targetId: number, userAgent = 'Mozilla/5.0 (test)', ip = '203.0.113.7') =>
  t.request({ method: 'POST', url: `/api/common/view/${targetType}/${targetId}`, headers: { 'user-agent': userAgent }, remoteAddress: ip });
async function parts(targetType: 'exhibitor' | 'product', id: number) {
  const res = await t.get(`/api/editor/ranking/${targetType}?pageSize=100`, editor);
  expect(res.body.code).toBe(200);
  return res.body.data.rows.find((r: { id: number }) => r.id === id) ?? { collects: 0, likes: 0, views: 0, score: 0 };
}

describe('the score', () => {
  test('collections, likes and views weighed as published; repeated actions the same day count once', async () => {
    const [a, b] = [await oldMember(), await oldMember()];
    // a: collect, uncollect, collect again, like twice; b: like once.
    for (const [m, kind, on] of [[a, 'collect', true], [a, 'collect', false], [a, 'collect', true], [a, 'like', true], [a, 'like', true], [b, 'like', true]] as const) {
      expect((await mark(m, 'exhibitor', 50, kind, on)).body.code).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await beacon('exhibitor', 50)).body.code).toBe(200);
    await beacon('exhibitor', 50, 'Mozilla/5.0 (another browser)');
    const found = await parts('exhibitor', 50);
    expect(found).toMatchObject({ collects: 1, likes: 2, views: 2 });
    expect(found.score).toBe(rankingScore({ collects: 1, likes: 2, views: 2 }));
    expect(found.score).toBe(RANKING_WEIGHTS.collect + 2 * RANKING_WEIGHTS.like + 2 * RANKING_WEIGHTS.view);
    // Exhibitor 50 now leads the console and, after a refresh, the public ranking.
    expect((await t.get('/api/editor/ranking/exhibitor?pageSize=1', editor)).body.data.rows[0].id).toBe(50);
    expect((await post(t, '/api/editor/ranking/refresh', {}, editor)).body.data.changed).toBeGreaterThan(0);
    const ranking = await t.get('/api/common/exhibitor/list?order=ranking&pageSize=3');
    expect(ranking.body.data.rows[0]).toMatchObject({ id: 50, popularity: found.score });
    expect((await post(t, '/api/editor/ranking/refresh', {}, editor)).body.data.changed).toBe(0);
  });

  test('a new day counts again; counts older than the window drop out', async () => {
    const m = await oldMember();
    expect((await mark(m, 'product', 60, 'like', true)).body.code).toBe(200);
    // Yesterday's act and tally: as if the like had been made a day earlier.
    const yesterday = rankingDay(new Date(Date.now() - 86_400_000));
    await t.engine.db.updateTable('ranking_act').set({ day: yesterday }).where('target_id', '=', 60).execute();
    await t.engine.db.updateTable('ranking_tally').set({ day: yesterday }).where('target_type', '=', 'product').where('target_id', '=', 60).execute();
    await mark(m, 'product', 60, 'like', false);
    await mark(m, 'product', 60, 'like', true);
    expect(await parts('product', 60)).toMatchObject({ likes: 2, score: 2 * RANKING_WEIGHTS.like });
    await t.engine.db.updateTable('ranking_tally').set({ day: rankingDay(new Date(Date.now() - 30 * 86_400_000)) }).where('target_type', '=', 'product').where('target_id', '=', 60).where('day', '=', yesterday).execute();
    expect(await parts('product', 60)).toMatchObject({ likes: 1, score: RANKING_WEIGHTS.like });
  });

  test('accounts younger than a day do not count', async () => {
    const young = await registerByMobile(t);
    expect((await mark(young, 'product', 61, 'collect', true)).body.data.collectCount).toBe(1);
    expect((await mark(young, 'product', 61, 'like', true)).body.data.likeCount).toBe(1);
    expect(await parts('product', 61)).toMatchObject({ collects: 0, likes: 0, score: 0 });
    // A day later, the same account counts.
    await t.engine.db.updateTable('member').set({ created_at: new Date(Date.now() - 25 * 3_600_000) }).where('mobile', '=', young.mobile).execute();
    await mark(young, 'product', 61, 'like', false);
    await mark(young, 'product', 61, 'like', true);
    expect(await parts('product', 61)).toMatchObject({ likes: 1 });
  });

  test('a parallel burst of the same like counts once', async () => {
    const m = await oldMember();
    await Promise.all(Array.from({ length: 6 }, (_, i) => mark(m, 'product', 62, 'like', i % 2 === 0)));
    await mark(m, 'product', 62, 'like', true);
    expect((await parts('product', 62)).likes).toBe(1);
  });
});

describe('the view beacon', () => {
  test('once per visitor per item per day; the visitor is not stored beyond the day', async () => {
    for (let i = 0; i < 5; i++) await beacon('product', 70);
    await Promise.all(Array.from({ length: 5 }, () => beacon('product', 70)));
    expect((await parts('product', 70)).views).toBe(1);
    await beacon('product', 70, 'Mozilla/5.0 (test)', '203.0.113.8');
    await beacon('product', 71);
    expect((await parts('product', 70)).views).toBe(2);
    expect((await parts('product', 71)).views).toBe(1);
    // No address or user agent in the database: only salted hashes of the day.
    const stored = await t.engine.db.selectFrom('ranking_visit').select(['visitor', 'day']).execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');

    // The next day: yesterday's salt and hashes are deleted by the first view, and the visitor counts again.
    const yesterday = rankingDay(new Date(Date.now() - 86_400_000));
    await sql`UPDATE ranking_salt SET day = ${yesterday}::date`.execute(t.engine.db);
    await sql`UPDATE ranking_visit SET day = ${yesterday}::date`.execute(t.engine.db);
    await beacon('product', 70);
    expect(await t.engine.db.selectFrom('ranking_salt').select('day').execute()).toEqual([{ day: rankingDay() }]);
    expect(await t.engine.db.selectFrom('ranking_visit').select('day').where('day', '<', rankingDay()).execute()).toEqual([]);
    expect((await parts('product', 70)).views).toBe(3);
  });

  test(`one address adds at most ${RANKING_VIEWS_PER_ADDRESS} views to an item a day, however many user agents it sends, in parallel`, async () => {
    const agents = Array.from({ length: RANKING_VIEWS_PER_ADDRESS + 15 }, (_, i) => `Mozilla/5.0 (made up ${i})`);
    const answers = await Promise.all(agents.map((agent) => beacon('product', 73, agent, '198.51.100.9')));
    for (const answer of answers) expect(answer.body.code).toBe(200);
    expect((await parts('product', 73)).views).toBe(RANKING_VIEWS_PER_ADDRESS);
    // Another address still counts; the address is stored only as a salted hash.
    await beacon('product', 73, agents[0], '198.51.100.10');
    expect((await parts('product', 73)).views).toBe(RANKING_VIEWS_PER_ADDRESS + 1);
    expect(JSON.stringify(await t.engine.db.selectFrom('ranking_address').selectAll().execute())).not.toContain('198.51.100');
  });

  test('robots, unknown items and bad paths count nothing', async () => {
    await beacon('product', 72, 'Googlebot/2.1');
    expect((await parts('product', 72)).views).toBe(0);
    expect((await beacon('product', 99_999_999)).body.code).toBe(200);
    expect((await t.engine.db.selectFrom('ranking_tally').select('target_id').where('target_id', '=', 99_999_999).execute())).toEqual([]);
    expect((await beacon('news', 1)).status).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/common/view/product/abc' })).status).toBe(400);
  });
});

describe('the console', () => {
  test('only editors see the parts', async () => {
    const m = await registerByMobile(t);
    expect((await t.get('/api/editor/ranking/exhibitor', m.auth)).status).toBe(401);
    expect((await t.get('/api/editor/ranking/news', editor)).status).toBe(400);
  });
});
