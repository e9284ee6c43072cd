import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { ContentPageRow, Language, PageOf, ProcurementRow, Seo } from '@expo/contract';
import { LANGUAGES } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/paths';
import { PAGE_ROUTES } from '../lib/page-routes';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { StaticListPage } from '../lib/page-data';
import { listPageRoute, routes } from '../lib/routes';
import { ApiRequestError } from '../../plugins/gatsby-source-exhibition/src/api-client';
import { buildApiClient, type ApiClient } from './build-api';
import { pullHomeData } from './home-data';
import { i18nPageContext } from './i18n-options';
import { ListRows, type ListRowsSource } from './list-rows';
import { PRIVACY_PAGE_CODE } from '../lib/privacy-marker';
import { privacyNotice } from '../lib/privacy-notice';
import { RETENTION_PATHS, type RetentionKind } from '../../contract/retention';

/** One static page of a section (or, for a paged list, its pages): its route, template and the data the build pulls for it. */
interface SectionPage {
  route: string;
  template: string;
  /** the languages the page exists in (default both) */
  languages?: readonly Language[];
  data?: (client: ApiClient, lang: Language) => Promise<unknown>;
  /**
   * A paged list: every page of it is built (page 1 at the route, page n at `{route}page/{n}/`),
   * with its rows as `data.list` beside the section's other data.
   */
  list?: ListSource;
}

interface ListSource extends ListRowsSource {
  pageSize: number;
}

const firstPage = (listPath: string, pageSize: number, query: Record<string, string | number> = {}) =>
  (client: ApiClient, lang: Language) => client.get<PageOf<unknown>>(listPath, lang, { ...query, pageNum: 1, pageSize });

const PROCUREMENT_LIST = '/common/procurement/list';

const SECTIONS: SectionPage[] = [
  { route: routes.home, template: 'home', data: (client, lang) => pullHomeData(client, lang) },
  {
    route: routes.exhibitors,
    template: 'exhibitor-list',
    list: { path: '/common/exhibitor/list', pageSize: LIST_PAGE_SIZE.exhibitors, kind: 'exhibitor', byId: true },
    data: async (client, lang) => ({ regions: await client.get('/common/exhibition/getExhibitionRegion', lang) }),
  },
  {
    route: routes.exhibitorRanking,
    template: 'exhibitor-ranking',
    data: firstPage('/common/exhibitor/list', LIST_PAGE_SIZE.ranking, { order: 'ranking' }),
  },
  {
    route: routes.products,
    template: 'product-list',
    list: { path: '/common/product/list', pageSize: LIST_PAGE_SIZE.products, kind: 'product', byId: true },
    data: async (client, lang) => ({ categories: await client.get('/common/category/getList', lang) }),
  },
  {
    route: routes.productRanking,
    template: 'product-ranking',
    data: firstPage('/common/product/list', LIST_PAGE_SIZE.ranking, { order: 'ranking' }),
  },
  {
    route: routes.innovationProducts,
    template: 'innovation-products',
    languages: ['zh'],
    list: { path: '/common/product/list', pageSize: LIST_PAGE_SIZE.products, query: { innovative: 'true' }, kind: 'product', byId: true },
  },
  { route: routes.news, template: 'news-list', list: { path: '/common/news/list', pageSize: LIST_PAGE_SIZE.news, kind: 'news' } },
  {
    route: routes.activities,
    template: 'activity-list',
    list: { path: '/common/activity/list', pageSize: LIST_PAGE_SIZE.activities, kind: 'activity' },
    data: async (client, lang) => ({ schedule: await client.get('/common/activity/schedule', lang) }),
  },
  {
    route: routes.exhibitorActivities,
    template: 'activity-list',
    list: { path: '/common/exhibitorActivity/list', pageSize: LIST_PAGE_SIZE.activities, kind: 'activity' },
    data: async () => ({ schedule: null }),
  },
  { route: routes.floorPlan, template: 'floor-plan', data: (client, lang) => client.get('/common/floorPlan', lang) },
  {
    route: routes.contact,
    template: 'contact',
    data: async (client, lang) => ({
      page: await client.get('/common/page/contact', lang),
      contacts: await client.get('/common/contacts/list', lang),
    }),
  },
  { route: routes.demands, template: 'demand-list' },
  { route: routes.downloads, template: 'download-list', list: { path: '/common/fileDownload/list', pageSize: LIST_PAGE_SIZE.downloads } },
  { route: routes.live, template: 'live-list', data: firstPage('/common/live/list', 50) },
  {
    route: routes.procurement,
    template: 'procurement-list',
    list: { path: PROCUREMENT_LIST, pageSize: LIST_PAGE_SIZE.procurement },
  },
  {
    route: routes.procurementContact,
    template: 'contact',
    data: async (client, lang) => ({
      page: null,
      contacts: await client.get('/common/contacts/list', lang),
    }),
  },
  {
    route: routes.mediaPartners,
    template: 'media-partners',
    data: async (client, lang) => ({
      page: await client.get('/common/page/media-partners', lang),
      partners: await client.get('/common/mediaPartner/list', lang),
    }),
  },
  { route: routes.pages, template: 'page-index', data: (client, lang) => client.get('/common/page/list', lang) },
  {
    route: routes.screen,
    template: 'screen',
    languages: ['zh'],
    data: async (client, lang) => ({
      news: await firstPage('/common/news/list', 6)(client, lang),
      schedule: await client.get('/common/activity/schedule', lang),
    }),
  },
];


const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * The section pages (lists, floor plan, content pages, procurement notices …) in each language,
 * with their SEO record and the data pulled for them in the page context: these are a few dozen
 * pages of small data, where a GraphQL node type each would add much code for nothing.
 */
export async function createSectionPages({ actions, reporter, cache }: CreatePagesArgs): Promise<void> {
  const client = buildApiClient();
  const seoCache = new Map<string, Promise<Seo | null>>();
  const seoOf = (route: string, lang: Language) => {
    const key = `${lang}:${route}`;
    if (!seoCache.has(key)) seoCache.set(key, fetchSeo(client, route, lang));
    return seoCache.get(key)!;
  };
  const create: Create = async (route, name, lang, languages, data, seoRoute = route) => {
    actions.createPage({
      path: localizedPath(route, lang),
      component: template(name),
      context: { ...i18nPageContext(lang, route, languages), seo: await seoOf(seoRoute, lang), data: data ?? null },
    });
  };
  try {
    const lists = await ListRows.open(client, cache, LANGUAGES[0]);
    for (const section of SECTIONS) {
      const languages = section.languages ?? LANGUAGES;
      if (section.list) {
        await createListPages(client, lists, section, section.list, languages, create);
        continue;
      }
      for (const lang of languages) {
        await create(section.route, section.template, lang, languages, section.data ? await section.data(client, lang) : null);
      }
    }
    await createContentPages(client, create);
    await createProcurementPages(client, lists, create);
    reporter.info(await lists.save());
  } catch (error) {
    reporter.panicOnBuild(`Pulling the section pages' data failed: ${error instanceof Error ? error.message : String(error)}`, error as Error);
  }
}

/** Creates a section page; `seoRoute` names the page whose SEO record it takes (default its own). */
type Create = (route: string, name: string, lang: Language, languages: readonly Language[], data: unknown, seoRoute?: string) => Promise<void>;

/**
 * Every page of a paged list in each language, so that a visitor without JavaScript (or a crawler)
 * reaches every record by links. Page n exists in the languages with at least n pages; the empty
 * list still has its page 1.
 */
async function createListPages(client: ApiClient, lists: ListRows, section: SectionPage, source: ListSource, languages: readonly Language[], create: Create) {
  const { pageSize } = source;
  const pulled = await Promise.all(
    languages.map(async (lang) => {
      const rows = await lists.rows(source, lang);
      const extra = section.data ? ((await section.data(client, lang)) as object) : {};
      return { lang, rows, extra, pageCount: Math.max(1, Math.ceil(rows.length / pageSize)) };
    }),
  );
  for (const { lang, rows, extra, pageCount } of pulled) {
    for (let page = 1; page <= pageCount; page += 1) {
      const list: StaticListPage<unknown> = { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page };
      const pageLanguages = pulled.filter((other) => other.pageCount >= page).map((other) => other.lang);
      await create(listPageRoute(section.route, page), section.template, lang, pageLanguages, { ...extra, list }, section.route);
    }
  }
}

async function createContentPages(client: ApiClient, create: Create) {
  const lists = await Promise.all(LANGUAGES.map(async (lang) => [lang, await client.get<ContentPageRow[]>('/common/page/list', lang)] as const));
  const languagesOf = languagesByKey(lists.map(([lang, rows]) => [lang, rows.map((row) => row.code)]));
  // The periods in force, not the defaults: the notice and the retention job cannot disagree.
  const periods = await client.get<Record<RetentionKind, number>>(RETENTION_PATHS.periods, 'zh');
  for (const [lang, rows] of lists) {
    for (const row of rows) {
      const read = await client.get(`/common/page/${row.code}`, lang);
      // The privacy notice carries its generated part (the rules the product applies) beside the organiser's text.
      const page = row.code === PRIVACY_PAGE_CODE ? { ...(read as object), rules: privacyNotice(lang, periods) } : read;
      const languages = languagesOf.get(row.code) ?? [lang];
      await create(routes.contentPage(row.code), 'content-page', lang, languages, page);
      const alias = PAGE_ROUTES[row.code];
      if (alias) await create(alias, 'content-page', lang, languages, page);
    }
  }
}

async function createProcurementPages(client: ApiClient, listRows: ListRows, create: Create) {
  const lists = await Promise.all(LANGUAGES.map(async (lang) => [lang, await listRows.rows<ProcurementRow>({ path: PROCUREMENT_LIST }, lang)] as const));
  const languagesOf = languagesByKey(lists.map(([lang, rows]) => [lang, rows.map((row) => String(row.id))]));
  for (const [lang, rows] of lists) {
    for (const row of rows) {
      const notice = await client.get(`/common/procurement/${row.id}`, lang);
      await create(routes.procurementNotice(row.id), 'procurement', lang, languagesOf.get(String(row.id)) ?? [lang], notice);
    }
  }
}

function languagesByKey(lists: Array<[Language, string[]]>): Map<string, Language[]> {
  const languages = new Map<string, Language[]>();
  for (const [lang, keys] of lists) for (const key of keys) languages.set(key, [...(languages.get(key) ?? []), lang]);
  return languages;
}

/** The page's SEO record (the API falls back to its section's, then the home page's); none is fine. */
async function fetchSeo(client: ApiClient, route: string, lang: Language): Promise<Seo | null> {
  try {
    return await client.get<Seo>('/common/seo', lang, { path: route });
  } catch (error) {
    if (error instanceof ApiRequestError && /code 404/.test(error.message)) return null;
    throw error;
  }
}
