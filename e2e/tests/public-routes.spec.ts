import type { APIRequestContext } from '@playwright/test';
import { CJK, expect, openPage, test } from './fixtures';

// A visitor walks every public route in both languages: each answers 200 with its heading or
// content from the API, in the page's language, without console errors.

type Locale = 'zh_CN' | 'en_US';
const LANGS = [
  { name: 'Chinese', prefix: '', locale: 'zh_CN' as Locale },
  { name: 'English', prefix: '/en', locale: 'en_US' as Locale },
];

async function apiData<T>(request: APIRequestContext, path: string, lang: Locale): Promise<T> {
  const response = await request.get(`/api/common/${path}`, { headers: { lang } });
  return ((await response.json()) as { data: T }).data;
}

const SECTION_HEADINGS: Array<[path: string, zh: RegExp, en: RegExp]> = [
  ['/exhibitors/', /展商名录/, /Exhibitors/],
  ['/exhibitors/ranking-list/', /展商人气榜/, /Exhibitor Ranking/],
  ['/products/', /展品/, /Products/],
  ['/products/ranking-list/', /展品人气榜/, /Product Ranking/],
  ['/news/', /新闻中心/, /News/],
  ['/activity/', /同期活动/, /Events/],
  ['/exhibitor-activity/', /展商活动/, /Exhibitor Events/],
  ['/booth-floor/', /展馆平面图/, /Floor Plan/],
  ['/contact/', /联系我们/, /Contact Us/],
  ['/cooperation/', /合作洽谈/, /Cooperation/],
  ['/demand/', /供需信息/, /Demand Board/],
  ['/download/', /下载中心/, /Downloads/],
  ['/live/', /直播/, /Live/],
  ['/procurement/', /采购公告/, /Procurement/],
  ['/procurement/contact/', /联系我们|采购联系/, /Contact/],
  ['/media-partners/', /媒体合作/, /Media Partners/],
  ['/page/', /展会概况/, /About the show/],
  ['/page/about-us/', /关于展会/, /About the Show/],
  ['/page/ipr/', /知识产权保护/, /Intellectual Property Protection/],
  ['/page/privacy/', /隐私政策/, /Privacy Policy/],
  ['/page/user-agreement/', /用户协议/, /User Agreement/],
  ['/search/', /搜索/, /Search/],
  ['/shop/', /展商店铺/, /Exhibitor store/],
  ['/403/', /您没有访问权限/, /You don't have permission/],
  ['/500/', /抱歉，服务器出错了/, /Oops! the server is wrong/],
];

for (const { name, prefix, locale } of LANGS) {
  test.describe(`${name} site`, () => {
    for (const [path, zh, en] of SECTION_HEADINGS) {
      test(`${prefix}${path} shows its heading`, async ({ page, consoleErrors }) => {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'zh_CN' ? zh : en);
        if (locale === 'en_US') expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toMatch(CJK);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('detail pages show their record: product, news, activity, exhibitor activity, procurement, shop, demand', async ({ page, request, consoleErrors }) => {
      // Records a few rows down the lists: the editor-console story edits the newest ones meanwhile.
      const row = async <T>(list: string) => (await apiData<{ rows: T[] }>(request, `${list}?pageSize=20`, locale)).rows[6]!;
      const product = await row<{ id: number; name: string }>('product/list');
      const news = (await apiData<{ rows: Array<{ id: number; title: string; url: string | null }> }>(request, 'news/list?pageSize=50', locale)).rows.filter((r) => !r.url)[6]!;
      const activity = await row<{ id: number; title: string }>('activity/list');
      const exhibitorActivity = await row<{ id: number; title: string }>('exhibitorActivity/list');
      const exhibitor = await row<{ id: number; name: string }>('exhibitor/list');
      const details: Array<[string, string]> = [
        [`/products/${product.id}/`, product.name],
        [`/news/${news.id}/`, news.title],
        [`/activity/${activity.id}/`, activity.title],
        [`/exhibitor-activity/${exhibitorActivity.id}/`, exhibitorActivity.title],
        [`/shop/${exhibitor.id}/`, exhibitor.name],
      ];
      const procurement = (await apiData<{ rows: Array<{ id: number; title: string }> }>(request, 'procurement/list', locale)).rows[0];
      if (procurement) details.push([`/procurement/${procurement.id}/`, procurement.title]);
      for (const [path, text] of details) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toContainText(text);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('the demand board lists approved demands and a demand opens with masked contacts', async ({ page, request, consoleErrors }) => {
      const list = await request.get('/api/demand/list?demandType=1,2,3,4&pageSize=1', { headers: { lang: locale } });
      const demand = ((await list.json()) as { data: { rows: Array<{ id: number; title: string }> } }).data.rows[0]!;
      await page.goto(`${prefix}/demand/`);
      await expect(page.getByRole('link', { name: demand.title }).first()).toBeVisible();
      const response = await page.goto(`${prefix}/demand/${demand.id}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(demand.title);
      await expect(page.getByText(locale === 'zh_CN' ? '登录后可见' : 'Available after signed-in').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('Chinese-only routes exist in Chinese and give the 404 page under /en', async ({ page }) => {
  for (const path of ['/InnovationProducts/', '/procurement/privacy/', '/screen/']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    const english = await page.goto(`/en${path}`);
    expect(english?.status(), `/en${path}`).toBe(404);
    await expect(page.getByText('YOU LOOK LOST')).toBeVisible();
  }
});

test('the exhibitor list filters by region and pages through the query string, and the URL can be reloaded', async ({ page, request, consoleErrors }) => {
  const regions = await apiData<Array<{ id: number; name: string }>>(request, 'exhibition/getExhibitionRegion', 'zh_CN');
  const region = regions[0]!;
  const filtered = await apiData<{ rows: Array<{ name: string }>; total: number }>(request, `exhibitor/list?regionId=${region.id}&pageSize=24`, 'zh_CN');
  await openPage(page, '/exhibitors/');
  await page.getByRole('navigation', { name: '按国家或地区筛选' }).getByRole('link', { name: region.name }).click();
  await expect(page).toHaveURL(new RegExp(`regionId=${region.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${region.name}展商`);
  await expect(page.getByText(filtered.rows[0]!.name, { exact: true })).toBeVisible();
  const second = await apiData<{ rows: Array<{ name: string }> }>(request, 'exhibitor/list?pageNum=2&pageSize=24', 'zh_CN');
  await page.goto('/exhibitors/?page=2');
  await expect(page.getByText(second.rows[0]!.name, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(second.rows[0]!.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]')).toHaveText('2');
  expect(consoleErrors).toEqual([]);
});

test('every later page of a list is a static page, read without JavaScript, and the pager links to it', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [prefix, lang, pager, pageTwo] of [['', 'zh_CN', '分页', '第 2 页'], ['/en', 'en_US', 'Pages', 'Page 2']] as const) {
    const second = await apiData<{ rows: Array<{ name: string }>; total: number }>(request, 'product/list?pageNum=2&pageSize=24', lang);
    await page.goto(`${prefix}/products/`);
    const nav = page.getByRole('navigation', { name: pager });
    await expect(nav.getByRole('link', { name: pageTwo, exact: true })).toHaveAttribute('href', `${prefix}/products/page/2/`);
    await nav.getByRole('link', { name: pageTwo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/page/2/$`));
    await expect(page.getByText(second.rows[0]!.name, { exact: true })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page).toHaveTitle(new RegExp(pageTwo));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/products/page/2/$`));
    const last = Math.ceil(second.total / 24);
    expect((await page.request.get(`${prefix}/products/page/${last}/`)).status()).toBe(200);
    expect((await page.request.get(`${prefix}/products/page/${last + 1}/`)).status()).toBe(404);
  }
  await context.close();
});

test('hydrating a static list page asks the API for nothing it already shows', async ({ page, consoleErrors }) => {
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/common\/(exhibitor|product)\/list/.test(request.url())) listCalls.push(request.url());
  });
  for (const path of ['/exhibitors/', '/en/products/page/2/']) {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(listCalls).toEqual([]);
  // Another state of the list does come from the API.
  await openPage(page, '/exhibitors/?page=3');
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('pages carry SEO: title and description from the SEO record, canonical, hreflang, Open Graph, JSON-LD', async ({ page }) => {
  await page.goto('/exhibitors/');
  await expect(page).toHaveTitle('展商名录 - 第二十九届中国国际焙烤展览会');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /展商名录/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/exhibitors\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/exhibitors\/$/);
  await page.goto('/en/');
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(event).toMatchObject({ '@type': 'ExhibitionEvent', name: 'The 29th Bakery China' });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Bakery China/);
});

test('sitemap.xml lists both languages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/exhibitors/</loc>');
  expect(sitemap).toContain('/en/exhibitors/</loc>');
  expect(sitemap).toContain('hreflang="en"');
  expect(sitemap).not.toContain('/search/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
