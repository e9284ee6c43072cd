import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { PUBLIC_DIR, REPO, runGatsbyBuild, siteFingerprint, type BuildHandle } from '../site/build';
import { processDatabase } from '../../test/database-templates';
import { E2E_SITE_URL } from '../../test/e2e-site';
import { productionSecrets } from '../../test/production-secrets';

// A production start on an empty database (the structure alone, production-seed.test.ts) builds
// the site: a real `gatsby build` into public/, about a minute. Every list page says, in both
// languages, that it has nothing yet; no page of an exhibitor, product, news item or event is
// made. On the embedded engine only: the build reads the API, whichever engine is behind it.

jest.setTimeout(600_000);

const LIST_PAGES = ['exhibitors', 'products', 'news', 'activity', 'exhibitor-activity', 'exhibitors/ranking-list', 'products/ranking-list', 'live', 'procurement', 'download', 'media-partners', 'contact'];
/** Chinese-only pages (no English twin). */
const CHINESE_ONLY_LIST_PAGES = ['InnovationProducts', 'screen'];

const locale = (language: 'zh' | 'en', ns: string) => JSON.parse(readFileSync(path.join(REPO, 'locales', language, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;
const html = (page: string) => readFileSync(path.join(PUBLIC_DIR, page, 'index.html'), 'utf8');

(process.env.DATABASE_URL ? describe.skip : describe)('the site of an empty production database', () => {
  let dataDir: string;
  let running: RunningServer;
  let build: BuildHandle | undefined;
  const buildLog: string[] = [];

  beforeAll(async () => {
    // From nothing, as on a clean clone: a site built here before (npm start, the e2e run) leaves
    // pages in public/ that Gatsby's next build does not always remove (seen: every event page).
    for (const dir of [PUBLIC_DIR, path.join(REPO, '.cache')]) rmSync(dir, { recursive: true, force: true });
    dataDir = mkdtempSync(path.join(tmpdir(), 'expo-structure-site-'));
    // Migrated already (production-seed.test.ts starts one from nothing): the start seeds the structure.
    await processDatabase(undefined, 'expo_structure_site', dataDir, { seed: false });
    running = await startServer(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', ...productionSecrets() }), () => undefined);
    // The e2e run's URL (no server need answer at it): its build after this one reuses webpack's cache.
    const siteUrl = E2E_SITE_URL;
    build = runGatsbyBuild(`${running.url}/api`, siteUrl, await siteFingerprint(running.engine.db, siteUrl), (line) => buildLog.push(line));
    await build.done.catch((error: unknown) => {
      throw new Error(`${String(error)}\n${buildLog.slice(-30).join('\n')}`);
    });
  });
  afterAll(async () => {
    build?.release();
    await running?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('every list page says it has nothing yet, in Chinese and in English', () => {
    const missing: string[] = [];
    for (const page of [...LIST_PAGES, ...CHINESE_ONLY_LIST_PAGES]) {
      if (!html(page).includes(locale('zh', 'common').list!.empty!)) missing.push(`/${page}/`);
    }
    for (const page of LIST_PAGES) {
      if (!html(`en/${page}`).includes(locale('en', 'common').list!.empty!)) missing.push(`/en/${page}/`);
    }
    expect(missing).toEqual([]);
    expect(html('booth-floor')).toContain(locale('zh', 'floor').noExhibitors);
    expect(html('en/booth-floor')).toContain(locale('en', 'floor').noExhibitors);
  });

  test('no page of an exhibitor, product, news item or event is made, and the content pages ask the organiser for their text', () => {
    for (const section of ['exhibitors', 'products', 'news', 'activity', 'en/exhibitors', 'en/products', 'en/news', 'en/activity']) {
      const details = readdirSync(path.join(PUBLIC_DIR, section)).filter((name) => /^\d+$/.test(name));
      expect([section, details]).toEqual([section, []]);
    }
    expect(html('page/privacy')).toContain('本页内容由主办方在编辑后台填写。');
    expect(html('en/page/privacy')).toContain('The organiser writes this page in the editor console.');
    expect(existsSync(path.join(PUBLIC_DIR, 'index.html'))).toBe(true);
  });
});
