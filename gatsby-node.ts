import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CALENDAR_QUERY, writeCalendarFiles, type CalendarActivity, type CalendarShow } from './src/gatsby-node/calendar-files';
import { createDetailPages } from './src/gatsby-node/create-pages';
import { addConsentWording, fixLanguageMatchPath } from './src/gatsby-node/on-create-page';
import { findUncleanFiles } from './src/gatsby-node/output-check';
import { writeOfflineSite, type ManifestNames } from './src/gatsby-node/service-worker';
import { createSectionPages } from './src/gatsby-node/section-pages';
export { onCreateWebpackConfig } from './src/gatsby-node/split-chunks';
import { robotsTxt, sitemapXml, type SitemapPage } from './src/gatsby-node/sitemap';
import { copyZxingWasm } from './src/gatsby-node/zxing-wasm';
import { writeIfChanged } from './src/gatsby-node/write-if-changed';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createDetailPages(args);
  await createSectionPages(args);
};

export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => {
  if (!addConsentWording(args)) fixLanguageMatchPath(args);
};

/** The scanner's QR reader (.wasm) into static/, which Gatsby copies to the site. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async () => {
  await copyZxingWasm();
};

/** When this build started writing: files older than that were checked by the build that wrote them. */
let buildStartedAt = 0;
export const onPreBuild: GatsbyNode['onPreBuild'] = () => {
  buildStartedAt = Date.now();
};

interface SitemapQuery {
  site: { siteMetadata: { siteUrl: string } };
  allExhibitionSite: { nodes: Array<{ lang: string; intro: { name: string } | null }> };
  allSitePage: { nodes: Array<{ path: string; matchPath: string | null; pageContext: { i18n?: { languages?: string[] } } | null }> };
}

/** sitemap.xml and robots.txt, written after the pages, with the site's own URL; then every written text file checked. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  let stepAt = Date.now();
  const step = (name: string) => {
    reporter.info(`step: ${name} ${((Date.now() - stepAt) / 1000).toFixed(1)} s`);
    stepAt = Date.now();
  };
  const result = await graphql<SitemapQuery>(`
    {
      site { siteMetadata { siteUrl } }
      allExhibitionSite { nodes { lang intro { name } } }
      allSitePage { nodes { path matchPath pageContext } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Querying the pages for sitemap.xml failed', result.errors);
    return;
  }
  const { siteUrl } = result.data.site.siteMetadata;
  const pages: SitemapPage[] = result.data.allSitePage.nodes.map((node) => ({
    path: node.path,
    matchPath: node.matchPath,
    languages: node.pageContext?.i18n?.languages,
  }));
  await writeIfChanged(path.join('public', 'sitemap.xml'), sitemapXml(pages, siteUrl));
  await writeIfChanged(path.join('public', 'robots.txt'), robotsTxt(siteUrl));
  const calendars = await graphql<{ activities: { nodes: CalendarActivity[] }; shows: { nodes: CalendarShow[] } }>(CALENDAR_QUERY);
  if (calendars.errors || !calendars.data) {
    reporter.panicOnBuild('Querying the activities for their .ics files failed', calendars.errors);
    return;
  }
  await writeCalendarFiles('public', siteUrl.replace(/\/+$/, ''), calendars.data.activities.nodes, calendars.data.shows.nodes);
  step('sitemap and calendar files');

  // The offline site: icons, manifests, the offline page without scripts, the service worker last.
  const manifestNames = async (lang: 'zh' | 'en'): Promise<ManifestNames> => {
    const locale = JSON.parse(await fs.readFile(path.join('locales', lang, 'common.json'), 'utf8')) as { offline: { shortName: string } };
    const name = result.data?.allExhibitionSite.nodes.find((node) => node.lang === lang)?.intro?.name || locale.offline.shortName;
    return { name, shortName: locale.offline.shortName };
  };
  const offline = await writeOfflineSite({ zh: await manifestNames('zh'), en: await manifestNames('en') });
  reporter.info(`Service worker: ${offline.count} files precached (${Math.round(offline.size / 1024)} KB)`);
  step('offline site');

  // A release with a NUL byte or broken UTF-8 in a page is never switched in: the build fails.
  const unclean = await findUncleanFiles('public', buildStartedAt);
  step('output check');
  if (unclean.length > 0) {
    const list = unclean.slice(0, 20).map(({ file, problem }) => `  ${file}: ${problem}`).join('\n');
    reporter.panicOnBuild(`${unclean.length} built file(s) are not clean text:\n${list}`);
  }
};
