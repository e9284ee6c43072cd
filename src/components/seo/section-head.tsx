import React from 'react';
import type { HeadFC } from 'gatsby';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import { headLanguage } from '../../lib/i18n/page-context';
import type { SectionPageContext } from '../../lib/page-data';
import { Seo } from './Seo';

/** The Head of a section page: its SEO record, else the page title from the locale files. */
export function sectionHead<Data>(titleKey: string): HeadFC<LocaleData, SectionPageContext<Data>> {
  return function SectionHead({ data, pageContext }) {
    const page = headLanguage(pageContext);
    return <Seo {...page} record={pageContext.seo} title={localeText(data, page.language, titleKey)} />;
  };
}
