import type { PageOf, Seo } from '@expo/contract';
import type { I18nPageContext } from './i18n/page-context';

/** Context of the section pages made in gatsby-node: their SEO record and the data pulled for them. */
export interface SectionPageContext<Data = undefined> extends I18nPageContext {
  seo: Seo | null;
  data: Data;
}

/**
 * One page of an unfiltered list as the build pulled it: every such page is static HTML (page 1 at
 * the list's route, page n at `{route}page/{n}/`); filtered states load in the browser.
 */
export interface StaticListPage<Row> extends PageOf<Row> {
  page: number;
}

/** The data of a list page: its static page, and what else the template shows (filters, schedule …). */
export type ListPageData<Row, Extra = object> = Extra & { list: StaticListPage<Row> };
