import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml(
    [
      { path: '/news/3/', languages: ['zh', 'en'] },
      { path: '/en/news/3/', languages: ['zh', 'en'] },
      { path: '/InnovationProducts/', languages: ['zh'] },
      { path: '/screen/', languages: ['zh'] },
      { path: '/exhibitors/page/2/', languages: ['zh', 'en'] },
      { path: '/cooperation/', languages: ['zh', 'en'] },
      { path: '/page/cooperation/', languages: ['zh', 'en'] },
      { path: '/en/page/cooperation/', languages: ['zh', 'en'] },
      { path: '/search/', matchPath: '/search/*' },
      { path: '/404/' },
      { path: '/en/404.html' },
      { path: '/403/', languages: ['zh', 'en'] },
      { path: '/en/editor/', languages: ['zh', 'en'] },
      { path: '/en/login/', languages: ['zh', 'en'] },
      { path: '/demand/publish/', languages: ['zh', 'en'] },
      { path: '/exhibitors/?a=1&b=2', languages: ['zh'] },
    ],
    'https://expo.example.com/',
  );

  test('lists each static page in both languages with hreflang alternates', () => {
    expect(xml).toContain('<loc>https://expo.example.com/news/3/</loc>');
    expect(xml).toContain('<loc>https://expo.example.com/en/news/3/</loc>');
    expect(xml.match(/hreflang="en" href="https:\/\/expo.example.com\/en\/news\/3\/"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="zh-CN" href="https:\/\/expo.example.com\/news\/3\/"/g)).toHaveLength(2);
  });

  test('a Chinese-only page has no alternates; client-only, error and editor pages and the hall screen are left out', () => {
    expect(xml).toContain("<loc>https://expo.example.com/InnovationProducts/</loc>\n  </url>");
    expect(xml).not.toContain('/screen/');
    expect(xml).not.toContain('/search/');
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('403');
    expect(xml).not.toContain('editor');
    expect(xml).not.toContain('login');
    expect(xml).not.toContain('publish');
  });

  test('an aliased content page is listed at its own route only', () => {
    expect(xml).toContain('<loc>https://expo.example.com/cooperation/</loc>');
    expect(xml).not.toContain('/page/cooperation/');
  });

  test('lists the later pages of a list', () => {
    expect(xml).toContain('<loc>https://expo.example.com/exhibitors/page/2/</loc>');
  });

  test('escapes XML', () => {
    expect(xml).toContain('/exhibitors/?a=1&amp;b=2');
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt('https://expo.example.com/');
  const rules = robots.split('\n').map((line) => line.split(/:\s*/, 2) as [string, string]);

  /** Google's and Bing's reading: the longest matching rule wins, Allow on a tie. */
  function allowed(path: string): boolean {
    const matching = rules.filter(([field, value]) => (field === 'Allow' || field === 'Disallow') && value && path.startsWith(value));
    matching.sort((a, b) => b[1].length - a[1].length || (a[0] === 'Allow' ? -1 : 1));
    return matching[0]?.[0] !== 'Disallow';
  }

  test('points to the sitemap', () => {
    expect(robots).toContain('Sitemap: https://expo.example.com/sitemap.xml');
  });

  test('lets crawlers fetch the images (og:image, JSON-LD) under /api/media/ but not the rest of the API', () => {
    expect(robots).toMatch(/^Allow: \/api\/media\/$/m);
    expect(robots.indexOf('Allow: /api/media/')).toBeLessThan(robots.indexOf('Disallow: /api/'));
    expect(allowed('/api/media/07252e847a4b9114?w=800&h=450&fm=jpg')).toBe(true);
    expect(allowed('/api/common/exhibitor/list')).toBe(false);
    expect(allowed('/api/auth/login')).toBe(false);
  });

  test('keeps crawlers out of the member area and the editor in both languages; pages stay open', () => {
    for (const path of ['/member/userInfo/', '/en/member/collect/', '/editor/', '/en/editor/']) expect(allowed(path)).toBe(false);
    for (const path of ['/', '/en/', '/exhibitors/3/', '/share/zh.png', '/en/news/']) expect(allowed(path)).toBe(true);
  });

  test('every rule belongs to the one group', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots.split('\n\n')[0]!.split('\n').slice(1).every((line) => /^(Allow|Disallow): \//.test(line))).toBe(true);
  });
});
