import { buildTestApp, CJK, EN, ZH, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  test('health answers once the database is ready', async () => {
    const { status, body } = await t.get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  test('unknown API paths give a 404 envelope', async () => {
    const { status, body } = await t.get('/api/common/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: expect.stringContaining('/api/common/nothing-here'), data: null });
  });

  test('an unknown lang value is a 400 naming the header', async () => {
    const { status, body } = await t.get('/api/common/channel/list', { lang: 'fr_FR' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^lang /);
  });

  test.each([
    ['/api/common/exhibitor/abc', 'id'],
    ['/api/common/product/-1', 'id'],
    ['/api/common/exhibitor/list?pageSize=101', 'pageSize'],
    ['/api/common/exhibitor/list?pageSize=0', 'pageSize'],
    ['/api/common/news/list?pageNum=zero', 'pageNum'],
    [`/api/common/search/getList?keyword=${'a'.repeat(51)}`, 'keyword'],
    ['/api/common/search/getList?keyword=', 'keyword'],
    ['/api/common/search/getList', 'keyword'],
    ['/api/common/activity/list?date=12-05-2027', 'date'],
    ['/api/common/exhibitor/list?order=cheapest', 'order'],
  ])('bad input %s is a 400 naming %s', async (url, field) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg.startsWith(`${field} `)).toBe(true);
    expect(body.data).toBeNull();
  });

  test.each([
    '/api/common/exhibitor/999999',
    '/api/common/product/999999',
    '/api/common/news/999999',
    '/api/common/activity/999999',
    '/api/common/exhibitorActivity/999999',
    '/api/common/procurement/999999',
    '/api/common/live/999999',
    '/api/common/page/no-such-page',
    '/api/common/dict/no_such_type',
    '/api/common/config/no_such_key',
    '/api/common/fileDownload/999999/file',
    '/api/media/0000000000000000',
  ])('unknown id %s is a 404 envelope', async (url) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
  });
});

describe('content pages', () => {
  test('the list names each page in the request language; Chinese-only pages are not listed in English', async () => {
    const zh = await t.get('/api/common/page/list', ZH);
    const en = await t.get('/api/common/page/list', EN);
    expect(zh.body.data).toContainEqual({ code: 'about-us', title: '关于展会' });
    expect(zh.body.data.map((p: { code: string }) => p.code)).toContain('procurement-privacy');
    expect(en.body.data).toContainEqual({ code: 'about-us', title: 'About the Show' });
    expect(en.body.data.map((p: { code: string }) => p.code)).not.toContain('procurement-privacy');
  });
});

describe('lists and details in both languages', () => {
  test.each([
    ['exhibitor', 200],
    ['product', 800],
    ['news', 60],
  ])('%s list pages through at least %i records, and English text has no Chinese', async (kind, minimum) => {
    const zh = await t.get(`/api/common/${kind}/list?pageSize=100`, ZH);
    const en = await t.get(`/api/common/${kind}/list?pageSize=100`, EN);
    expect(zh.body.code).toBe(200);
    expect(zh.body.data.rows).toHaveLength(Math.min(100, zh.body.data.total));
    // Some records exist in one language only, so each language has fewer than all records.
    expect(zh.body.data.total + en.body.data.total).toBeGreaterThan(minimum);
    const titleOf = (r: { name?: string; title?: string }) => r.name ?? r.title ?? '';
    expect(en.body.data.rows.filter((r: object) => CJK.test(titleOf(r)))).toEqual([]);
    expect(zh.body.data.rows.some((r: object) => CJK.test(titleOf(r)))).toBe(true);
  });

  test.each(['exhibitor', 'product', 'news', 'activity', 'exhibitorActivity'])('%s list with full=true gives the detail of each row', async (kind) => {
    const { body } = await t.get(`/api/common/${kind}/list?pageSize=3&full=true`, EN);
    expect(body.data.rows).toHaveLength(3);
    for (const row of body.data.rows) {
      const detail = await t.get(`/api/common/${kind}/${row.id}`, EN);
      expect(row).toEqual(detail.body.data);
    }
  });

  test('paging covers every record once', async () => {
    const first = await t.get('/api/common/news/list?pageSize=7&pageNum=1');
    const { total } = first.body.data;
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const { body } = await t.get(`/api/common/news/list?pageSize=7&pageNum=${page}`);
      for (const row of body.data.rows) ids.add(row.id);
    }
    expect(ids.size).toBe(total);
  });

  test('exhibitor detail answers in the lang of the header, 404 where that language is missing', async () => {
    const { body: list } = await t.get('/api/common/exhibitor/list?pageSize=100', ZH);
    const both = list.data.rows.find((r: { nameEn: string | null }) => r.nameEn);
    const zhOnly = list.data.rows.find((r: { nameEn: string | null }) => !r.nameEn);
    const zh = await t.get(`/api/common/exhibitor/${both.id}`, ZH);
    const en = await t.get(`/api/common/exhibitor/${both.id}`, EN);
    expect(zh.body.data.name).toMatch(CJK);
    expect(en.body.data.name).toBe(both.nameEn);
    expect(en.body.data.intro).not.toMatch(CJK);
    expect(zh.body.data).toMatchObject({ id: both.id, lang: 1, booths: expect.any(Array) });
    expect(en.body.data.lang).toBe(2);
    expect(zhOnly).toBeDefined();
    expect((await t.get(`/api/common/exhibitor/${zhOnly.id}`, EN)).status).toBe(404);
  });

  test('exhibitors filter by region and keyword, and rank by popularity', async () => {
    const regions = await t.get('/api/common/exhibition/getExhibitionRegion');
    const region = regions.body.data[0];
    expect(region).toMatchObject({ id: expect.any(Number), name: expect.stringMatching(CJK), nameEn: expect.any(String) });
    const byRegion = await t.get(`/api/common/exhibitor/list?regionId=${region.id}&pageSize=100`);
    expect(byRegion.body.data.total).toBeGreaterThan(0);
    expect(byRegion.body.data.rows.every((r: { regionId: number }) => r.regionId === region.id)).toBe(true);

    const ranked = await t.get('/api/common/exhibitor/list?order=ranking&pageSize=20');
    const scores = ranked.body.data.rows.map((r: { popularity: number }) => r.popularity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const name: string = ranked.body.data.rows[0].name;
    const keyword = name.slice(0, 4);
    const found = await t.get(`/api/common/exhibitor/list?keyword=${encodeURIComponent(keyword)}`);
    expect(found.body.data.rows.map((r: { id: number }) => r.id)).toContain(ranked.body.data.rows[0].id);
  });

  test('a keyword with LIKE wildcards is taken literally', async () => {
    const { body } = await t.get('/api/common/exhibitor/list?keyword=%25%25%25');
    expect(body.data.total).toBe(0);
  });

  test('products filter by category and exhibitor, with exhibit fields on the detail', async () => {
    const groups = await t.get('/api/common/category/getList', EN);
    const group = groups.body.data[0];
    expect(group).toMatchObject({ groupName: expect.not.stringMatching(CJK), productCategoryList: expect.any(Array) });
    const category = group.productCategoryList[0];
    const list = await t.get(`/api/common/product/list?categoryId=${category.id}&pageSize=50`);
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.rows.every((r: { categoryId: number }) => r.categoryId === category.id)).toBe(true);
    const product = (await t.get(`/api/common/product/${list.body.data.rows[0].id}`)).body.data;
    expect(product).toMatchObject({ factory: expect.any(String), brand: expect.any(String), origin: expect.any(String), qs: expect.any(Boolean) });
    expect(product.photos.length).toBeGreaterThan(0);
    const ofExhibitor = await t.get(`/api/common/product/list?exhibitorId=${product.exhibitorId}`);
    expect(ofExhibitor.body.data.rows.every((r: { exhibitorId: number }) => r.exhibitorId === product.exhibitorId)).toBe(true);
  });

  test('news detail carries its content; activities carry host, date, seats and address', async () => {
    const news = await t.get('/api/common/news/list?pageSize=1', EN);
    const detail = await t.get(`/api/common/news/${news.body.data.rows[0].id}`, EN);
    expect(detail.body.data.content.length).toBeGreaterThan(100);

    const activities = await t.get('/api/common/activity/list?pageSize=100');
    expect(activities.body.data.total).toBeGreaterThanOrEqual(40);
    const activity = (await t.get(`/api/common/activity/${activities.body.data.rows[0].id}`)).body.data;
    expect(activity).toMatchObject({ host: expect.any(String), address: expect.any(String), seats: expect.any(Number), exhibitorId: null });

    const exhibitorActivities = await t.get('/api/common/exhibitorActivity/list');
    expect(exhibitorActivities.body.data.rows[0].exhibitorId).toEqual(expect.any(Number));
    // A show activity is not an exhibitor activity.
    expect((await t.get(`/api/common/exhibitorActivity/${activity.id}`)).status).toBe(404);
  });

  test('the schedule groups activities by show day, and the date filter agrees', async () => {
    const { body } = await t.get('/api/common/activity/schedule');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    const day = body.data[0];
    expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const onDay = await t.get(`/api/common/activity/list?date=${day.date}&pageSize=100`);
    expect(onDay.body.data.total).toBe(day.rows.length);
  });
});

describe('site-wide data', () => {
  test('channel list is a tree in the language of the header; Chinese-only entries stay out of English', async () => {
    const zh = (await t.get('/api/common/channel/list', ZH)).body.data;
    const en = (await t.get('/api/common/channel/list', EN)).body.data;
    expect(zh.length).toBeGreaterThan(3);
    expect(zh.some((c: { children: unknown[] }) => c.children.length > 0)).toBe(true);
    const flat = (items: { title: string; zhOnly: boolean; children: never[] }[]): { title: string; zhOnly: boolean }[] =>
      items.flatMap((c) => [c, ...flat(c.children)]);
    expect(flat(en).filter((c) => CJK.test(c.title) || c.zhOnly)).toEqual([]);
    expect(flat(zh).some((c) => c.zhOnly)).toBe(true);
  });

  test('channel page finds the section of a page path, with or without the /en prefix', async () => {
    const { body } = await t.get('/api/common/channel/page?path=/en/exhibitors/ranking-list', EN);
    expect(body.code).toBe(200);
    expect(body.data.children.map((c: { path: string }) => c.path)).toContain('/exhibitors/ranking-list');
    expect((await t.get('/api/common/channel/page?path=/nowhere')).status).toBe(404);
  });

  test('exhibition intro and time down', async () => {
    const intro = (await t.get('/api/common/exhibition/getExhibitionIntro', EN)).body.data;
    expect(intro).toMatchObject({ area: expect.any(Number), exhibitorCount: expect.any(Number), name: expect.not.stringMatching(CJK) });
    expect(intro.exhibitorCount).toBeGreaterThan(150);
    const time = (await t.get('/api/common/exhibition/getExhibitionTimeDown')).body.data;
    expect(time.startTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time.endTime >= time.startTime).toBe(true);
  });

  test.each([
    '/api/common/modules/list',
    '/api/common/contacts/list',
    '/api/common/otherSystem',
    '/api/common/home/getQrCodeList',
    '/api/common/mediaPartner/list',
    '/api/common/floorPlan',
  ])('%s answers a non-empty list', async (url) => {
    const { status, body } = await t.get(url, EN);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  test('paged lists: downloads, live, procurement, stands', async () => {
    for (const url of ['/api/common/fileDownload/list', '/api/common/live/list', '/api/common/procurement/list', '/api/common/stand/list']) {
      const { body } = await t.get(url);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.rows.length).toBeGreaterThan(0);
    }
  });

  test('a download is a real file', async () => {
    const { body } = await t.get('/api/common/fileDownload/list?pageSize=100');
    const pdf = body.data.rows.find((r: { mime: string }) => r.mime === 'application/pdf');
    const res = await t.request({ method: 'GET', url: pdf.url });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.raw.length).toBe(pdf.size);
  });

  test('config address_service is a JSON string with a service link', async () => {
    const { body } = await t.get('/api/common/config/address_service');
    expect(JSON.parse(body.data).service).toMatch(/^https?:\/\//);
  });

  test('dictionaries answer labels in the language of the header', async () => {
    const zh = (await t.get('/api/common/dict/demand_type', ZH)).body.data;
    const en = (await t.get('/api/common/dict/demand_type', EN)).body.data;
    expect(zh.map((d: { dictValue: string }) => d.dictValue)).toEqual(['1', '2', '3', '4']);
    expect(zh[0].dictLabel).toMatch(CJK);
    expect(en[0].dictLabel).not.toMatch(CJK);
  });

  test('live items of both types, with detail', async () => {
    const { body } = await t.get('/api/common/live/list?pageSize=100');
    const types = new Set(body.data.rows.map((r: { liveType: number }) => r.liveType));
    expect(types).toEqual(new Set([1, 2]));
    const detail = await t.get(`/api/common/live/${body.data.rows[0].id}`);
    expect(detail.body.data).toMatchObject({ id: body.data.rows[0].id, pcUrl: expect.any(String) });
  });

  test('content pages by code, in both languages', async () => {
    for (const code of ['about-us', 'ipr', 'privacy', 'user-agreement', 'cooperation']) {
      const zh = await t.get(`/api/common/page/${code}`, ZH);
      const en = await t.get(`/api/common/page/${code}`, EN);
      expect(zh.body.data.content).toMatch(CJK);
      expect(en.body.data.title).not.toMatch(CJK);
    }
  });

  test('the per-page SEO call falls back to the section and then home', async () => {
    const exact = (await t.get('/api/common/seo?path=/exhibitors', EN)).body.data;
    expect(exact).toMatchObject({ seoTitle: expect.any(String), seoKeyword: expect.any(String), seoDescription: expect.any(String), content: expect.any(String) });
    const section = (await t.get('/api/common/seo?path=/en/exhibitors/12', EN)).body.data;
    expect(section).toEqual(exact);
    const home = (await t.get('/api/common/seo?path=/', ZH)).body.data;
    expect((await t.get('/api/common/seo?path=/unknown/place', ZH)).body.data).toEqual(home);
  });

  test('floor plan booths sit inside their hall and name their exhibitor', async () => {
    const halls = (await t.get('/api/common/floorPlan')).body.data;
    for (const hall of halls) {
      for (const b of hall.booths) {
        expect(b.x + b.width).toBeLessThanOrEqual(hall.width);
        expect(b.y + b.height).toBeLessThanOrEqual(hall.height);
      }
    }
    const taken = halls.flatMap((h: { booths: { exhibitorId: number | null }[] }) => h.booths).find((b: { exhibitorId: number | null }) => b.exhibitorId);
    const stands = await t.get(`/api/common/stand/list?keyword=${taken.code}`);
    expect(stands.body.data.rows[0]).toMatchObject({ code: taken.code, exhibitorId: taken.exhibitorId });
  });

  test('a booth is listed only where its exhibitor has a page in that language, and is never nameless when taken', async () => {
    type B = { code: string; exhibitorId: number | null; exhibitorName: string | null; exhibitorListed: boolean };
    let unlisted = 0;
    for (const lang of [ZH, EN]) {
      const booths: B[] = (await t.get('/api/common/floorPlan', lang)).body.data.flatMap((h: { booths: B[] }) => h.booths);
      for (const b of booths.filter((booth) => booth.exhibitorId !== null)) {
        expect(b.exhibitorName).toEqual(expect.any(String));
        const detail = await t.get(`/api/common/exhibitor/${b.exhibitorId}`, lang);
        expect([b.code, detail.status]).toEqual([b.code, b.exhibitorListed ? 200 : 404]);
        if (!b.exhibitorListed) unlisted++;
      }
      expect(booths.filter((b) => b.exhibitorId === null).every((b) => !b.exhibitorListed && b.exhibitorName === null)).toBe(true);
    }
    // The seed has exhibitors in one language only: the case this guards is really there.
    expect(unlisted).toBeGreaterThan(0);
  });
});

describe('search', () => {
  test('finds exhibitors, products, news and activities by keyword, in the language asked', async () => {
    const product = (await t.get('/api/common/product/list?pageSize=1', EN)).body.data.rows[0];
    const word = product.name.split(' ')[0];
    const { body } = await t.get(`/api/common/search/getList?keyword=${encodeURIComponent(word)}&pageSize=50`, EN);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.rows.some((r: { type: string; id: number }) => r.type === 'product' && r.id === product.id)).toBe(true);
    expect(body.data.rows.filter((r: { title: string }) => CJK.test(r.title))).toEqual([]);
    const onlyNews = await t.get(`/api/common/search/getList?keyword=${encodeURIComponent(word)}&type=news`, EN);
    expect(onlyNews.body.data.rows.every((r: { type: string }) => r.type === 'news')).toBe(true);
  });

  test('a Chinese keyword finds Chinese records', async () => {
    const { body } = await t.get(`/api/common/search/getList?keyword=${encodeURIComponent('烘焙')}`, ZH);
    expect(body.data.total).toBeGreaterThan(0);
  });
});

describe('media', () => {
  test('images are resized and converted, with immutable cache headers', async () => {
    const exhibitor = (await t.get('/api/common/exhibitor/list?pageSize=1')).body.data.rows[0];
    const res = await t.request({ method: 'GET', url: `${exhibitor.logo}?w=120&fm=webp` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.raw.subarray(8, 12).toString()).toBe('WEBP');
    const bad = await t.get(`${exhibitor.logo}?w=99999`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^w /);
  });
});
