import { buildTestApp, type TestApp } from '../../test/helper';
import type { RouteEntry } from './route-table';

// The gate reads `lang` and `version` once per request, before routing goes on: a bad value is the
// 400 envelope on every route under /api, whether or not its handler reads the language.

const ADMIN_SECRET = 'gate-test-secret-'.padEnd(64, 'x');

describe('the headers gate', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, adminSecret: ADMIN_SECRET });
    routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
  });
  afterAll(() => t.close());

  test('the app has the routes the issue names (and many more) to go over', () => {
    const urls = routes.map((r) => r.url);
    for (const url of ['/api/common/exhibition/getExhibitionRegion', '/api/common/exhibition/getExhibitionTimeDown', '/api/common/home/getQrCodeList', '/api/media/:id', '/api/health', '/api/admin/demands', '/api/editor/content/:resource']) {
      expect(urls).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(80);
  });

  test.each([
    ['lang', 'fr_FR', /^lang must be one of zh_CN, en_US$/],
    ['lang', 'en', /^lang must be one of zh_CN, en_US$/],
    ['version', '2', /^version must be 1$/],
  ])('a bad %s header (%s) answers the 400 envelope on every route', async (header, value, msg) => {
    for (const route of routes) {
      const res = await t.request({ method: route.method as 'GET', url: sample(route.url), headers: { [header]: value, 'x-admin-secret': ADMIN_SECRET } });
      expect({ route: `${route.method} ${route.url}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
        body: { code: 400, msg: expect.stringMatching(msg), data: null },
      });
    }
  });

  test('good values pass the gate: zh_CN, en_US, version 1, or no header at all', async () => {
    const cases: Record<string, string>[] = [{}, { lang: 'zh_CN', version: '1' }, { lang: 'en_US' }, { lang: ' en_US ' }];
    for (const headers of cases) {
      const res = await t.get('/api/common/exhibition/getExhibitionRegion', headers);
      expect(res.status).toBe(200);
    }
  });
});

/** A URL for a route pattern: every parameter and wildcard filled with a plausible value. */
function sample(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}
