/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { currentCode, webManifest, withoutScripts } from './service-worker';

describe('the offline site build', () => {
  it('writes a manifest per language with the theme colour and icons of every purpose', () => {
    const en = webManifest('en', { name: 'The 29th Bakery China', shortName: 'Bakery China' });
    expect(en).toMatchObject({ name: 'The 29th Bakery China', short_name: 'Bakery China', lang: 'en', start_url: '/en/', scope: '/', display: 'standalone', theme_color: '#5a2c13' });
    expect(en.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(webManifest('zh', { name: '中国国际焙烤展', shortName: '焙烤展' })).toMatchObject({ lang: 'zh-CN', start_url: '/', short_name: '焙烤展' });
  });

  it('takes every script out of the offline page, keeping its styles and links', () => {
    const html = `<html><head><style>.a{}</style><link as="script" rel="preload" href="/app-1.js"/><link rel="preload" href="/page-data/offline/page-data.json" as="fetch" crossorigin="anonymous"/>
<script>window.pagePath="/offline/"</script></head><body><a href="/booth-floor/">Floor</a><script src="/app-1.js" async></script><script id="gatsby-chunk-mapping">x</script></body></html>`;
    const stripped = withoutScripts(html);
    expect(stripped).not.toMatch(/<script|as="script"|as="fetch"|pagePath/);
    expect(stripped).toContain('<style>.a{}</style>');
    expect(stripped).toContain('<a href="/booth-floor/">Floor</a>');
  });

  it("precaches this build's code only, not the chunks earlier builds left in public/", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'offline-code-'));
    try {
      const current = { runtime: 'webpack-runtime-0123456789abcdef0123.js', app: 'app-1111111111111111aaaa.js', idle: '6433-2222222222222222bbbb.js', page: 'component---src-pages-offline-tsx-3333333333333333cccc.js' };
      const stale = ['webpack-runtime-9999999999999999dddd.js', '6433-4444444444444444eeee.js'];
      writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: current.runtime }, { name: current.app }, { name: `${current.app}.map` }] } } }));
      writeFileSync(path.join(dir, current.runtime), 'var map={6433:"2222222222222222bbbb",711:"3333333333333333cccc"};');
      for (const file of [current.app, current.idle, current.page, ...stale]) writeFileSync(path.join(dir, file), '');
      expect(await currentCode(dir)).toEqual(Object.values(current).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
