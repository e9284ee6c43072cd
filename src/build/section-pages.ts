import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { ContentPageRow, Language, PageOf, ProcurementRow, Seo } from '@expo/contract';
import { LANGUAGES } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/paths';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import { routes } from '../lib/routes';
import { ApiRequestError } from '../../plugins/gatsby-source-exhibition/src/api-client';
import { buildApiClient, type ApiClient } from './build-api';
import { i18nPageContext } from './i18n-options';

/** One static page of a section: its route, template and the data the build pulls for it. */
interface SectionPage {
  route: string;
  template: string;
  /** the languages the page exists in (default both) */
  languages?: readonly Language[];
  data?: (client: ApiClient, lang: Language) => Promise<unknown>;
}

const firstPage = (listPath: string, pageSize: number, query: Record<string, string | number> = {}) =>
  (client: ApiClient, lang: Language) => client.get<PageOf<unknown>>(listPath, lang, { ...query, pageNum: 1, pageSize });

const SECTIONS: SectionPage[] = [
  { route: routes.home, template: 'home' },
  {
    route: routes.exhibitors,
    template: 'exhibitor-list',
    data: async (client, lang) => ({
      first: await firstPage('/common/exhibitor/list', LIST_PAGE_SIZE.exhibitors)(client, lang),
      regions: await client.get('/common/exhibition/getExhibitionRegion', lang),
    }),
  },
  {
    route: routes.exhibitorRanking,
    template: 'exhibitor-ranking',
    data: firstPage('/common/exhibitor/list', LIST_PAGE_SIZE.ranking, { order: 'ranking' }),
  },
  {
    route: routes.products,
    template: 'product-list',
    data: async (client, lang) => ({
      first: await firstPage('/common/product/list', LIST_PAGE_SIZE.products)(client, lang),
      categories: await client.get('/common/category/getList', lang),
    }),
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
    data: firstPage('/common/product/list', LIST_PAGE_SIZE.products, { innovative: 'true' }),
  },
  { route: routes.news, template: 'news-list', data: firstPage('/common/news/list', LIST_PAGE_SIZE.news) },
  {
    route: routes.activities,
    template: 'activity-list',
    data: async (client, lang) => ({
      first: await firstPage('/common/activity/list', LIST_PAGE_SIZE.activities)(client, lang),
      schedule: await client.get('/common/activity/schedule', lang),
    }),
  },
  {
    route: routes.exhibitorActivities,
    template: 'activity-list',
    data: async (client, lang) => ({
      first: await firstPage('/common/exhibitorActivity/list', LIST_PAGE_SIZE.activities)(client, lang),
      schedule: null,
    }),
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
  { route: routes.downloads, template: 'download-list', data: firstPage('/common/fileDownload/list', LIST_PAGE_SIZE.downloads) },
  { route: routes.live, template: 'live-list', data: firstPage('/common/live/list', 50) },
  {
    route: routes.procurement,
    template: 'procurement-list',
    data: firstPage('/common/procurement/list', LIST_PAGE_SIZE.procurement),
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

/** Content pages whose route is not /page/{code}. */
const PAGE_ROUTES: Record<string, string> = {
  cooperation: routes.cooperation,
  'procurement-privacy': routes.procurementPrivacy,
};

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * The section pages (lists, floor plan, content pages, procurement notices …) in each language,
 * with their SEO record and the data pulled for them in the page context: these are a few dozen
 * pages of small data, where a GraphQL node type each would add much code for nothing.
 */
export async function createSectionPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  const client = buildApiClient();
  const seoCache = new Map<string, Promise<Seo | null>>();
  const seoOf = (route: string, lang: Language) => {
    const key = `${lang}:${route}`;
    if (!seoCache.has(key)) seoCache.set(key, fetchSeo(client, route, lang));
    return seoCache.get(key)!;
  };
  const create = async (route: string, name: string, lang: Language, languages: readonly Language[], data: unknown) => {
    actions.createPage({
      path: localizedPath(route, lang),
      component: template(name),
      context: { ...i18nPageContext(lang, route, languages), seo: await seoOf(route, lang), data: data ?? null },
    });
  };
  try {
    for (const section of SECTIONS) {
      const languages = section.languages ?? LANGUAGES;
      for (const lang of languages) {
        await create(section.route, section.template, lang, languages, section.data ? await section.data(client, lang) : null);
      }
    }
    await createContentPages(client, create);
    await createProcurementPages(client, create);
  } catch (error) {
    reporter.panicOnBuild(`Pulling the section pages' data failed: ${error instanceof Error ? error.message : String(error)}`, error as Error);
  }
}

type Create = (route: string, name: string, lang: Language, languages: readonly Language[], data: unknown) => Promise<void>;

async function createContentPages(client: ApiClient, create: Create) {
  const lists = await Promise.all(LANGUAGES.map(async (lang) => [lang, await client.get<ContentPageRow[]>('/common/page/list', lang)] as const));
  const languagesOf = languagesByKey(lists.map(([lang, rows]) => [lang, rows.map((row) => row.code)]));
  for (const [lang, rows] of lists) {
    for (const row of rows) {
      const page = await client.get(`/common/page/${row.code}`, lang);
      const languages = languagesOf.get(row.code) ?? [lang];
      await create(routes.contentPage(row.code), 'content-page', lang, languages, page);
      const alias = PAGE_ROUTES[row.code];
      if (alias) await create(alias, 'content-page', lang, languages, page);
    }
  }
}

async function createProcurementPages(client: ApiClient, create: Create) {
  const lists = await Promise.all(
    LANGUAGES.map(async (lang) => {
      const first = await client.get<PageOf<ProcurementRow>>('/common/procurement/list', lang, { pageNum: 1, pageSize: 100 });
      return [lang, first.rows] as const;
    }),
  );
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
