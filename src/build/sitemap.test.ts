import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml(
    [
      { path: '/news/3/', languages: ['zh', 'en'] },
      { path: '/en/news/3/', languages: ['zh', 'en'] },
      { path: '/InnovationProducts/', languages: ['zh'] },
      { path: '/screen/', languages: ['zh'] },
      { path: '/exhibitors/page/2/', languages: ['zh', 'en'] },
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

  test('lists the later pages of a list', () => {
    expect(xml).toContain('<loc>https://expo.example.com/exhibitors/page/2/</loc>');
  });

  test('escapes XML', () => {
    expect(xml).toContain('/exhibitors/?a=1&amp;b=2');
  });
});

test('robots.txt points to the sitemap and keeps crawlers out of the member area and API', () => {
  const robots = robotsTxt('https://expo.example.com');
  expect(robots).toContain('Sitemap: https://expo.example.com/sitemap.xml');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /member/');
});
