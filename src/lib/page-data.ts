import type { Seo } from '@expo/contract';
import type { I18nPageContext } from './i18n/page-context';

/** Context of the section pages made in gatsby-node: their SEO record and the data pulled for them. */
export interface SectionPageContext<Data = undefined> extends I18nPageContext {
  seo: Seo | null;
  data: Data;
}

/** A list's first page as the build pulled it; later pages and filters load in the browser. */
export interface FirstPage<Row> {
  rows: Row[];
  total: number;
}
