import React from 'react';
import type { HeadFC } from 'gatsby';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import { headLanguage } from '../../lib/i18n/page-context';
import type { SectionPageContext, StaticListPage } from '../../lib/page-data';
import { Seo } from './Seo';

/**
 * The Head of a section page: its SEO record, else the page title from the locale files. Later
 * pages of a list say their number in the title, so that no two pages share one. A template that
 * serves several sections (the show's and the exhibitors' activities) picks the title key by its data.
 */
export function sectionHead<Data>(titleKey: string | ((data: Data) => string)): HeadFC<LocaleData, SectionPageContext<Data>> {
  return function SectionHead({ data, pageContext }) {
    const page = headLanguage(pageContext);
    const listPage = (pageContext.data as { list?: StaticListPage<unknown> } | null)?.list?.page ?? 1;
    const suffix = listPage > 1 ? ` · ${localeText(data, page.language, 'list.pageN').replace('{{page}}', String(listPage))}` : '';
    const record = pageContext.seo && { ...pageContext.seo, seoTitle: pageContext.seo.seoTitle && `${pageContext.seo.seoTitle}${suffix}` };
    return <Seo {...page} record={record} title={`${localeText(data, page.language, typeof titleKey === 'string' ? titleKey : titleKey(pageContext.data))}${suffix}`} />;
  };
}
